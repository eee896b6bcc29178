import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { linkTokens } from '../../db/schema';
import {
  codeFrom,
  createTestContext,
  lastMail,
  mailsTo,
  post,
  PASSWORD,
  type TestContext,
} from '../../../test/helpers';
import {
  accountFixtures,
  APPROVER,
  APPROVERS_ENV,
  hqBody,
  INVALID_LINK,
  originatorBody,
  rndBody,
  SECOND_APPROVER,
  temporaryPasswordFrom,
  vcBody,
} from '../../../test/account-fixtures';

/** Approval by mailed link (spec 000 §7, docs/accounts.md): what the approver sees, approve, reject. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(APPROVERS_ENV);
});
afterAll(() => ctx.close());

const { userRow, approvalLink, pendingApplicant, login } = accountFixtures(() => ctx);

describe('POST /users/getapprove', () => {
  it('shows the applicant: role title, name, site, city and countries', async () => {
    const rnd = await pendingApplicant(rndBody);
    const res = await post(ctx, '/users/getapprove', rnd.link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      roles: 'Country Retail Network Development Team, NSC / Importers',
      firstName: 'Rita Ng',
      siteName: '',
      city: '',
      countries: 'France, Germany',
    });
    const orig = await pendingApplicant(originatorBody);
    expect((await post(ctx, '/users/getapprove', orig.link)).json()).toEqual({
      roles: 'Project Originator (Investor / Architect)',
      firstName: 'Olga Orr',
      siteName: 'Orr Architects',
      city: '',
      countries: 'Belgium, France',
    });
    // In the reader's language, in that language's order.
    const german = await post(ctx, '/users/getapprove', orig.link, undefined, { 'accept-language': 'de' });
    expect(german.json()).toMatchObject({ countries: 'Belgien, Frankreich' });
    const french = await post(ctx, '/users/getapprove', rnd.link, undefined, { 'accept-language': 'fr' });
    expect(french.json()).toMatchObject({ countries: 'Allemagne, France' });
    expect(french.json().roles).toBe(packs.fr['role.rnd']);
  });

  it('refuses a wrong token, another email or a made-up link with 401', async () => {
    const a = await pendingApplicant();
    const b = await pendingApplicant();
    const attempts = [
      { Email: a.email, Token: 'x'.repeat(43) },
      { Email: b.email, Token: a.link.Token },
      { Email: 'nobody@example.test', Token: a.link.Token },
    ];
    for (const body of attempts) {
      const res = await post(ctx, '/users/getapprove', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_LINK);
    }
    expect((await post(ctx, '/users/getapprove', { Email: a.email })).statusCode).toBe(400);
  });
});

describe('POST /users/approveuser', () => {
  it('accepts the account and mails a temporary password that signs in as a first-time user', async () => {
    const { email, link } = await pendingApplicant(originatorBody);
    const res = await post(ctx, '/users/approveuser', link);
    expect(res.statusCode).toBe(200);
    const row = (await userRow(email))!;
    expect(row).toMatchObject({ status: 'accepted', isFirstTimeLogin: true, decidedBy: APPROVER });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMail(ctx, email);
    expect(mail.subject).toBe('Your Store Design Portal account is approved');
    const password = temporaryPasswordFrom(mail.text);
    expect(password).toHaveLength(16);
    expect(mail.text).toContain('http://portal.test/login');

    const first = await login(email, password, 'new-laptop');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isFirstTimeLogin: true, isOtpValidationRequired: true });
    const code = codeFrom((await lastMail(ctx, email)).text);
    const otp = await post(ctx, '/users/validateotp', { OTP: code }, first.json().token);
    expect(otp.statusCode).toBe(200);
    expect(otp.json()).toMatchObject({ email, isFirstTimeLogin: true, roles: ROLES.ORIGINATOR });
  });

  it('is single use: a second approve, or a reject with any copy of the link, answers 401', async () => {
    const { email, link } = await pendingApplicant();
    const copy = await approvalLink(SECOND_APPROVER, email);
    expect((await post(ctx, '/users/approveuser', link)).statusCode).toBe(200);
    const mailsAfterDecision = (await mailsTo(ctx, email)).length;
    for (const [path, body] of [
      ['/users/approveuser', link],
      ['/users/approveuser', copy],
      ['/users/rejectuser', link],
      ['/users/rejectuser', copy],
      ['/users/getapprove', copy],
    ] as const) {
      const res = await post(ctx, path, { Email: body.Email, Token: body.Token });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_LINK);
    }
    expect(await userRow(email)).toMatchObject({ status: 'accepted' });
    expect((await mailsTo(ctx, email)).length).toBe(mailsAfterDecision);
  });

  it('only one of two simultaneous decisions wins', async () => {
    const { email, link } = await pendingApplicant();
    const copy = await approvalLink(SECOND_APPROVER, email);
    const [approve, reject] = await Promise.all([
      post(ctx, '/users/approveuser', link),
      post(ctx, '/users/rejectuser', copy),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 401]);
    const row = (await userRow(email))!;
    expect(row.status).toBe(approve.statusCode === 200 ? 'accepted' : 'rejected');
    expect(await mailsTo(ctx, email)).toHaveLength(1);
  });

  it('refuses an expired link with 401 and leaves the account pending', async () => {
    const { email, link } = await pendingApplicant();
    const applicant = (await userRow(email))!;
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.userId, applicant.id));
    const res = await post(ctx, '/users/approveuser', link);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID_LINK);
    expect((await post(ctx, '/users/getapprove', link)).statusCode).toBe(401);
    expect(await userRow(email)).toMatchObject({ status: 'pending', passwordHash: null });
    expect(await mailsTo(ctx, email)).toEqual([]);
  });
});

describe('POST /users/rejectuser', () => {
  it('rejects the account and mails the applicant; the account cannot sign in', async () => {
    const { email, link } = await pendingApplicant();
    const res = await post(ctx, '/users/rejectuser', link);
    expect(res.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({
      status: 'rejected',
      passwordHash: null,
      decidedBy: APPROVER,
    });
    const mail = await lastMail(ctx, email);
    expect(mail.subject).toBe('Your Store Design Portal account request');
    expect(mail.text).toContain('rejected');
    expect(mail.text).toContain('helpdesk@portal.test');
    expect((await post(ctx, '/users/approveuser', link)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await post(ctx, '/users/forgotpassword', { Email: email })).json()).toEqual({
      isUserActivated: 2,
    });
  });
});

describe('roles accepted by sign-up', () => {
  it.each([
    [ROLES.ORIGINATOR, originatorBody],
    [ROLES.RND, rndBody],
    [ROLES.HQ, hqBody],
    [ROLES.VC, vcBody],
  ] as [Role, (e: string) => object][])(
    '%s goes from sign-up to a first-time sign-in',
    async (role, body) => {
      const { email, link } = await pendingApplicant(body);
      expect((await post(ctx, '/users/approveuser', link)).statusCode).toBe(200);
      const temporary = temporaryPasswordFrom((await lastMail(ctx, email)).text);
      const res = await login(email, temporary);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ roles: role, isFirstTimeLogin: true });
    },
  );
});
