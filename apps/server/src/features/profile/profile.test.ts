import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { brands, sessions, userBrands, userMarkets, users } from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  post,
  PASSWORD,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PEUGEOT = 2;
const OPEL = 4;
const FIAT = 7;

async function signedIn(role: Role, opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx, { role, ...opts });
  return { user, token: await signIn(ctx, user.email) };
}

async function stored(userId: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  const markets = await ctx.database.db
    .select({ code: userMarkets.countryCode })
    .from(userMarkets)
    .where(eq(userMarkets.userId, userId));
  const brandRows = await ctx.database.db
    .select({ name: brands.name })
    .from(userBrands)
    .innerJoin(brands, eq(brands.id, userBrands.brandId))
    .where(eq(userBrands.userId, userId));
  return {
    ...row!,
    markets: markets.map((m) => m.code).sort(),
    brands: brandRows.map((b) => b.name).sort(),
  };
}

const profileUrl = (id: number) => `/users/GetUserByUserSequence?id=${id}`;

describe('GET users/GetUserByUserSequence', () => {
  it("answers the caller's own record", async () => {
    const { user, token } = await signedIn(ROLES.ORIGINATOR, {
      markets: ['FR', 'BE'],
      brandIds: [PEUGEOT, OPEL],
    });
    const res = await get(ctx, profileUrl(user.id), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userSequence: user.id,
      firstName: 'Test',
      surName: 'User',
      email: user.email,
      company: 'ACME',
      contactNumber: '+33-1',
      roles: ROLES.ORIGINATOR,
      acceptedUser: 'Accepted',
      arBrands: ['Peugeot', 'Opel'],
      arMarkets: ['BE', 'FR'],
      brands: 'Peugeot, Opel',
      markets: 'Belgium, France',
      countries: 'Belgium, France',
    });
    expect(new Date(res.json().created_Date).getTime()).toBeCloseTo(user.createdAt.getTime(), -3);
  });

  it('answers 404 for anybody else, existing or not', async () => {
    const { token } = await signedIn(ROLES.RND, { markets: ['FR'], brandIds: [PEUGEOT] });
    const other = await createUser(ctx, { role: ROLES.ORIGINATOR });
    for (const id of [other.id, 999_999]) {
      const res = await get(ctx, profileUrl(id), token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(res.body).not.toContain(other.email);
    }
  });

  it('is open to Retail Network Development and Project Originator only', async () => {
    const rnd = await signedIn(ROLES.RND, { markets: ['DE'], brandIds: [OPEL] });
    expect((await get(ctx, profileUrl(rnd.user.id), rnd.token)).statusCode).toBe(200);
    for (const role of [ROLES.VC, ROLES.HQ, ROLES.RETAIL]) {
      const { user, token } = await signedIn(role);
      const res = await get(ctx, profileUrl(user.id), token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not allowed to do this.');
    }
  });

  it('needs a session and a numeric id', async () => {
    const { user, token } = await signedIn(ROLES.ORIGINATOR);
    expect((await get(ctx, profileUrl(user.id))).statusCode).toBe(401);
    expect((await get(ctx, '/users/GetUserByUserSequence?id=abc', token)).statusCode).toBe(400);
    expect((await get(ctx, '/users/GetUserByUserSequence', token)).statusCode).toBe(400);
  });
});

describe('POST users/updateaccount', () => {
  const update = (token: string, body: object) => post(ctx, '/users/updateaccount', body, token);

  it("saves names, markets and brands, keeps email and role, and answers 'Profile Details Updated'", async () => {
    // Fewer markets and brands than before: a narrower scope applies at once (see the scope tests below).
    const { user, token } = await signedIn(ROLES.RND, {
      markets: ['FR', 'DE', 'IT'],
      brandIds: [PEUGEOT, OPEL, FIAT],
    });
    const res = await update(token, {
      userSequence: user.id,
      Email: 'hijack@example.test',
      Roles: ROLES.VC,
      FirstName: 'Renée',
      SurName: 'Dupont',
      arMarkets: ['de', 'IT'],
      arBrands: ['Opel', 'Fiat'],
      Company: 'Ignored Ltd',
      ContactNumber: '+49-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Profile Details Updated' });
    const after = await stored(user.id);
    expect(after).toMatchObject({
      email: user.email,
      role: ROLES.RND,
      firstName: 'Renée',
      surName: 'Dupont',
      // Company and phone belong to originators; they are not taken from anybody else.
      company: 'ACME',
      contactNumber: '+33-1',
      markets: ['DE', 'IT'],
      brands: ['Fiat', 'Opel'],
    });
    // The profile shows the new values.
    expect((await get(ctx, profileUrl(user.id), token)).json()).toMatchObject({
      firstName: 'Renée',
      arBrands: ['Opel', 'Fiat'],
      arMarkets: ['DE', 'IT'],
    });
  });

  it("saves an originator's company and phone", async () => {
    const { user, token } = await signedIn(ROLES.ORIGINATOR, { markets: ['FR'], brandIds: [PEUGEOT] });
    const res = await update(token, {
      userSequence: user.id,
      FirstName: 'Olga',
      SurName: 'Orr',
      arMarkets: ['FR'],
      arBrands: ['Peugeot'],
      Company: 'Orr Architects',
      ContactNumber: '+33-612345678',
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      company: 'Orr Architects',
      contactNumber: '+33-612345678',
    });
  });

  it('requires first name and surname, at least one brand and one country', async () => {
    const { user, token } = await signedIn(ROLES.RND, { markets: ['FR'], brandIds: [PEUGEOT] });
    const res = await update(token, {
      userSequence: user.id,
      FirstName: '  ',
      arMarkets: [],
      arBrands: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      FirstName: 'this field is required',
      SurName: 'this field is required',
      arMarkets: 'Select at least one country!',
      arBrands: 'Select at least one brand!',
    });
    expect(await stored(user.id)).toMatchObject({ firstName: 'Test', markets: ['FR'], brands: ['Peugeot'] });
  });

  it("answers the brand and country messages in the caller's language", async () => {
    const { user, token } = await signedIn(ROLES.RND, { markets: ['FR'], brandIds: [PEUGEOT] });
    const res = await post(
      ctx,
      '/users/updateaccount',
      { userSequence: user.id, FirstName: 'A', SurName: 'B', arMarkets: [], arBrands: [] },
      token,
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      arMarkets: packs.fr['validation.selectCountry'],
      arBrands: packs.fr['validation.selectBrand'],
    });
    expect(packs.fr['validation.selectBrand']).not.toBe(packs.en['validation.selectBrand']);
  });

  it("requires an originator's phone and company", async () => {
    const { user, token } = await signedIn(ROLES.ORIGINATOR, { markets: ['FR'], brandIds: [PEUGEOT] });
    const base = {
      userSequence: user.id,
      FirstName: 'Olga',
      SurName: 'Orr',
      arMarkets: ['FR'],
      arBrands: ['Peugeot'],
    };
    const missing = await update(token, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      Company: 'this field is required',
      ContactNumber: 'this field is required',
    });
    const badPhone = await update(token, { ...base, Company: 'Orr', ContactNumber: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual({ ContactNumber: 'Only digits, "-" and "+" are allowed.' });
    expect(await stored(user.id)).toMatchObject({
      firstName: 'Test',
      company: 'ACME',
      contactNumber: '+33-1',
    });
  });

  it('refuses an unknown brand or country and changes nothing', async () => {
    const { user, token } = await signedIn(ROLES.RND, { markets: ['FR'], brandIds: [PEUGEOT] });
    const body = { userSequence: user.id, FirstName: 'Changed', SurName: 'Name' };
    const country = await update(token, { ...body, arMarkets: ['FR', 'ZZ'], arBrands: ['Peugeot'] });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ arMarkets: 'Unknown country.' });
    const brand = await update(token, { ...body, arMarkets: ['FR'], arBrands: ['Non-PSA Brand'] });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().fields).toEqual({ arBrands: 'Unknown brand.' });
    expect(await stored(user.id)).toMatchObject({ firstName: 'Test', markets: ['FR'], brands: ['Peugeot'] });
  });

  it('takes countries by name or ISO code, in any case, and stores the ISO codes (issue 9 §2)', async () => {
    const { user, token } = await signedIn(ROLES.ORIGINATOR, { markets: ['FR'], brandIds: [PEUGEOT] });
    const res = await update(token, {
      userSequence: user.id,
      FirstName: 'Olga',
      SurName: 'Orr',
      arMarkets: ['germany', 'Czech Republic', ' be ', 'FRANCE', 'fr'],
      arBrands: ['Peugeot'],
      Company: 'Orr',
      ContactNumber: '+33-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(user.id)).markets).toEqual(['BE', 'CZ', 'DE', 'FR']);
    const bad = await update(token, {
      userSequence: user.id,
      FirstName: 'Olga',
      SurName: 'Orr',
      arMarkets: ['Germania'],
      arBrands: ['Peugeot'],
      Company: 'Orr',
      ContactNumber: '+33-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ arMarkets: 'Unknown country.' });
  });

  it("answers 404 for another user's record and leaves it alone", async () => {
    const { token } = await signedIn(ROLES.RND, { markets: ['FR'], brandIds: [PEUGEOT] });
    const other = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [PEUGEOT] });
    const res = await update(token, {
      userSequence: other.id,
      FirstName: 'Hacked',
      SurName: 'Hacked',
      arMarkets: ['DE'],
      arBrands: ['Opel'],
    });
    expect(res.statusCode).toBe(404);
    expect(await stored(other.id)).toMatchObject({ firstName: 'Test', markets: ['FR'], brands: ['Peugeot'] });
  });

  it('is refused to the other roles and without a session', async () => {
    const body = (id: number) => ({
      userSequence: id,
      FirstName: 'X',
      SurName: 'Y',
      arMarkets: ['FR'],
      arBrands: ['Peugeot'],
    });
    for (const role of [ROLES.VC, ROLES.HQ, ROLES.RETAIL]) {
      const { user, token } = await signedIn(role);
      expect((await update(token, body(user.id))).statusCode).toBe(403);
      expect(await stored(user.id)).toMatchObject({ firstName: 'Test' });
    }
    expect((await post(ctx, '/users/updateaccount', body(1))).statusCode).toBe(401);
  });
});

describe('POST /users/changeuserpassword', () => {
  const change = (token: string | undefined, body: object) =>
    post(ctx, '/users/changeuserpassword', body, token);

  it('refuses a wrong current password, a weak or unchanged new one, and another address with 405', async () => {
    const { user, token } = await signedIn(ROLES.HQ);
    const local = user.email.split('@')[0]!;
    const cases: [object, string][] = [
      [
        { Email: user.email, Password: 'Wrong-password-123', NewPassword: 'Brand-new-secret-42' },
        'The current password is not correct.',
      ],
      [
        { Email: user.email, Password: PASSWORD, NewPassword: 'Short-1' },
        'The password must have at least 12 characters.',
      ],
      [
        { Email: user.email, Password: PASSWORD, NewPassword: `${local}!2026` },
        'The password must not contain your email name.',
      ],
      [
        { Email: user.email, Password: PASSWORD, NewPassword: 'Password1234' },
        'This password is too common. Choose another one.',
      ],
      [
        { Email: user.email, Password: PASSWORD, NewPassword: PASSWORD },
        'The new password must differ from the current one.',
      ],
      [
        { Email: 'someone.else@example.test', Password: PASSWORD, NewPassword: 'Brand-new-secret-42' },
        'You can only change your own password.',
      ],
    ];
    for (const [body, reason] of cases) {
      const res = await change(token, body);
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(reason);
    }
    // Nothing changed.
    expect(
      (
        await post(ctx, '/users/authenticate', {
          Email: user.email,
          Password: PASSWORD,
          DeviceName: 'test-device',
        })
      ).statusCode,
    ).toBe(200);
  });

  it("does not let a user change another account's password", async () => {
    const { token } = await signedIn(ROLES.HQ);
    const victim = await createUser(ctx, { role: ROLES.HQ });
    const res = await change(token, {
      Email: victim.email,
      Password: PASSWORD,
      NewPassword: 'Brand-new-secret-42',
    });
    expect(res.statusCode).toBe(405);
    expect(
      (await post(ctx, '/users/authenticate', { Email: victim.email, Password: PASSWORD, DeviceName: 'x' }))
        .statusCode,
    ).toBe(200);
  });

  it("changes the password, ends the user's other sessions and keeps this one", async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const mine = await signIn(ctx, user.email);
    const other = await signIn(ctx, user.email);
    const bystander = await createUser(ctx, { role: ROLES.VC });
    const theirs = await signIn(ctx, bystander.email);
    // Used once before the change, so every session is held in the session cache too.
    for (const token of [mine, other, theirs])
      expect((await get(ctx, '/home/getnotificationbyuser', token)).statusCode).toBe(200);
    const res = await change(mine, {
      Email: user.email,
      Password: PASSWORD,
      NewPassword: 'Brand-new-secret-42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Password changed' });
    expect((await get(ctx, '/home/getnotificationbyuser', mine)).statusCode).toBe(200);
    expect((await get(ctx, '/home/getnotificationbyuser', other)).statusCode).toBe(401);
    expect((await get(ctx, '/home/getnotificationbyuser', theirs)).statusCode).toBe(200);
    const live = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((s) => !s.revokedAt)).toHaveLength(1);
    const login = (Password: string) =>
      post(ctx, '/users/authenticate', { Email: user.email, Password, DeviceName: 'test-device' });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login('Brand-new-secret-42')).statusCode).toBe(200);
  });

  it('answers 401 without a session and 400 for a missing field', async () => {
    const user = await createUser(ctx);
    const res = await change(undefined, {
      Email: user.email,
      Password: PASSWORD,
      NewPassword: 'Brand-new-secret-42',
    });
    expect(res.statusCode).toBe(401);
    const { token } = await signedIn(ROLES.ORIGINATOR);
    const missing = await change(token, { Email: user.email, Password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ NewPassword: 'this field is required' });
  });
});
