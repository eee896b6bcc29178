// Journey 1: an originator signs up, the validation team approves by the mailed link, the applicant signs
// in with the temporary password, answers the one-time code and chooses a password (spec 000 §2.6, §2.7, §4;
// DESIGN §5, §8).
import assert from 'node:assert/strict';
import { linkIn, mailMark, signIn, texts, waitForMail, waitForPath } from '../lib/fixture.mjs';

const APPROVER = 'vc@demo.test';
const NEW_PASSWORD = 'Harbour-Lantern-4817!';

/** Picks options of an MUI multiple select, then closes its list. */
async function pickMany(page, label, options) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (const name of options) await listbox.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
}

export default {
  name: 'signup',
  title: 'originator sign-up → approval by link → temporary password → code → first-time change → home',
  server: 'main',
  async run({ newPage, a11y, step, origin }) {
    const email = `olga.lindqvist.${Date.now()}@architects.test`;
    const page = await newPage();

    // Sign-up: the role first, then its form.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create account' }).click();
    await waitForPath(page, '/signup');
    await page.getByRole('heading', { level: 1, name: 'Create account' }).waitFor();
    await a11y(page, 'role-choice');
    await page.getByRole('button', { name: /Project Originator \(Investor \/ Architect\)/ }).click();
    await page.locator('#signup-Email').waitFor();
    await page.getByText('Account type: Project Originator (Investor / Architect)').waitFor();

    await page.locator('#signup-Email').fill(email);
    await page.locator('#signup-FirstName').fill('Olga');
    await page.locator('#signup-SurName').fill('Lindqvist');
    await pickMany(page, 'Countries', ['France', 'Belgium']);
    // Choosing the countries prefills the phone with the first country's prefix.
    await page.locator('#signup-ContactNumber').fill('+33-612345678');
    await page.locator('#signup-Company').fill('Lindqvist Architectes');
    await pickMany(page, 'Brands', ['Peugeot', 'Citroen']);
    await a11y(page, 'form');

    // Submitting before the terms are accepted is refused.
    const submit = page.getByRole('button', { name: 'Send request' });
    await submit.click();
    await page
      .locator('form [role="alert"]')
      .filter({ hasText: 'Please read and accept the terms first.' })
      .waitFor();
    assert.equal(
      await page.getByRole('heading', { level: 1, name: 'Create account' }).count(),
      1,
      'still on the form',
    );
    step('submission refused until the terms are accepted');

    // Terms: read, tick, save.
    await page.getByRole('button', { name: 'Read and accept the terms' }).click();
    const terms = page.getByRole('dialog', { name: 'Privacy notice' });
    await terms.waitFor();
    await terms.getByRole('heading', { name: /Contact/ }).scrollIntoViewIfNeeded();
    await a11y(page, 'terms');
    await terms
      .getByRole('checkbox', { name: 'I have read the privacy notice and I agree to the terms.' })
      .check();
    await terms.getByRole('button', { name: 'Save' }).click();
    await terms.waitFor({ state: 'hidden' });
    await page.getByText('You have accepted the terms.').waitFor();

    const approverMark = await mailMark(origin, APPROVER);
    await submit.click();
    await page.getByRole('heading', { level: 1, name: 'Account request sent' }).waitFor();
    await page.getByRole('status').first().waitFor();
    await a11y(page, 'success');
    step(`request sent for ${email}`);

    // The approver opens the mailed link and approves.
    const request = await waitForMail(origin, APPROVER, {
      mark: approverMark,
      match: (m) => m.text.includes(email) || m.text.includes(encodeURIComponent(email)),
    });
    const approveLink = linkIn(request, '/user/approveuserRequest');
    assert.equal(new URL(approveLink).searchParams.get('email'), email);
    const approver = await newPage();
    await approver.goto(approveLink);
    await approver.getByRole('button', { name: 'Approve' }).waitFor();
    assert.match((await approver.getByTestId('approval-firstName').textContent()) ?? '', /^Olga\b/);
    assert.match((await approver.getByTestId('approval-roles').textContent()) ?? '', /Project Originator/);
    assert.match((await approver.getByTestId('approval-countries').textContent()) ?? '', /France/);
    await a11y(approver, 'approval');
    const applicantMark = await mailMark(origin, email);
    await approver.getByRole('button', { name: 'Approve' }).click();
    await waitForPath(approver, '/user/account-approved');
    await approver.getByRole('heading', { level: 1, name: 'Account Approved' }).waitFor();
    await a11y(approver, 'approved');
    step('approved by the mailed link → Account Approved');

    // The link is single use.
    await approver.goto(approveLink);
    await waitForPath(approver, '/user/approval-error');
    await approver.getByText('Incorrect URL copied or Session has expired.').waitFor();
    step('the approval link cannot be used twice');

    // The applicant: temporary password from the mail, one-time code, first-time change.
    const approved = await waitForMail(origin, email, {
      mark: applicantMark,
      match: (m) => /password/i.test(m.text),
    });
    const temporary = approved.text.match(/Temporary password:\s*(\S+)/)?.[1];
    assert.ok(temporary, `temporary password in the approval mail:\n${approved.text}`);
    const applicant = await newPage();
    const landed = await signIn(applicant, email, temporary, { a11y: (p, s) => a11y(p, `applicant-${s}`) });
    assert.equal(landed, '/user/changepassword', 'a first-time user is sent to the password change');
    await applicant.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    await applicant.getByText(`Account: ${email}`).waitFor();
    await a11y(applicant, 'first-time-password');

    // A mismatch clears both fields.
    await applicant.locator('#first-current').fill(temporary);
    await applicant.locator('#first-new').fill(NEW_PASSWORD);
    await applicant.locator('#first-confirm').fill(`${NEW_PASSWORD}x`);
    await applicant.getByRole('button', { name: 'Change password' }).click();
    await applicant.getByText("Passwords Don't Match, Please Re-Enter").waitFor();
    assert.equal(await applicant.locator('#first-new').inputValue(), '');
    assert.equal(await applicant.locator('#first-confirm').inputValue(), '');

    await applicant.locator('#first-new').fill(NEW_PASSWORD);
    await applicant.locator('#first-confirm').fill(NEW_PASSWORD);
    await applicant.getByRole('button', { name: 'Change password' }).click();
    await waitForPath(applicant, '/');
    const menu = applicant.getByTestId('side-menu');
    await menu.waitFor();
    assert.deepEqual(await texts(menu.getByRole('link')), ['Projects', 'Tutorials', 'Help Desk']);
    await applicant.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await a11y(applicant, 'home');
    step('first-time change → / with the originator menu (Projects, Tutorials, Help Desk)');

    // The new password works on the same (now trusted) device; the temporary one no longer does.
    await applicant.getByTestId('avatar-button').click();
    await applicant.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(applicant, '/login');
    await assert.rejects(signIn(applicant, email, temporary), /stuck on \/login/);
    assert.equal(await signIn(applicant, email, NEW_PASSWORD), '/');
    await menu.waitFor();
    step('signs in again with the new password; the temporary one is refused');
  },
};
