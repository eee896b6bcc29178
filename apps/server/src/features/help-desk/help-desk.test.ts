import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ALL_ROLES, LIMITS, ROLES, type Role } from '@portal/contract';
import { auditLog, faqs } from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  lastMail,
  mailsTo,
  post,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let ctx: TestContext;
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
const email = {} as Record<Role, string>;
const HELPDESK = 'helpdesk@portal.test';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ALL_ROLES) {
    const user = await createUser(ctx, { role, markets: ['FR'], brandIds: [1] });
    userId[role] = user.id;
    email[role] = user.email;
    token[role] = await signIn(ctx, user.email);
  }
});
afterAll(() => ctx.close());

const del = (url: string, auth?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api${url}`,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });

const query = (over: Record<string, unknown> = {}) => ({
  Email: 'someone@example.test',
  UserName: 'Ada Asker',
  Subject: 'Cannot upload',
  Queries: 'The upload stops at 94%.',
  ...over,
});

const helpdeskMails = async () => mailsTo(ctx, HELPDESK);

describe('POST /users/userhelpdesk', () => {
  it('mails the request to the help-desk address', async () => {
    const res = await post(ctx, '/users/userhelpdesk', {
      Email: 'Asker@Example.test',
      UserName: 'Ada Asker',
      Queries: 'I cannot find my project.\n<b>Please help</b>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Enquiry sent' });
    const mail = await lastMail(ctx, HELPDESK);
    expect(mail.subject).toBe('Help request from Ada Asker');
    expect(mail.text).toContain('asker@example.test');
    expect(mail.text).toContain('I cannot find my project.');
    // The HTML part escapes what the user typed.
    expect(mail.html).toContain('&lt;b&gt;Please help&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('answers 400 for missing fields or a bad address, and mails nobody', async () => {
    const before = (await mailsTo(ctx, HELPDESK)).length;
    const missing = await post(ctx, '/users/userhelpdesk', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      Email: 'this field is required',
      UserName: 'this field is required',
      Queries: 'this field is required',
    });
    const bad = await post(ctx, '/users/userhelpdesk', { Email: 'nope', UserName: 'A', Queries: ' ' });
    expect(bad.json().fields).toEqual({ Email: 'email is not valid', Queries: 'this field is required' });
    expect((await mailsTo(ctx, HELPDESK)).length).toBe(before);
  });
});

describe('POST users/authorizeduserhelpdesk', () => {
  it.each(ALL_ROLES)('%s sends a query: mailed to the help desk with an audit row', async (role) => {
    const marker = `Marker ${role} ${Math.random().toString(36).slice(2)}`;
    const res = await post(ctx, '/users/authorizeduserhelpdesk', query({ Queries: marker }), token[role]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Your query has been sent to the help desk.' });
    const [mail] = (await helpdeskMails()).filter((m) => m.text.includes(marker));
    expect(mail).toBeDefined();
    expect(mail!.template).toBe('helpDeskQuery');
    expect(mail!.subject).toBe('Help desk query: Cannot upload');
    expect(mail!.text).toContain('Subject: Cannot upload');
    expect(mail!.text).toContain(`From: Ada Asker <${email[role]}>`);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, userId[role]), eq(auditLog.action, 'helpdesk.query')));
    expect(audits).toHaveLength(1);
  });

  it("names the signed-in account's address and role, not the body's Email", async () => {
    const marker = `spoof-${Math.random().toString(36).slice(2)}`;
    const res = await post(
      ctx,
      '/users/authorizeduserhelpdesk',
      query({ Email: 'ceo@elsewhere.test', Queries: marker }),
      token[ROLES.RND],
    );
    expect(res.statusCode).toBe(200);
    const [mail] = (await helpdeskMails()).filter((m) => m.text.includes(marker));
    expect(mail!.text).toContain(`<${email[ROLES.RND]}>`);
    expect(mail!.text).toContain('Country Retail Network Development Team, NSC / Importers');
    expect(mail!.text).not.toContain('ceo@elsewhere.test');
  });

  it('answers in the caller language', async () => {
    const res = await post(ctx, '/users/authorizeduserhelpdesk', query(), token[ROLES.VC], {
      'accept-language': 'fr',
    });
    expect(res.json().message).toBe("Votre demande a été envoyée à l'assistance.");
  });

  it('keeps the subject on one line (it is the mail subject)', async () => {
    const marker = `line-${Math.random().toString(36).slice(2)}`;
    const res = await post(
      ctx,
      '/users/authorizeduserhelpdesk',
      query({ Subject: 'Two\r\nBcc: x@evil.test', Queries: marker }),
      token[ROLES.HQ],
    );
    expect(res.statusCode).toBe(200);
    const [mail] = (await helpdeskMails()).filter((m) => m.text.includes(marker));
    expect(mail!.subject).toBe('Help desk query: Two Bcc: x@evil.test');
  });

  it.each([
    ['Subject', { Subject: '' }],
    ['Subject', { Subject: '   ' }],
    ['Subject', { Subject: undefined }],
    ['Queries', { Queries: '' }],
    ['Queries', { Queries: ' \n ' }],
    ['Queries', { Queries: undefined }],
  ])('requires %s (%j): 400, nothing mailed', async (field, over) => {
    const before = (await helpdeskMails()).length;
    const res = await post(ctx, '/users/authorizeduserhelpdesk', query(over), token[ROLES.ORIGINATOR]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe('this field is required');
    expect(await helpdeskMails()).toHaveLength(before);
  });

  it('refuses texts over the limits', async () => {
    const long = await post(
      ctx,
      '/users/authorizeduserhelpdesk',
      query({ Queries: 'x'.repeat(LIMITS.helpQueryMaxLength + 1) }),
      token[ROLES.RETAIL],
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.Queries).toBe('This text is too long.');
    const subject = await post(
      ctx,
      '/users/authorizeduserhelpdesk',
      query({ Subject: 'x'.repeat(201) }),
      token[ROLES.RETAIL],
    );
    expect(subject.statusCode).toBe(400);
  });

  it('needs a signed-in session', async () => {
    expect((await post(ctx, '/users/authorizeduserhelpdesk', query())).statusCode).toBe(401);
  });
});

describe('FAQ', () => {
  it('VC and HQ add items; every signed-in role reads them, oldest first', async () => {
    const a = await post(
      ctx,
      '/tutorials/addfaq',
      { Question: '  How do I submit?  ', Answer: 'Use Submit.' },
      token[ROLES.VC],
    );
    expect(a.statusCode).toBe(200);
    const first = a.json();
    expect(first).toEqual({
      faQsId: expect.any(Number),
      question: 'How do I submit?',
      answer: 'Use Submit.',
    });
    const b = await post(
      ctx,
      '/tutorials/addfaq',
      { Question: 'Who validates?', Answer: 'The validation centre.' },
      token[ROLES.HQ],
    );
    expect(b.statusCode).toBe(200);
    const second = b.json();

    for (const role of ALL_ROLES) {
      const res = await get(ctx, '/tutorials/getfaqs', token[role]);
      expect(res.statusCode, role).toBe(200);
      const list = res.json() as { faQsId: number }[];
      const ids = list.map((f) => f.faQsId);
      expect(ids.indexOf(first.faQsId)).toBeLessThan(ids.indexOf(second.faQsId));
      expect(list).toContainEqual(first);
    }

    const [row] = await ctx.database.db.select().from(faqs).where(eq(faqs.id, first.faQsId));
    expect(row).toMatchObject({ createdByUserId: userId[ROLES.VC], createdByEmail: email[ROLES.VC] });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'faq.add'), eq(auditLog.entityId, String(second.faQsId))));
    expect(audits).toHaveLength(1);
  });

  it('the list needs a session; paths are case-insensitive', async () => {
    expect((await get(ctx, '/tutorials/getfaqs')).statusCode).toBe(401);
    expect((await get(ctx, '/Tutorials/GetFAQs', token[ROLES.RETAIL])).statusCode).toBe(200);
  });

  it.each([ROLES.RND, ROLES.ORIGINATOR, ROLES.RETAIL])('%s may not add or delete (403)', async (role) => {
    const [row] = await ctx.database.db.insert(faqs).values({ question: 'Q', answer: 'A' }).returning();
    const before = await ctx.database.db.select().from(faqs);
    const add = await post(ctx, '/tutorials/addfaq', { Question: 'Mine?', Answer: 'No.' }, token[role]);
    expect(add.statusCode).toBe(403);
    const remove = await del(`/tutorials/deletefaq/${row!.id}`, token[role]);
    expect(remove.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(faqs)).toEqual(before);
  });

  it('adding needs a session', async () => {
    expect((await post(ctx, '/tutorials/addfaq', { Question: 'Q', Answer: 'A' })).statusCode).toBe(401);
  });

  it.each([
    ['Question', { Answer: 'A' }],
    ['Question', { Question: '  ', Answer: 'A' }],
    ['Answer', { Question: 'Q' }],
    ['Answer', { Question: 'Q', Answer: '' }],
  ])('requires %s (%j): 400, nothing stored', async (field, body) => {
    const before = (await ctx.database.db.select().from(faqs)).length;
    const res = await post(ctx, '/tutorials/addfaq', body, token[ROLES.HQ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe('this field is required');
    expect(await ctx.database.db.select().from(faqs)).toHaveLength(before);
  });

  it('refuses a question over 500 or an answer over 4000 characters', async () => {
    const q = await post(
      ctx,
      '/tutorials/addfaq',
      { Question: 'q'.repeat(501), Answer: 'A' },
      token[ROLES.VC],
    );
    expect(q.statusCode).toBe(400);
    expect(q.json().fields.Question).toBe('This text is too long.');
    const a = await post(
      ctx,
      '/tutorials/addfaq',
      { Question: 'Q', Answer: 'a'.repeat(4001) },
      token[ROLES.VC],
    );
    expect(a.statusCode).toBe(400);
    const ok = await post(
      ctx,
      '/tutorials/addfaq',
      { Question: 'q'.repeat(500), Answer: 'a'.repeat(4000) },
      token[ROLES.VC],
    );
    expect(ok.statusCode).toBe(200);
  });

  it('VC and HQ delete: the item leaves the list, the row stays marked deleted; again is 404', async () => {
    for (const role of [ROLES.VC, ROLES.HQ]) {
      const added = (
        await post(ctx, '/tutorials/addfaq', { Question: `Gone ${role}?`, Answer: 'Yes.' }, token[role])
      ).json();
      const res = await del(`/tutorials/deletefaq/${added.faQsId}`, token[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ statusCode: 200, message: 'The question has been deleted.' });
      const list = (await get(ctx, '/tutorials/getfaqs', token[ROLES.RETAIL])).json() as { faQsId: number }[];
      expect(list.map((f) => f.faQsId)).not.toContain(added.faQsId);
      const [row] = await ctx.database.db.select().from(faqs).where(eq(faqs.id, added.faQsId));
      expect(row!.deletedAt).toBeInstanceOf(Date);
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'faq.delete'), eq(auditLog.entityId, String(added.faQsId))));
      expect(audits).toHaveLength(1);
      expect((await del(`/tutorials/deletefaq/${added.faQsId}`, token[role])).statusCode).toBe(404);
    }
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    expect((await del('/tutorials/deletefaq/999999', token[ROLES.VC])).statusCode).toBe(404);
    expect((await del('/tutorials/deletefaq/abc', token[ROLES.VC])).statusCode).toBe(400);
    expect((await del('/tutorials/deletefaq/0', token[ROLES.VC])).statusCode).toBe(400);
  });
});
