// Journey 8: an originator requests a project at a new retail location; the validation team creates the
// location account from Site Approvals; the new Retail Location account signs in with its mailed temporary
// password and sees the project, and so does the originator (spec 001 §2 "Create project flow", §4;
// spec 002 §2, §3 "Lite location account"; DESIGN §4a).
import assert from 'node:assert/strict';
import {
  DEMO_PASSWORD,
  eventually,
  mailMark,
  signIn,
  texts,
  waitForMail,
  waitForPath,
} from '../lib/fixture.mjs';
import { field, fillNewSite, openCreateDialog, uniqueSuffix } from '../lib/projects.mjs';

const ORIGINATOR = 'originator@demo.test';
const NEW_PASSWORD = 'Copper-Meadow-Lantern-5293!';
const SENT = 'Your project request has been sent to the Validation Center Team.';

const cells = (page, field_) => page.locator(`[role="gridcell"][data-field="${field_}"]`);
const pendingTable = (page) => page.getByRole('region', { name: 'Requests awaiting validation' });
/** Wide enough for every column of the grids (columns off-screen are not rendered). */
const WIDE = { width: 2400, height: 1000 };

/** Types into the list's search box and waits for the grid to show `siteName`. */
async function findInList(page, siteName) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(siteName);
  await eventually(async () => assert.deepEqual(await texts(cells(page, 'siteName')), [siteName]), {
    timeout: 15_000,
  });
}

export default {
  name: 'site-request',
  title: 'originator requests a new location → VC creates the location account → both see the project',
  server: 'main',
  async run({ newPage, a11y, step, check, origin }) {
    const suffix = uniqueSuffix();
    const site = {
      name: `E2E SITE ${suffix}`,
      street: `12 RUE DES ESSAIS ${suffix}`,
      city: 'LYON',
      zip: '69002',
      country: 'France',
      region: 'DR Lyon',
      brand: 'Peugeot',
      fullName: 'MARIE DURAND',
      email: `REP.${suffix}@RETAIL.TEST`,
      phone: '+33-478123456',
    };
    const accountEmail = `location.${suffix.toLowerCase()}@retail.test`;

    // ---- The originator sends the request.
    const originator = await newPage();
    await originator.setViewportSize(WIDE);
    assert.equal(await signIn(originator, ORIGINATOR, DEMO_PASSWORD), '/');
    await originator.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    const dialog = await openCreateDialog(originator, { a11y: (p, s) => a11y(p, s) });
    await dialog.getByRole('radio', { name: 'Create New Retail Location Data' }).check();
    await fillNewSite(originator, dialog, site);
    assert.equal(await field(dialog, 'SiteName').inputValue(), site.name);
    await a11y(originator, 'create-dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await originator.getByRole('alert').filter({ hasText: SENT }).waitFor();
    step(`request sent for ${site.name}`);

    const pending = pendingTable(originator);
    await pending.getByRole('row').filter({ hasText: site.name }).waitFor();
    const pendingRow = await texts(pending.getByRole('row').filter({ hasText: site.name }));
    assert.match(pendingRow[0], /LYON/);
    assert.match(pendingRow[0], /France/);
    assert.match(pendingRow[0], /Peugeot/);
    assert.match(pendingRow[0], /Pending/);
    step('the request shows under "Requests awaiting validation" (Pending)');

    // ---- The validation team creates the location account from Site Approvals.
    const vc = await newPage();
    await vc.setViewportSize(WIDE);
    await signIn(vc, 'vc@demo.test', DEMO_PASSWORD);
    await vc.goto('/Site-Approvals');
    await waitForPath(vc, '/Site-Approvals');
    await vc.getByRole('heading', { level: 1, name: 'Requests To Approve' }).waitFor();
    await cells(vc, 'siteName').first().waitFor();
    await a11y(vc, 'site-approvals');
    await vc.locator('#site-approvals-search').fill(site.name);
    await eventually(async () => assert.deepEqual(await texts(cells(vc, 'siteName')), [site.name]));
    assert.deepEqual(await texts(cells(vc, 'architectEmail')), [ORIGINATOR]);
    assert.deepEqual(await texts(cells(vc, 'isNewCreation')), ['Yes']);
    assert.deepEqual(await texts(cells(vc, 'status')), ['Pending']);
    step('VC finds the pending new-location request by quick search');

    await vc.getByRole('button', { name: `Create – ${site.name}` }).click();
    const lite = vc.getByRole('dialog', { name: 'Create location account light' });
    await lite.waitFor();
    // Prefilled from the request.
    assert.equal(await lite.locator('#lite-SiteName').inputValue(), site.name);
    assert.equal(await lite.locator('#lite-Street').inputValue(), site.street);
    assert.equal(await lite.locator('#lite-City').inputValue(), site.city);
    assert.equal(await lite.locator('#lite-ZipCode').inputValue(), site.zip);
    assert.equal(await lite.locator('#lite-Retailer_FullName').inputValue(), site.fullName);
    assert.equal(await lite.locator('#lite-Email').inputValue(), site.email.toLowerCase());
    assert.match(
      (await lite.getByRole('combobox', { name: 'Country' }).textContent()) ?? '',
      /France/,
      'country prefilled',
    );
    assert.equal(await lite.getByRole('checkbox', { name: 'Peugeot', exact: true }).isChecked(), true);
    await lite.getByText(`Request of ${ORIGINATOR}`).waitFor();
    step('the lite dialog is prefilled from the request');

    await lite.locator('#lite-Email').fill(accountEmail);
    await a11y(vc, 'lite-dialog');
    const accountMark = await mailMark(origin, accountEmail);
    const originatorMark = await mailMark(origin, ORIGINATOR);
    await lite.getByRole('button', { name: 'Create account' }).click();
    await lite.waitFor({ state: 'hidden' });
    const banner = vc.getByRole('alert').filter({ hasText: 'Location account created.' });
    await banner.waitFor();
    const projectCode = ((await banner.textContent()) ?? '').match(/Project (\S+) has been created/)?.[1];
    assert.ok(projectCode, 'the success message names the project code');
    await eventually(async () => assert.deepEqual(await texts(cells(vc, 'status')), ['Created']));
    assert.deepEqual(await texts(cells(vc, 'projectUniqueId')), [projectCode]);
    step(`location account ${accountEmail} created; project ${projectCode}`);

    await check('the originator is told by mail', async () => {
      const mail = await waitForMail(origin, ORIGINATOR, {
        mark: originatorMark,
        match: (m) => `${m.subject}\n${m.text}`.includes(site.name),
      });
      assert.ok(mail);
    });

    // ---- The new Retail Location account: temporary password, code, first-time change, its project.
    const welcome = await waitForMail(origin, accountEmail, {
      mark: accountMark,
      match: (m) => /Temporary password/i.test(m.text),
    });
    assert.match(welcome.subject, new RegExp(site.name));
    assert.match(welcome.text, new RegExp(projectCode));
    const temporary = welcome.text.match(/Temporary password:\s*(\S+)/)?.[1];
    assert.ok(temporary, `temporary password in the mail:\n${welcome.text}`);
    const retail = await newPage();
    await retail.setViewportSize(WIDE);
    assert.equal(
      await signIn(retail, accountEmail, temporary),
      '/user/changepassword',
      'a new location account is sent to the password change',
    );
    await retail.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    await retail.locator('#first-current').fill(temporary);
    await retail.locator('#first-new').fill(NEW_PASSWORD);
    await retail.locator('#first-confirm').fill(NEW_PASSWORD);
    await retail.getByRole('button', { name: 'Change password' }).click();
    await waitForPath(retail, '/');
    await retail.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await eventually(async () => assert.deepEqual(await texts(cells(retail, 'siteName')), [site.name]));
    assert.deepEqual(await texts(cells(retail, 'projectUniqueId')), [projectCode]);
    assert.deepEqual(await texts(cells(retail, 'city')), [site.city]);
    step('the location account signs in (temporary password → own password) and sees its project');

    // ---- The originator: the project is in the list, the request no longer pending.
    await originator.reload();
    await originator.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await findInList(originator, site.name);
    assert.deepEqual(await texts(cells(originator, 'projectUniqueId')), [projectCode]);
    await eventually(async () =>
      assert.equal(await pending.getByRole('row').filter({ hasText: site.name }).count(), 0),
    );
    step("the originator's list shows the project; the request is no longer awaiting validation");
  },
};
