import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { auditLog, brands, linkTokens, scopeRequests, userBrands, userMarkets, users } from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  mailsTo,
  post,
  signIn,
  type TestContext,
} from '../../../test/helpers';

/**
 * Issue 9 §1: a Retail Network Development user's markets and brands are its data scope (docs/access.md).
 * Saving My Profile narrows it at once; what it adds waits for a Validation Center decision by mailed
 * link, and the scope stays as it was until then.
 */

let ctx: TestContext;
let approver: Awaited<ReturnType<typeof createUser>>;
let germanApprover: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  approver = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  germanApprover = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  await ctx.database.db
    .update(users)
    .set({ firstName: 'Greta', language: 'de' })
    .where(eq(users.id, germanApprover.id));
});
afterAll(() => ctx.close());

const PEUGEOT = 2;
const OPEL = 4;

async function signedIn(role: Role, markets: string[], brandIds: number[]) {
  const user = await createUser(ctx, { role, markets, brandIds });
  return { user, token: await signIn(ctx, user.email) };
}

async function scope(userId: number) {
  const markets = await ctx.database.db
    .select({ code: userMarkets.countryCode })
    .from(userMarkets)
    .where(eq(userMarkets.userId, userId));
  const brandRows = await ctx.database.db
    .select({ name: brands.name })
    .from(userBrands)
    .innerJoin(brands, eq(brands.id, userBrands.brandId))
    .where(eq(userBrands.userId, userId));
  return { markets: markets.map((m) => m.code).sort(), brands: brandRows.map((b) => b.name).sort() };
}

const save = (
  user: { id: number },
  token: string,
  arMarkets: string[],
  arBrands: string[],
  FirstName = 'Rita',
) =>
  post(
    ctx,
    '/users/updateaccount',
    { userSequence: user.id, FirstName, SurName: 'Network', arMarkets, arBrands },
    token,
  );

/** The scope mails to one approver about one user, newest first. */
async function requestMails(to: string, applicantEmail: string) {
  return (await mailsTo(ctx, to)).filter(
    (m) => m.template === 'scopeRequest' && m.text.includes(applicantEmail),
  );
}

function linkIn(text: string) {
  const match = /(https?:\/\/\S+\/user\/approveScopeRequest\?\S+)/.exec(text);
  if (!match) throw new Error('no scope link in mail');
  const url = new URL(match[1]!);
  return { url, Email: url.searchParams.get('email')!, Token: url.searchParams.get('token')! };
}

async function linkFor(to: string, applicantEmail: string) {
  const [mail] = await requestMails(to, applicantEmail);
  if (!mail) throw new Error(`no scope request mail to ${to}`);
  return linkIn(mail.text);
}

async function audits(action: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id));
}

const detail = (link: { Email: string; Token: string }) =>
  post(ctx, '/users/getscoperequest', { Email: link.Email, Token: link.Token });
const approve = (link: { Email: string; Token: string }) =>
  post(ctx, '/users/approvescoperequest', { Email: link.Email, Token: link.Token });
const reject = (link: { Email: string; Token: string }) =>
  post(ctx, '/users/rejectscoperequest', { Email: link.Email, Token: link.Token });

describe('widening the scope in My Profile', () => {
  it('leaves the scope unchanged, records a request and mails every approver a link', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    const res = await save(user, token, ['FR', 'DE', 'IT'], ['Peugeot', 'Opel']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: packs.en['profile.scopeRequested'] });

    // The scope in force is what it was; the lists and filters read it.
    expect(await scope(user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });
    const filters = (await get(ctx, '/home/getfilterdetails', token)).json().result;
    expect(filters.countries.map((c: { code: string }) => c.code)).toEqual(['FR']);
    expect(filters.brands.map((b: { brand_name: string }) => b.brand_name)).toEqual(['Peugeot']);

    const [request] = await ctx.database.db
      .select()
      .from(scopeRequests)
      .where(eq(scopeRequests.userId, user.id));
    expect(request).toMatchObject({ status: 'pending', brandIds: [OPEL] });
    expect([...request!.countryCodes].sort()).toEqual(['DE', 'IT']);

    // My Profile shows the scope in force and the request beside it.
    const profile = (await get(ctx, `/users/GetUserByUserSequence?id=${user.id}`, token)).json();
    expect(profile).toMatchObject({
      arMarkets: ['FR'],
      arBrands: ['Peugeot'],
      pendingScopeRequest: {
        arMarkets: ['DE', 'IT'],
        markets: 'Germany, Italy',
        arBrands: ['Opel'],
        brands: 'Opel',
      },
    });

    // Each approver gets its own link, in its language, greeted by its own name.
    const [mail] = await requestMails(approver.email, user.email);
    expect(mail!.subject).toBe('Markets and brands request: Rita Network');
    expect(mail!.text).toContain('Hello Test,');
    expect(mail!.text).toContain('Markets to add: Germany, Italy');
    expect(mail!.text).toContain('Brands to add: Opel');
    expect(mail!.text).toContain('Current markets: France');
    const [german] = await requestMails(germanApprover.email, user.email);
    expect(german!.subject).toBe('Antrag auf Märkte und Marken: Rita Network');
    expect(german!.text).toContain('Guten Tag Greta,');
    const link = linkIn(mail!.text);
    expect(link.url.origin + link.url.pathname).toBe('http://portal.test/user/approveScopeRequest');
    expect(link.Email).toBe(user.email);
    expect(linkIn(german!.text).Token).not.toBe(link.Token);

    const [row] = await audits('scope.request');
    expect(row).toMatchObject({
      actorUserId: user.id,
      entity: 'scopeRequest',
      entityId: String(request!.id),
    });
  });

  it('is approved by the link: the scope widens, the user is mailed, the decision audited', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    await ctx.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.id));
    await save(user, token, ['FR', 'DE'], ['Peugeot', 'Fiat']);
    const link = await linkFor(approver.email, user.email);

    const shown = await detail(link);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      firstName: 'Rita Network',
      email: user.email,
      roles: packs.en['role.rnd'],
      markets: 'France',
      brands: 'Peugeot',
      addedMarkets: 'Germany',
      addedBrands: 'Fiat',
      requestedOn: expect.any(String),
    });
    // Reading the request decides nothing.
    expect(await scope(user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });

    const res = await approve(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: packs.en['approval.scopeApprovedTitle'] });
    expect(await scope(user.id)).toEqual({ markets: ['DE', 'FR'], brands: ['Fiat', 'Peugeot'] });
    const filters = (await get(ctx, '/home/getfilterdetails', token)).json().result;
    expect(filters.countries.map((c: { code: string }) => c.code).sort()).toEqual(['DE', 'FR']);

    const [outcome] = (await mailsTo(ctx, user.email)).filter((m) => m.template === 'scopeApproved');
    expect(outcome!.subject).toBe(packs.fr['mail.scopeApproved.subject']);
    expect(outcome!.text).toContain('Bonjour Rita,');
    // The whole scope now in force, names in the user's language (brands are names of their own).
    expect(outcome!.text).toContain(`: ${packs.fr['country.DE'] ?? 'Germany'}, France`);
    expect(outcome!.text).toContain(': Peugeot, Fiat');

    const [request] = await ctx.database.db
      .select()
      .from(scopeRequests)
      .where(eq(scopeRequests.userId, user.id));
    expect(request).toMatchObject({ status: 'approved', decidedBy: approver.email });
    const [row] = await audits('scope.approve');
    expect(row).toMatchObject({
      actorEmail: approver.email,
      entity: 'scopeRequest',
      entityId: String(request!.id),
    });
    const profile = (await get(ctx, `/users/GetUserByUserSequence?id=${user.id}`, token)).json();
    expect(profile.pendingScopeRequest).toBeNull();
  });

  it('is rejected by the link: the scope stays as it was, the user is told', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    await save(user, token, ['FR', 'ES'], ['Peugeot', 'Opel']);
    const link = await linkFor(approver.email, user.email);
    const res = await reject(link);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(packs.en['approval.scopeRejectedTitle']);
    expect(await scope(user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });
    const [outcome] = (await mailsTo(ctx, user.email)).filter((m) => m.template === 'scopeRejected');
    expect(outcome!.subject).toBe('Your markets and brands request');
    expect(outcome!.text).toContain('markets (Spain) and brands (Opel)');
    expect(outcome!.text).toContain('helpdesk@portal.test');
    const [request] = await ctx.database.db
      .select()
      .from(scopeRequests)
      .where(eq(scopeRequests.userId, user.id));
    expect(request!.status).toBe('rejected');
    expect((await audits('scope.reject'))[0]).toMatchObject({ actorEmail: approver.email });
  });

  it('answers a used link, any copy of it, a wrong token or another address with the link error', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    const other = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    await save(user, token, ['FR', 'DE'], ['Peugeot']);
    await save(other.user, other.token, ['FR', 'IT'], ['Peugeot']);
    const link = await linkFor(approver.email, user.email);
    const copy = await linkFor(germanApprover.email, user.email);
    const othersLink = await linkFor(approver.email, other.user.email);

    const refused = async (res: Awaited<ReturnType<typeof approve>>) => {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Incorrect URL copied or Session has expired.');
    };
    await refused(await detail({ ...link, Token: 'wrong-token' }));
    await refused(await approve({ ...link, Token: 'wrong-token' }));
    await refused(await approve({ ...link, Token: link.Token.slice(0, -1) }));
    // A token works only with the address it was issued for.
    await refused(await approve({ Email: other.user.email, Token: link.Token }));
    await refused(await reject({ Email: user.email, Token: othersLink.Token }));
    expect(await scope(user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });
    expect(await scope(other.user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });

    expect((await approve(link)).statusCode).toBe(200);
    // Single use: the same link, the other approver's copy, and a late rejection are all refused.
    await refused(await approve(link));
    await refused(await detail(link));
    await refused(await reject(copy));
    expect(await scope(user.id)).toEqual({ markets: ['DE', 'FR'], brands: ['Peugeot'] });
    const live = await ctx.database.db
      .select()
      .from(linkTokens)
      .where(and(eq(linkTokens.userId, user.id), eq(linkTokens.purpose, 'approveScope')));
    expect(live.every((l) => l.usedAt)).toBe(true);
    // The other user's request is untouched.
    expect((await detail(othersLink)).statusCode).toBe(200);
  });

  it('of two simultaneous decisions on one request, exactly one wins', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    await save(user, token, ['FR', 'PT'], ['Peugeot']);
    const link = await linkFor(approver.email, user.email);
    const copy = await linkFor(germanApprover.email, user.email);
    const results = await Promise.all([approve(link), reject(copy)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const decided = await ctx.database.db
      .select()
      .from(scopeRequests)
      .where(eq(scopeRequests.userId, user.id));
    expect(decided).toHaveLength(1);
    expect(['approved', 'rejected']).toContain(decided[0]!.status);
    expect((await scope(user.id)).markets).toEqual(decided[0]!.status === 'approved' ? ['FR', 'PT'] : ['FR']);
  });
});

describe('narrowing and changing a request', () => {
  it('narrowing applies at once, with an audit row and no request or mail', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR', 'DE'], [PEUGEOT, OPEL]);
    const mailsBefore = (await mailsTo(ctx)).length;
    const res = await save(user, token, ['fr'], ['Peugeot']);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile Details Updated');
    expect(await scope(user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });
    expect((await mailsTo(ctx)).length).toBe(mailsBefore);
    expect(
      await ctx.database.db.select().from(scopeRequests).where(eq(scopeRequests.userId, user.id)),
    ).toEqual([]);
    const [row] = await audits('scope.narrow');
    expect(row).toMatchObject({ actorUserId: user.id, entityId: String(user.id) });
    expect(row!.detail).toEqual({ markets: ['DE'], brandIds: [OPEL] });
  });

  it('a swap removes at once and asks for the addition', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR', 'DE'], [PEUGEOT]);
    await save(user, token, ['Germany', 'Italy'], ['Opel']);
    // France and Peugeot are gone at once; Italy and Opel wait.
    expect(await scope(user.id)).toEqual({ markets: ['DE'], brands: [] });
    const [request] = await ctx.database.db
      .select()
      .from(scopeRequests)
      .where(eq(scopeRequests.userId, user.id));
    expect(request).toMatchObject({ status: 'pending', countryCodes: ['IT'], brandIds: [OPEL] });
    expect((await requestMails(approver.email, user.email))[0]!.text).toContain('Current brands: none');
  });

  it('saving the same additions again keeps the request; other additions replace it; none withdraw it', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    await save(user, token, ['FR', 'DE'], ['Peugeot']);
    const first = await linkFor(approver.email, user.email);

    // Only the name changed, the form still shows the pending markets: no new request, no new mail.
    await save(user, token, ['FR', 'DE'], ['Peugeot'], 'Renée');
    expect(await requestMails(approver.email, user.email)).toHaveLength(1);
    expect((await detail(first)).statusCode).toBe(200);

    // Other additions: the first request is withdrawn and its links stop working.
    await save(user, token, ['FR', 'DE'], ['Peugeot', 'Fiat']);
    expect(await requestMails(approver.email, user.email)).toHaveLength(2);
    expect((await approve(first)).statusCode).toBe(401);
    const second = await linkFor(approver.email, user.email);
    expect((await detail(second)).json()).toMatchObject({ addedMarkets: 'Germany', addedBrands: 'Fiat' });
    const rows = await ctx.database.db
      .select()
      .from(scopeRequests)
      .where(eq(scopeRequests.userId, user.id))
      .orderBy(scopeRequests.id);
    expect(rows.map((r) => r.status)).toEqual(['withdrawn', 'pending']);

    // Nothing added any more: the request is withdrawn too, and the scope stays.
    await save(user, token, ['FR'], ['Peugeot']);
    expect((await approve(second)).statusCode).toBe(401);
    expect(await scope(user.id)).toEqual({ markets: ['FR'], brands: ['Peugeot'] });
    const profile = (await get(ctx, `/users/GetUserByUserSequence?id=${user.id}`, token)).json();
    expect(profile.pendingScopeRequest).toBeNull();
    expect((await audits('scope.withdraw')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('other roles', () => {
  it("an originator's markets and brands are not a scope: its edits apply at once, without a request", async () => {
    const { user, token } = await signedIn(ROLES.ORIGINATOR, ['FR'], [PEUGEOT]);
    const mailsBefore = (await mailsTo(ctx)).length;
    const res = await post(
      ctx,
      '/users/updateaccount',
      {
        userSequence: user.id,
        FirstName: 'Olga',
        SurName: 'Orr',
        arMarkets: ['FR', 'DE', 'IT'],
        arBrands: ['Peugeot', 'Opel', 'Fiat'],
        Company: 'Orr Architects',
        ContactNumber: '+33-1',
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Profile Details Updated' });
    expect(await scope(user.id)).toEqual({
      markets: ['DE', 'FR', 'IT'],
      brands: ['Fiat', 'Opel', 'Peugeot'],
    });
    expect((await mailsTo(ctx)).length).toBe(mailsBefore);
    expect(
      await ctx.database.db.select().from(scopeRequests).where(eq(scopeRequests.userId, user.id)),
    ).toEqual([]);
    const profile = (await get(ctx, `/users/GetUserByUserSequence?id=${user.id}`, token)).json();
    expect(profile.pendingScopeRequest).toBeNull();
  });

  it('a link for an account that is no longer a Retail Network Development user is refused', async () => {
    const { user, token } = await signedIn(ROLES.RND, ['FR'], [PEUGEOT]);
    await save(user, token, ['FR', 'BE'], ['Peugeot']);
    const link = await linkFor(approver.email, user.email);
    await ctx.database.db.update(users).set({ role: ROLES.HQ }).where(eq(users.id, user.id));
    expect((await approve(link)).statusCode).toBe(401);
    expect((await scope(user.id)).markets).toEqual(['FR']);
  });

  it('the decision calls are public but validate their body', async () => {
    for (const path of [
      '/users/getscoperequest',
      '/users/approvescoperequest',
      '/users/rejectscoperequest',
    ]) {
      const res = await post(ctx, path, { Email: 'not-an-email' });
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().fields).sort(), path).toEqual(['Email', 'Token']);
    }
  });
});
