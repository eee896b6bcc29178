// Journey 1: an originator signs up, the validation team approves by the mailed link, the applicant signs
// in with the temporary password, answers the one-time code and chooses a password (spec 000 §2.6, §2.7, §4;
// docs/accounts.md, docs/mail.md).
import { expect, expectPath, linkIn, openAvatarMenu, signIn, test, type Page } from '../lib/fixtures';

const APPROVER = 'vc@demo.test';
const NEW_PASSWORD = 'Harbour-Lantern-4817!';

/** Picks options of an MUI multiple select, then closes its list. */
async function pickMany(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (const name of options) await listbox.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
}

test('originator sign-up → approval by link → temporary password → code → first-time change → home', async ({
  page,
  newPage,
  api,
  a11y,
}) => {
  const email = `olga.lindqvist.${Date.now()}@architects.test`;
  const heading = page.getByRole('heading', { level: 1, name: 'Create account' });
  const submit = page.getByRole('button', { name: 'Send request' });

  await test.step('submission refused until the terms are accepted', async () => {
    // Sign-up: the role first, then its form.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create account' }).click();
    await expectPath(page, '/signup');
    await expect(heading).toBeVisible();
    await a11y(page, 'role-choice');
    await page.getByRole('button', { name: /Project Originator \(Investor \/ Architect\)/ }).click();
    await expect(page.locator('#signup-Email')).toBeVisible();
    await expect(page.getByText('Account type: Project Originator (Investor / Architect)')).toBeVisible();

    await page.locator('#signup-Email').fill(email);
    await page.locator('#signup-FirstName').fill('Olga');
    await page.locator('#signup-SurName').fill('Lindqvist');
    await pickMany(page, 'Countries', ['France', 'Belgium']);
    // Choosing the countries prefills the phone with the first country's prefix.
    await page.locator('#signup-ContactNumber').fill('+33-612345678');
    await page.locator('#signup-Company').fill('Lindqvist Architectes');
    await pickMany(page, 'Brands', ['Peugeot', 'Citroen']);
    await a11y(page, 'form');

    await submit.click();
    await expect(
      page.locator('form [role="alert"]').filter({ hasText: 'Please read and accept the terms first.' }),
    ).toBeVisible();
    await expect(heading, 'still on the form').toHaveCount(1);
  });

  await test.step('terms read and accepted; request sent', async () => {
    await page.getByRole('button', { name: 'Read and accept the terms' }).click();
    const terms = page.getByRole('dialog', { name: 'Privacy notice' });
    await expect(terms).toBeVisible();
    await terms.getByRole('heading', { name: /Contact/ }).scrollIntoViewIfNeeded();
    await a11y(page, 'terms');
    await terms
      .getByRole('checkbox', { name: 'I have read the privacy notice and I agree to the terms.' })
      .check();
    await terms.getByRole('button', { name: 'Save' }).click();
    await expect(terms).toBeHidden();
    await expect(page.getByText('You have accepted the terms.')).toBeVisible();
  });

  const approverMark = await api.mailMark(APPROVER);
  await test.step(`request sent for ${email}`, async () => {
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account request sent' })).toBeVisible();
    await expect(page.getByRole('status').first()).toBeVisible();
    await a11y(page, 'success');
  });

  // The approver opens the mailed link and approves.
  const approver = await newPage();
  let approveLink = '';
  let applicantMark = 0;
  await test.step('approved by the mailed link → Account Approved', async () => {
    const request = await api.waitForMail(APPROVER, {
      mark: approverMark,
      match: (m) => m.text.includes(email) || m.text.includes(encodeURIComponent(email)),
    });
    approveLink = linkIn(request, '/user/approveuserRequest');
    expect(new URL(approveLink).searchParams.get('email')).toBe(email);
    await approver.goto(approveLink);
    await expect(approver.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(approver.getByTestId('approval-firstName')).toHaveText(/^Olga\b/);
    await expect(approver.getByTestId('approval-roles')).toHaveText(/Project Originator/);
    await expect(approver.getByTestId('approval-countries')).toHaveText(/France/);
    await a11y(approver, 'approval');
    applicantMark = await api.mailMark(email);
    await approver.getByRole('button', { name: 'Approve' }).click();
    await expectPath(approver, '/user/account-approved');
    await expect(approver.getByRole('heading', { level: 1, name: 'Account Approved' })).toBeVisible();
    await a11y(approver, 'approved');
  });

  await test.step('the approval link cannot be used twice', async () => {
    await approver.goto(approveLink);
    await expectPath(approver, '/user/approval-error');
    await expect(approver.getByText('Incorrect URL copied or Session has expired.')).toBeVisible();
  });

  // The applicant: temporary password from the mail, one-time code, first-time change.
  const applicant = await newPage();
  let temporary = '';
  const menu = applicant.getByTestId('side-menu');
  await test.step('first-time change → / with the originator menu (Projects, Tutorials, Help Desk)', async () => {
    const approved = await api.waitForMail(email, {
      mark: applicantMark,
      match: (m) => /password/i.test(m.text),
    });
    temporary = approved.text.match(/Temporary password:\s*(\S+)/)?.[1] ?? '';
    expect(temporary, `temporary password in the approval mail:\n${approved.text}`).toBeTruthy();
    const landed = await signIn(applicant, api, email, temporary, {
      a11y: (p, s) => a11y(p, `applicant-${s}`),
    });
    expect(landed, 'a first-time user is sent to the password change').toBe('/user/changepassword');
    await expect(applicant.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    await expect(applicant.getByText(`Account: ${email}`)).toBeVisible();
    await a11y(applicant, 'first-time-password');

    // A mismatch clears both fields.
    await applicant.locator('#first-current').fill(temporary);
    await applicant.locator('#first-new').fill(NEW_PASSWORD);
    await applicant.locator('#first-confirm').fill(`${NEW_PASSWORD}x`);
    await applicant.getByRole('button', { name: 'Change password' }).click();
    await expect(applicant.getByText("Passwords Don't Match, Please Re-Enter")).toBeVisible();
    await expect(applicant.locator('#first-new')).toHaveValue('');
    await expect(applicant.locator('#first-confirm')).toHaveValue('');

    await applicant.locator('#first-new').fill(NEW_PASSWORD);
    await applicant.locator('#first-confirm').fill(NEW_PASSWORD);
    await applicant.getByRole('button', { name: 'Change password' }).click();
    await expectPath(applicant, '/');
    await expect(menu.getByRole('link')).toHaveText(['Projects', 'Tutorials', 'Help Desk']);
    await expect(applicant.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await a11y(applicant, 'home');
  });

  await test.step('signs in again with the new password; the temporary one is refused', async () => {
    // Same (now trusted) device.
    await (await openAvatarMenu(applicant)).getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(applicant, '/login');
    await expect(signIn(applicant, api, email, temporary)).rejects.toThrow(/stuck on \/login/);
    expect(await signIn(applicant, api, email, NEW_PASSWORD)).toBe('/');
    await expect(menu).toBeVisible();
  });
});
