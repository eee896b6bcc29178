import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRANDS, EXTRACTS, ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { extractRequests, mailOutbox, notifications, users } from '../../../db/schema';
import { MissingObjectError } from '../../../platform/storage';
import { sweepOrphans } from '../../../platform/orphan-sweep';
import {
  createTestContext,
  createUser,
  get,
  lastMail,
  linkFrom,
  post,
  signIn,
  type TestContext,
} from '../../../../test/helpers';
import { makeProject } from '../../../../test/project-fixtures';
import { extractWorker, heldStorage, requestRow, workbookRows } from '../../../../test/extract-fixtures';
import { makeExtract } from './make';
import { sweepExtracts } from './sweep';

/**
 * The dashboard's full extracts prepared in the background (issue 23 §4; decision 031): request, worker, notice,
 * mail, download by the requester only, expiry and the sweep, a run cut off and taken again, a stop.
 */

let ctx: TestContext;
const tokens = {} as Record<'vc' | 'hq' | 'rnd' | 'originator', string>;
const emails = {} as Record<'vc' | 'hq' | 'rnd', string>;
const ids = {} as Record<'vc' | 'hq' | 'rnd', number>;
const brand = (name: string) => BRANDS.find((b) => b.name === name)?.id ?? 0;
/** Codes of the enabled projects by country. */
const codes: Record<string, string[]> = { FR: [], DE: [] };
const deOpel: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  for (let i = 0; i < 7; i++) {
    const country = i < 4 ? 'FR' : 'DE';
    const brands = country === 'DE' && i % 2 === 0 ? ['Opel'] : ['Peugeot'];
    const p = await makeProject(ctx, {
      siteValues: { countryCode: country, siteName: `PREP ${i}`, street: `${i} RUE`, zipCode: '1000' },
      originatorId: originator.id,
      brandIds: brands.map(brand),
      set: { statusId: i % 4 },
    });
    codes[country]?.push(p.uniqueCode);
    if (brands.includes('Opel')) deOpel.push(p.uniqueCode);
  }
  const vc = await createUser(ctx, { role: ROLES.VC });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['DE'], brandIds: [brand('Opel')] });
  Object.assign(emails, { vc: vc.email, hq: hq.email, rnd: rnd.email });
  Object.assign(ids, { vc: vc.id, hq: hq.id, rnd: rnd.id });
  tokens.vc = await signIn(ctx, vc.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.originator = await signIn(ctx, originator.email);
  // The reader's language (signing in records the browser's): the VC's mail and notice in French.
  await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, vc.id));
});
afterAll(() => ctx.close());

const requestExtract = (token: string, body: object, lang = 'en') =>
  post(ctx, '/home/RequestExtract', body, token, { 'accept-language': lang });

async function requested(token: string, body: object): Promise<number> {
  const res = await requestExtract(token, body);
  expect(res.statusCode, res.body).toBe(202);
  return res.json().extract.extractId as number;
}

const codesOf = (rows: unknown[][]) => rows.slice(1).map((r) => r[0] as string);

describe('POST home/RequestExtract', () => {
  it('records the request and answers 202 at once, before anything is made', async () => {
    const res = await requestExtract(tokens.hq, {
      Kind: 'projects',
      arCountries: ['FR'],
      TimeZone: 'Europe/Paris',
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body.message).toBe(packs.en['extracts.requested']);
    expect(body.extract).toMatchObject({ kind: 'projects', status: 'queued', rowCount: null });
    const row = await requestRow(ctx, body.extract.extractId);
    expect(row).toMatchObject({ userId: ids.hq, kind: 'projects', timeZone: 'Europe/Paris', language: 'en' });
    expect(row.filters.arCountries).toEqual(['FR']);
    const list = await get(ctx, '/home/GetExtracts', tokens.hq);
    expect(list.json().extracts[0]).toMatchObject({ extractId: body.extract.extractId, status: 'queued' });
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const before = await ctx.database.db.select().from(extractRequests);
    for (const body of [{ Kind: 'everything' }, { Kind: 'projects', TimeZone: 'Mars/Base' }, {}]) {
      const res = await requestExtract(tokens.vc, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ctx.database.db.select().from(extractRequests)).toHaveLength(before.length);
  });

  it('is for the dashboard roles only (403 for an originator)', async () => {
    expect((await requestExtract(tokens.originator, { Kind: 'projects' })).statusCode).toBe(403);
  });

  it(`refuses a person's request beyond ${EXTRACTS.maxPending} waiting (405, nothing recorded)`, async () => {
    const someone = await createUser(ctx, { role: ROLES.HQ });
    const token = await signIn(ctx, someone.email);
    for (let i = 0; i < EXTRACTS.maxPending; i++) await requested(token, { Kind: 'brands' });
    const refused = await requestExtract(token, { Kind: 'brands' }, 'de');
    expect(refused.statusCode).toBe(405);
    expect(refused.json().message).toBe(
      packs.de['extracts.tooMany']?.replace('{{max}}', String(EXTRACTS.maxPending)),
    );
    const mine = await ctx.database.db
      .select()
      .from(extractRequests)
      .where(eq(extractRequests.userId, someone.id));
    expect(mine).toHaveLength(EXTRACTS.maxPending);
    await ctx.database.db.delete(extractRequests).where(eq(extractRequests.userId, someone.id));
  });
});

describe('the worker', () => {
  it('prepares it, notifies the requester in its language and the requester downloads the right rows', async () => {
    const id = await requested(tokens.vc, {
      Kind: 'projects',
      arCountries: ['DE'],
      TimeZone: 'Europe/Paris',
    });
    const early = await get(ctx, `/home/DownloadExtract/${id}`, tokens.vc);
    expect(early.statusCode).toBe(405);
    expect(early.json().message).toBe(packs.en['extracts.notReady']);

    // Older requests of other tests first: run until this one is made.
    const worker = extractWorker(ctx);
    while ((await requestRow(ctx, id)).status !== 'ready') expect(await worker.runOnce()).not.toBe('idle');

    const row = await requestRow(ctx, id);
    expect(row.rowCount).toBe(codes.DE?.length);
    expect(row.expiresAt?.getTime()).toBeGreaterThan(Date.now() + (EXTRACTS.keepDays - 1) * 86_400_000);

    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.vc), eq(notifications.extractId, id)));
    expect(notice?.message).toContain('extraction par projet');
    const bell = await get(ctx, '/home/getnotificationbyuser', tokens.vc);
    expect(bell.json().notificationsListData[0]).toMatchObject({ extractId: id, projectId: null });

    const mail = await lastMail(ctx, emails.vc);
    expect(mail.subject).toBe('Votre extraction par projet est prête');
    expect(linkFrom(mail.text).pathname).toBe(`/Extract/${id}`);

    const res = await get(ctx, `/home/DownloadExtract/${id}`, tokens.vc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/project-based-extract-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await workbookRows(res.rawPayload);
    expect(rows[0]?.[0]).toBe(packs.en['dashboard.xlsx.col.projectUniqueId']);
    expect(codesOf(rows).sort()).toEqual([...(codes.DE ?? [])].sort());
    // The same rows as the streamed download of the spec's call.
    const streamed = await post(ctx, '/home/GetProjectBasedExtractCSV', { arCountries: ['DE'] }, tokens.vc);
    expect(codesOf(await workbookRows(streamed.rawPayload))).toEqual(codesOf(rows));
  });

  it("makes an RND user's extract in its scope; it has no bell, so a mail only", async () => {
    const id = await requested(tokens.rnd, { Kind: 'brands', IncludeArchivedProject: true });
    const worker = extractWorker(ctx);
    while ((await requestRow(ctx, id)).status !== 'ready') await worker.runOnce();
    const res = await get(ctx, `/home/DownloadExtract/${id}`, tokens.rnd);
    const rows = await workbookRows(res.rawPayload);
    expect(codesOf(rows).sort()).toEqual([...deOpel].sort());
    expect(
      await ctx.database.db.select().from(notifications).where(eq(notifications.userId, ids.rnd)),
    ).toHaveLength(0);
    expect((await lastMail(ctx, emails.rnd)).subject).toBe('Your brand-based extract is ready');
  });

  it("refuses anyone else's extract with 404, as if it did not exist", async () => {
    const [mine] = await ctx.database.db
      .select()
      .from(extractRequests)
      .where(and(eq(extractRequests.userId, ids.vc), eq(extractRequests.status, 'ready')));
    if (!mine) throw new Error('no ready extract of the VC');
    expect((await get(ctx, `/home/DownloadExtract/${mine.id}`, tokens.hq)).statusCode).toBe(404);
    expect((await get(ctx, `/home/GetExtract/${mine.id}`, tokens.rnd)).statusCode).toBe(404);
    expect((await get(ctx, `/home/DownloadExtract/${mine.id}`, tokens.originator)).statusCode).toBe(403);
    expect((await get(ctx, '/home/DownloadExtract/999999', tokens.vc)).statusCode).toBe(404);
    expect((await get(ctx, `/home/GetExtract/${mine.id}`, tokens.vc)).json().status).toBe('ready');
  });

  it('refuses an expired link with a clear message; the hourly sweep deletes its file', async () => {
    const id = await requested(tokens.hq, { Kind: 'projects' });
    const worker = extractWorker(ctx);
    while ((await requestRow(ctx, id)).status !== 'ready') await worker.runOnce();
    const { storageKey } = await requestRow(ctx, id);
    if (!storageKey) throw new Error('no key');
    await ctx.database.db
      .update(extractRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(extractRequests.id, id));

    const res = await get(ctx, `/home/DownloadExtract/${id}`, tokens.hq, { 'accept-language': 'it' });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(
      packs.it['extracts.expired']?.replace('{{days}}', String(EXTRACTS.keepDays)),
    );
    expect((await get(ctx, `/home/GetExtract/${id}`, tokens.hq)).json().status).toBe('expired');

    const swept = await sweepExtracts(ctx.database.db, ctx.app.storage);
    expect(swept.extractFiles).toBeGreaterThanOrEqual(1);
    await expect(ctx.app.storage.get(storageKey)).rejects.toBeInstanceOf(MissingObjectError);
    expect(await requestRow(ctx, id)).toMatchObject({ status: 'expired', storageKey: null });
    expect((await get(ctx, `/home/DownloadExtract/${id}`, tokens.hq)).statusCode).toBe(405);
  });

  it("keeps a ready extract's file from the orphan sweep (it has no stored_files row)", async () => {
    const [ready] = await ctx.database.db
      .select()
      .from(extractRequests)
      .where(eq(extractRequests.status, 'ready'));
    if (!ready?.storageKey) throw new Error('no ready extract');
    await sweepOrphans(ctx.database.db, ctx.app.storage, new Date(Date.now() + 2 * 86_400_000));
    await expect(ctx.app.storage.get(ready.storageKey)).resolves.toBeTruthy();
  });

  it('takes a run cut off mid-way again once its lease has run out; the file is complete, the dead run writes nothing', async () => {
    await drainQueue();
    const id = await requested(tokens.vc, { Kind: 'projects', IncludeArchivedProject: true });
    // Instance A claims it and dies mid-write: its lease is never renewed.
    const a = extractWorker(ctx, { leaseMs: 2000, owner: 'instance-a' });
    const claimed = await a.claim();
    expect(claimed?.id).toBe(id);
    const held = heldStorage(ctx.app.storage);
    const deadRun = makeExtract(
      { db: ctx.database.db, storage: held.storage, config: ctx.config, batchSize: 1 },
      claimed ?? { id, attempt: 1, owner: 'instance-a' },
      new AbortController().signal,
    );
    await held.started;
    expect(await extractWorker(ctx, { owner: 'instance-b' }).runOnce()).toBe('idle');
    await new Promise((r) => setTimeout(r, 2100));

    expect(await extractWorker(ctx, { owner: 'instance-b' }).runOnce()).toBe('ready');
    const row = await requestRow(ctx, id);
    expect(row).toMatchObject({ status: 'ready', owner: 'instance-b', attempts: 2 });
    const rows = await workbookRows((await get(ctx, `/home/DownloadExtract/${id}`, tokens.vc)).rawPayload);
    expect(codesOf(rows)).toHaveLength(7);

    // A wakes up: its file is not the request's and is removed; the request stays B's.
    held.release();
    expect(await deadRun).toBe('taken over');
    await expect(ctx.app.storage.get(held.keys[0] ?? 'none')).rejects.toThrow();
    expect((await requestRow(ctx, id)).storageKey).toBe(row.storageKey);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, emails.vc), eq(mailOutbox.template, 'extractReady')));
    expect(mails.filter((m) => new RegExp(`/Extract/${id}\\b`).test(m.text))).toHaveLength(1);
  });

  it('stops a run on SIGTERM: nothing stored, the request waits again, its attempt uncounted, another run makes it', async () => {
    await drainQueue();
    const id = await requested(tokens.hq, { Kind: 'brands', IncludeArchivedProject: true });
    const held = heldStorage(ctx.app.storage);
    const worker = extractWorker(ctx, { storage: held.storage, owner: 'stopping' });
    worker.start();
    await held.started;
    await worker.stop();
    expect(await requestRow(ctx, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      owner: null,
      storageKey: null,
    });
    expect(held.keys).toHaveLength(0);
    expect(await extractWorker(ctx).runOnce()).toBe('ready');
    expect(await requestRow(ctx, id)).toMatchObject({ status: 'ready', attempts: 1 });
  });
});

/** Makes every waiting request, so the next test's is the one claimed. */
async function drainQueue() {
  const worker = extractWorker(ctx);
  while ((await worker.runOnce()) !== 'idle');
}
