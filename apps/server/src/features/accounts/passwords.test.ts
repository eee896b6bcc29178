import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { linkTokens, loginThrottle } from '../../db/schema';
import {
  createTestContext,
  createUser,
  get,
  lastMail,
  linkFrom,
  mailsTo,
  post,
  PASSWORD,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import {
  accountFixtures,
  APPROVERS_ENV,
  INVALID_LINK,
  originatorBody,
  temporaryPasswordFrom,
} from '../../../test/account-fixtures';

/** The password flows (docs/accounts.md): forgotten, reset by link, changed at first sign-in. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(APPROVERS_ENV);
});
afterAll(() => ctx.close());

const { userRow, pendingApplicant, resetLink, resetPassword, login, lock } = accountFixtures(() => ctx);

describe('POST /users/forgotpassword', () => {
  it('answers 4 and mails a /user/forgotPassword link for an accepted account', async () => {
    const user = await createUser(ctx);
    const res = await post(ctx, '/users/forgotpassword', { Email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isUserActivated: 4 });
    const mail = await lastMail(ctx, user.email);
    expect(mail.subject).toBe('Reset your Store Design Portal password');
    const url = linkFrom(mail.text);
    expect(url.origin + url.pathname).toBe('http://portal.test/user/forgotPassword');
    expect(url.searchParams.get('email')).toBe(user.email);
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('answers 3 for a locked account, 2 for one not accepted, 0 for an unknown address, and mails nobody', async () => {
    const locked = await createUser(ctx);
    await lock(locked.email);
    const pending = await createUser(ctx, { status: 'pending', password: null });
    const rejected = await createUser(ctx, { status: 'rejected', password: null });
    const before = (await mailsTo(ctx)).length;
    const answer = async (Email: string) =>
      (await post(ctx, '/users/forgotpassword', { Email })).json().isUserActivated;
    expect(await answer(locked.email)).toBe(3);
    expect(await answer(pending.email)).toBe(2);
    expect(await answer(rejected.email)).toBe(2);
    expect(await answer('nobody@example.test')).toBe(0);
    expect((await mailsTo(ctx)).length).toBe(before);
    expect((await post(ctx, '/users/forgotpassword', { Email: 'nope' })).statusCode).toBe(400);
  });

  it('a new request makes the earlier link useless', async () => {
    const user = await createUser(ctx);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await resetPassword(user.email, 'Brand-new-secret-42', first)).statusCode).toBe(401);
    expect((await resetPassword(user.email, 'Brand-new-secret-42', second)).statusCode).toBe(200);
  });
});

describe('POST /users/changepassword (reset by link)', () => {
  it('refuses a missing, made-up, expired or other-address token with 401', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const token = await resetLink(user.email);
    const cases: [string, string | undefined][] = [
      [user.email, undefined],
      [user.email, 'made-up-token'],
      [other.email, token],
    ];
    for (const [email, bearer] of cases) {
      const res = await resetPassword(email, 'Brand-new-secret-42', bearer);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_LINK);
    }
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.userId, user.id));
    expect((await resetPassword(user.email, 'Brand-new-secret-42', token)).statusCode).toBe(401);
    // Nothing changed: the old password still works.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('the link is valid for one hour', async () => {
    const user = await createUser(ctx);
    await resetLink(user.email);
    const [row] = await ctx.database.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 1);
  });

  it('refuses a weak password with 405 and its reason, and the link stays usable', async () => {
    const user = await createUser(ctx);
    const token = await resetLink(user.email);
    const local = user.email.split('@')[0]!;
    const cases: [string, string][] = [
      ['Short-1', 'The password must have at least 12 characters.'],
      [`X-${local.toUpperCase()}-2026`, 'The password must not contain your email name.'],
      ['Password1234', 'This password is too common. Choose another one.'],
    ];
    for (const [password, reason] of cases) {
      const res = await resetPassword(user.email, password, token);
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(reason);
    }
    // Beyond the field's limit the schema refuses it as bad input.
    const long = await resetPassword(user.email, 'x'.repeat(129), token);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ NewPassword: 'This text is too long.' });
    expect((await resetPassword(user.email, 'Brand-new-secret-42', token)).statusCode).toBe(200);
  });

  it('changes the password, ends every session, unlocks the account, and is single use', async () => {
    const user = await createUser(ctx, { role: ROLES.VC });
    const session = await signIn(ctx, user.email);
    expect((await get(ctx, '/home/getnotificationbyuser', session)).statusCode).toBe(200);
    const token = await resetLink(user.email);
    // Locked after the link was sent.
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong-password-123');
    expect((await login(user.email, PASSWORD)).json().message).toMatch(/locked/);

    const res = await resetPassword(user.email, 'Brand-new-secret-42', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusCode).toBe(200);
    expect((await get(ctx, '/home/getnotificationbyuser', session)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand-new-secret-42')).statusCode).toBe(200);
    const again = await resetPassword(user.email, 'Another-secret-4242', token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(INVALID_LINK);
  });

  it('of two simultaneous uses of one link only one succeeds', async () => {
    const user = await createUser(ctx);
    const token = await resetLink(user.email);
    const answers = await Promise.all([
      resetPassword(user.email, 'First-new-secret-42', token),
      resetPassword(user.email, 'Second-new-secret-42', token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const winner = answers[0]!.statusCode === 200 ? 'First-new-secret-42' : 'Second-new-secret-42';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });
});

describe('POST /users/changefirsttimepassword', () => {
  const change = (body: { Email: string; Password: string; NewPassword: string }, token?: string) =>
    post(ctx, '/users/changefirsttimepassword', body, token);

  const NEUTRAL =
    'The current password is not correct, or this account has already set its own password (then please log in).';

  it('refuses a wrong current password with 405 and the neutral message', async () => {
    const user = await createUser(ctx, { firstTime: true });
    const res = await change({
      Email: user.email,
      Password: 'Not-the-password-1',
      NewPassword: 'Brand-new-secret-42',
    });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(NEUTRAL);
    expect(await userRow(user.email)).toMatchObject({ isFirstTimeLogin: true });
    // Unknown address: the same answer.
    const unknown = await change({
      Email: 'nobody@example.test',
      Password: PASSWORD,
      NewPassword: 'Brand-new-secret-42',
    });
    expect(unknown.statusCode).toBe(405);
    expect(unknown.json().message).toBe(NEUTRAL);
  });

  it('refuses a weak or unchanged new password with 405 and its reason', async () => {
    const user = await createUser(ctx, { firstTime: true });
    const local = user.email.split('@')[0]!;
    const cases: [string, string][] = [
      ['Short-1', 'The password must have at least 12 characters.'],
      [`${local}-2026!`, 'The password must not contain your email name.'],
      ['Password1234', 'This password is too common. Choose another one.'],
      [PASSWORD, 'The new password must differ from the current one.'],
    ];
    for (const [NewPassword, reason] of cases) {
      const res = await change({ Email: user.email, Password: PASSWORD, NewPassword });
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toBe(reason);
    }
    expect(await userRow(user.email)).toMatchObject({ isFirstTimeLogin: true });
  });

  it('does not tell a right current password from a wrong one (issue 20 §7.6)', async () => {
    // An account past its first login: its right password and a wrong one get one answer, and both count
    // towards the lockout alike; nobody is mailed.
    const user = await createUser(ctx, { firstTime: false });
    const mailsBefore = (await mailsTo(ctx, user.email)).length;
    const answer = async (Password: string, NewPassword = 'Brand-new-secret-42') => {
      const res = await change({ Email: user.email, Password, NewPassword });
      return { status: res.statusCode, body: res.json() };
    };
    const right = await answer(PASSWORD);
    const wrong = await answer('Not-the-password-1');
    expect(right).toEqual({
      status: 405,
      body: { statusCode: 405, error: 'Method Not Allowed', message: NEUTRAL },
    });
    expect(wrong).toEqual(right);
    // A weak new password is refused for its own reason, whichever current password came with it.
    expect(await answer(PASSWORD, 'Short-1')).toEqual(await answer('Not-the-password-1', 'Short-1'));
    // So does a first-time account (its right password is the flow; a wrong one the same refusal).
    const first = await createUser(ctx, { firstTime: true });
    const weak = (Password: string) => change({ Email: first.email, Password, NewPassword: 'Short-1' });
    expect((await weak(PASSWORD)).json()).toEqual((await weak('Not-the-password-1')).json());
    // Two refusals so far (right, wrong) on the same count: three more lock the account, right or wrong.
    await answer(PASSWORD);
    await answer('Not-the-password-1');
    const fifth = await answer(PASSWORD);
    expect(fifth.body.message).toBe('Too many failed attempts: the account is locked for 15 minutes.');
    expect((await mailsTo(ctx, user.email)).length).toBe(mailsBefore);
    const [throttle] = await ctx.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.email, user.email));
    expect(throttle?.lockedUntil).toBeTruthy();
  });

  it('with the first-time session (after approval and code) it answers a full session', async () => {
    const { email, link } = await pendingApplicant(originatorBody);
    await post(ctx, '/users/approveuser', link);
    const temporary = temporaryPasswordFrom((await lastMail(ctx, email)).text);
    const firstTime = await signIn(ctx, email, temporary);
    const userId = (await userRow(email))!.id;

    // The first-time session may call nothing but the change (and logout).
    const profile = await get(ctx, `/users/GetUserByUserSequence?id=${userId}`, firstTime);
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe('Finish signing in first.');
    const other = await post(
      ctx,
      '/users/changeuserpassword',
      { Email: email, Password: temporary, NewPassword: 'Brand-new-secret-42' },
      firstTime,
    );
    expect(other.statusCode).toBe(403);

    const res = await change(
      { Email: email, Password: temporary, NewPassword: 'Brand-new-secret-42' },
      firstTime,
    );
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({
      statusCode: 200,
      email,
      firstName: 'Olga',
      roles: ROLES.ORIGINATOR,
      userSequence: userId,
      isFirstTimeLogin: false,
    });
    expect(record.token).toMatch(/^[\w-]{43}$/);
    expect((await get(ctx, `/users/GetUserByUserSequence?id=${userId}`, record.token)).statusCode).toBe(200);
    // The first-time session is over; the new password signs in as a normal user.
    expect((await get(ctx, `/users/GetUserByUserSequence?id=${userId}`, firstTime)).statusCode).toBe(401);
    const again = await login(email, 'Brand-new-secret-42', 'test-device');
    expect(again.json()).toMatchObject({ isFirstTimeLogin: false, isOtpValidationRequired: false });
    expect((await login(email, temporary, 'test-device')).statusCode).toBe(401);
  });

  it('a first-time session of a Validation Center Team member cannot read notifications', async () => {
    const user = await createUser(ctx, { role: ROLES.VC, firstTime: true });
    const token = await signIn(ctx, user.email);
    const res = await get(ctx, '/home/getnotificationbyuser', token);
    expect(res.statusCode).toBe(403);
  });

  it('without a session it only changes the password', async () => {
    const user = await createUser(ctx, { firstTime: true });
    const res = await change({ Email: user.email, Password: PASSWORD, NewPassword: 'Brand-new-secret-42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Password changed' });
    expect(await userRow(user.email)).toMatchObject({ isFirstTimeLogin: false });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    const after = await login(user.email, 'Brand-new-secret-42');
    expect(after.statusCode).toBe(200);
    expect(after.json().isFirstTimeLogin).toBe(false);
  });

  it("another user's first-time session gets no session for this account", async () => {
    const mine = await createUser(ctx, { firstTime: true });
    const theirs = await createUser(ctx, { firstTime: true });
    const theirToken = await signIn(ctx, theirs.email);
    const res = await change(
      { Email: mine.email, Password: PASSWORD, NewPassword: 'Brand-new-secret-42' },
      theirToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
  });
});
