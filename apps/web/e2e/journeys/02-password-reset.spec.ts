// Journey 2: forgotten password — request on /reset-password, mailed link, new password, sign-in
// (spec 000 §2.4, §2.7, §4, §5; docs/accounts.md). The account is prepared through the API so the journey
// does not depend on another one nor change a demo account's password.
import { expect, expectPath, linkIn, signIn, test, type Api } from '../lib/fixtures';

const APPROVER = 'vc@demo.test';
const FIRST_PASSWORD = 'Copper-Meadow-2931!';
const NEW_PASSWORD = 'Velvet-Compass-7264!';

/** Sign-up, approval and first-time change by the API: an accepted HQ account with FIRST_PASSWORD. */
async function acceptedAccount(api: Api, email: string) {
  const approverMark = await api.mailMark(APPROVER);
  const created = await api.post('users/createaccount', {
    Roles: 'HQ/Management',
    Email: email,
    FirstName: 'Henrik',
    SurName: 'Vasquez',
  });
  expect(created.status, `createaccount: ${JSON.stringify(created.body)}`).toBeLessThan(300);
  const request = await api.waitForMail(APPROVER, {
    mark: approverMark,
    match: (m) => m.text.includes(email),
  });
  const token = new URL(linkIn(request, '/user/approveuserRequest')).searchParams.get('token');
  const applicantMark = await api.mailMark(email);
  const approved = await api.post('users/approveuser', { Email: email, Token: token });
  expect(approved.status, `approveuser: ${JSON.stringify(approved.body)}`).toBeLessThan(300);
  const mail = await api.waitForMail(email, { mark: applicantMark, match: (m) => /password/i.test(m.text) });
  const temporary = mail.text.match(/Temporary password:\s*(\S+)/)?.[1];
  expect(temporary, `temporary password in:\n${mail.text}`).toBeTruthy();
  const changed = await api.post('users/changefirsttimepassword', {
    Email: email,
    Password: temporary,
    NewPassword: FIRST_PASSWORD,
  });
  expect(changed.status, `changefirsttimepassword: ${JSON.stringify(changed.body)}`).toBe(200);
}

test('forgot password → mailed link → new password → sign-in → home', async ({ page, api, a11y }) => {
  const email = `henrik.vasquez.${Date.now()}@hq.test`;
  await test.step(`accepted account ${email} prepared through the API`, () => acceptedAccount(api, email));

  await test.step('the two addresses must match', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await a11y(page, 'request');

    // The two addresses must match.
    await page.locator('#reset-email').fill(email);
    await page.locator('#reset-confirm-email').fill(`other.${email}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('The primary and secondary email addresses do not match.')).toBeVisible();
  });

  const mark = await api.mailMark(email);
  await test.step('reset requested: "email sent" message', async () => {
    await page.locator('#reset-confirm-email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('reset-outcome')).toHaveText(
      /An email has been sent to you with a link to reset your password/,
    );
    await a11y(page, 'sent');
  });

  let link = '';
  await test.step('new password saved through the mailed link', async () => {
    const mail = await api.waitForMail(email, {
      mark,
      match: (m) => m.text.includes('/user/forgotPassword'),
    });
    link = linkIn(mail, '/user/forgotPassword');
    expect(new URL(link).searchParams.get('email')).toBe(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByText(`Account: ${email}`)).toBeVisible();
    await a11y(page, 'link');
    await page.locator('#reset-new').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText('Your password has been changed. You can now log in with your new password.'),
    ).toBeVisible();
    await a11y(page, 'changed');
  });

  await test.step('the reset link cannot be used twice', async () => {
    await page.goto(link);
    await page.locator('#reset-new').fill(`${NEW_PASSWORD}2`);
    await page.locator('#reset-confirm').fill(`${NEW_PASSWORD}2`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Incorrect URL copied or Session has expired.')).toBeVisible();
  });

  await test.step('old password refused; new password + one-time code → home with the HQ menu', async () => {
    // The code is asked on this new device.
    await page.goto('/login');
    await expect(signIn(page, api, email, FIRST_PASSWORD)).rejects.toThrow(/stuck on \/login/);
    expect(await signIn(page, api, email, NEW_PASSWORD)).toBe('/');
    await expect(page.getByTestId('side-menu').getByRole('link')).toHaveText([
      'Dashboard',
      'Interactive Map',
      'Projects',
      'Pending Validation',
      'All Users',
      'Tutorials',
      'Help Desk',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectPath(page, '/');
  });
});
