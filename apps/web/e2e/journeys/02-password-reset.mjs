// Journey 2: forgotten password — request on /reset-password, mailed link, new password, sign-in
// (spec 000 §2.4, §2.7, §4, §5; DESIGN §5). The account is prepared through the API so the journey
// does not depend on another one nor change a demo account's password.
import assert from 'node:assert/strict';
import { apiPost, linkIn, mailMark, signIn, texts, waitForMail, waitForPath } from '../lib/fixture.mjs';

const APPROVER = 'vc@demo.test';
const FIRST_PASSWORD = 'Copper-Meadow-2931!';
const NEW_PASSWORD = 'Velvet-Compass-7264!';

/** Sign-up, approval and first-time change by the API: an accepted HQ account with FIRST_PASSWORD. */
async function acceptedAccount(origin, email) {
  const approverMark = await mailMark(origin, APPROVER);
  const created = await apiPost(origin, 'users/createaccount', {
    Roles: 'HQ/Management',
    Email: email,
    FirstName: 'Henrik',
    SurName: 'Vasquez',
  });
  assert.ok(created.status < 300, `createaccount: ${created.status} ${JSON.stringify(created.body)}`);
  const request = await waitForMail(origin, APPROVER, {
    mark: approverMark,
    match: (m) => m.text.includes(email),
  });
  const token = new URL(linkIn(request, '/user/approveuserRequest')).searchParams.get('token');
  const applicantMark = await mailMark(origin, email);
  const approved = await apiPost(origin, 'users/approveuser', { Email: email, Token: token });
  assert.ok(approved.status < 300, `approveuser: ${approved.status} ${JSON.stringify(approved.body)}`);
  const mail = await waitForMail(origin, email, {
    mark: applicantMark,
    match: (m) => /password/i.test(m.text),
  });
  const temporary = mail.text.match(/Temporary password:\s*(\S+)/)?.[1];
  assert.ok(temporary, `temporary password in:\n${mail.text}`);
  const changed = await apiPost(origin, 'users/changefirsttimepassword', {
    Email: email,
    Password: temporary,
    NewPassword: FIRST_PASSWORD,
  });
  assert.equal(changed.status, 200, `changefirsttimepassword: ${JSON.stringify(changed.body)}`);
}

export default {
  name: 'reset',
  title: 'forgot password → mailed link → new password → sign-in → home',
  server: 'main',
  async run({ newPage, a11y, step, origin }) {
    const email = `henrik.vasquez.${Date.now()}@hq.test`;
    await acceptedAccount(origin, email);
    step(`accepted account ${email} prepared through the API`);

    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await a11y(page, 'request');

    // The two addresses must match.
    await page.locator('#reset-email').fill(email);
    await page.locator('#reset-confirm-email').fill(`other.${email}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('The primary and secondary email addresses do not match.').waitFor();

    const mark = await mailMark(origin, email);
    await page.locator('#reset-confirm-email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const outcome = page.getByTestId('reset-outcome');
    await outcome.waitFor();
    assert.match(
      (await outcome.textContent()) ?? '',
      /An email has been sent to you with a link to reset your password/,
    );
    await a11y(page, 'sent');
    step('reset requested: "email sent" message');

    const mail = await waitForMail(origin, email, {
      mark,
      match: (m) => m.text.includes('/user/forgotPassword'),
    });
    const link = linkIn(mail, '/user/forgotPassword');
    assert.equal(new URL(link).searchParams.get('email'), email);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByText(`Account: ${email}`).waitFor();
    await a11y(page, 'link');
    await page.locator('#reset-new').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page
      .getByText('Your password has been changed. You can now log in with your new password.')
      .waitFor();
    await a11y(page, 'changed');
    step('new password saved through the mailed link');

    // The link is single use.
    await page.goto(link);
    await page.locator('#reset-new').fill(`${NEW_PASSWORD}2`);
    await page.locator('#reset-confirm').fill(`${NEW_PASSWORD}2`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Incorrect URL copied or Session has expired.').waitFor();
    step('the reset link cannot be used twice');

    // The old password is refused, the new one signs in (the code is asked on this new device).
    await page.goto('/login');
    await assert.rejects(signIn(page, email, FIRST_PASSWORD), /stuck on \/login/);
    assert.equal(await signIn(page, email, NEW_PASSWORD), '/');
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    assert.deepEqual(await texts(menu.getByRole('link')), [
      'Dashboard',
      'Interactive Map',
      'Projects',
      'Pending Validation',
      'All Users',
      'Tutorials',
      'Help Desk',
    ]);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await waitForPath(page, '/');
    step('old password refused; new password + one-time code → home with the HQ menu');
  },
};
