// Journey 8: an originator requests a project at a new retail location; the validation team creates the
// location account from Site Approvals; the new Retail Location account signs in with its mailed temporary
// password and sees the project, and so does the originator (spec 001 §2 "Create project flow", §4;
// spec 002 §2, §3 "Lite location account"; docs/lifecycle.md).
import { escapeRegExp, expect, expectPath, signIn, test, type Page } from '../lib/fixtures';
import { field, fillNewSite, openCreateDialog, uniqueSuffix } from '../lib/projects';

const ORIGINATOR = 'originator@demo.test';
const NEW_PASSWORD = 'Copper-Meadow-Lantern-5293!';
const SENT = 'Your project request has been sent to the Validation Center Team.';

const cells = (page: Page, field_: string) => page.locator(`[role="gridcell"][data-field="${field_}"]`);
const pendingTable = (page: Page) => page.getByRole('region', { name: 'Requests awaiting validation' });
/** Wide enough for every column of the grids (columns off-screen are not rendered). */
const WIDE = { width: 2400, height: 1000 };

test('originator requests a new location → VC creates the location account → both see the project', async ({
  page: originator,
  newPage,
  signInAs,
  api,
  a11y,
}) => {
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
  const pending = pendingTable(originator);

  await test.step(`the originator sends the request for ${site.name}`, async () => {
    await originator.setViewportSize(WIDE);
    await signInAs('originator', originator);
    await expect(originator.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const dialog = await openCreateDialog(originator, { a11y });
    await dialog.getByRole('radio', { name: 'Create New Retail Location Data' }).check();
    await fillNewSite(originator, dialog, site);
    await expect(field(dialog, 'SiteName')).toHaveValue(site.name);
    await a11y(originator, 'create-dialog');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(originator.getByRole('alert').filter({ hasText: SENT })).toBeVisible();
  });

  await test.step('the request shows under "Requests awaiting validation" (Pending)', async () => {
    const row = pending.getByRole('row').filter({ hasText: site.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('LYON');
    await expect(row).toContainText('France');
    await expect(row).toContainText('Peugeot');
    await expect(row).toContainText('Pending');
  });

  // ---- The validation team creates the location account from Site Approvals.
  const vc = await newPage();
  await vc.setViewportSize(WIDE);
  await signInAs('vc', vc);
  await test.step('VC finds the pending new-location request by quick search', async () => {
    await vc.goto('/Site-Approvals');
    await expectPath(vc, '/Site-Approvals');
    await expect(vc.getByRole('heading', { level: 1, name: 'Requests To Approve' })).toBeVisible();
    await expect(cells(vc, 'siteName').first()).toBeVisible();
    await a11y(vc, 'site-approvals');
    await vc.locator('#site-approvals-search').fill(site.name);
    await expect(cells(vc, 'siteName')).toHaveText([site.name]);
    await expect(cells(vc, 'architectEmail')).toHaveText([ORIGINATOR]);
    await expect(cells(vc, 'isNewCreation')).toHaveText(['Yes']);
    await expect(cells(vc, 'status')).toHaveText(['Pending']);
  });

  const lite = vc.getByRole('dialog', { name: 'Create location account light' });
  await test.step('the lite dialog is prefilled from the request', async () => {
    await vc.getByRole('button', { name: `Create – ${site.name}` }).click();
    await expect(lite).toBeVisible();
    await expect(lite.locator('#lite-SiteName')).toHaveValue(site.name);
    await expect(lite.locator('#lite-Street')).toHaveValue(site.street);
    await expect(lite.locator('#lite-City')).toHaveValue(site.city);
    await expect(lite.locator('#lite-ZipCode')).toHaveValue(site.zip);
    await expect(lite.locator('#lite-Retailer_FullName')).toHaveValue(site.fullName);
    await expect(lite.locator('#lite-Email')).toHaveValue(site.email.toLowerCase());
    await expect(lite.getByRole('combobox', { name: 'Country' }), 'country prefilled').toContainText(
      'France',
    );
    await expect(lite.getByRole('checkbox', { name: 'Peugeot', exact: true })).toBeChecked();
    await expect(lite.getByText(`Request of ${ORIGINATOR}`)).toBeVisible();
  });

  let projectCode = '';
  let accountMark = 0;
  let originatorMark = 0;
  await test.step(`location account ${accountEmail} created, with its project`, async () => {
    await lite.locator('#lite-Email').fill(accountEmail);
    await a11y(vc, 'lite-dialog');
    accountMark = await api.mailMark(accountEmail);
    originatorMark = await api.mailMark(ORIGINATOR);
    await lite.getByRole('button', { name: 'Create account' }).click();
    await expect(lite).toBeHidden();
    const banner = vc.getByRole('alert').filter({ hasText: `Location account ${accountEmail} created` });
    await expect(banner).toBeVisible();
    projectCode = ((await banner.textContent()) ?? '').match(/created with project (\S+)\./)?.[1] ?? '';
    expect(projectCode, 'the success message names the project code').toBeTruthy();
    await expect(cells(vc, 'status')).toHaveText(['Created']);
    await expect(cells(vc, 'projectUniqueId')).toHaveText([projectCode]);
  });

  // Soft: the journey goes on without it.
  await test.step('the originator is told by mail', async () => {
    await expect
      .configure({ soft: true })
      .poll(
        async () =>
          (await api.mailsSince(ORIGINATOR, originatorMark)).some((m) =>
            `${m.subject}\n${m.text}`.includes(site.name),
          ),
        { message: `a mail to ${ORIGINATOR} naming ${site.name}` },
      )
      .toBe(true);
  });

  await test.step('the location account signs in (temporary password → own password) and sees its project', async () => {
    const welcome = await api.waitForMail(accountEmail, {
      mark: accountMark,
      match: (m) => /Temporary password/i.test(m.text),
    });
    expect(welcome.subject).toMatch(new RegExp(escapeRegExp(site.name)));
    expect(welcome.text).toMatch(new RegExp(escapeRegExp(projectCode)));
    const temporary = welcome.text.match(/Temporary password:\s*(\S+)/)?.[1] ?? '';
    expect(temporary, `temporary password in the mail:\n${welcome.text}`).toBeTruthy();
    const retail = await newPage();
    await retail.setViewportSize(WIDE);
    expect(
      await signIn(retail, api, accountEmail, temporary),
      'a new location account is sent to the password change',
    ).toBe('/user/changepassword');
    await expect(retail.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    await retail.locator('#first-current').fill(temporary);
    await retail.locator('#first-new').fill(NEW_PASSWORD);
    await retail.locator('#first-confirm').fill(NEW_PASSWORD);
    await retail.getByRole('button', { name: 'Change password' }).click();
    await expectPath(retail, '/');
    await expect(retail.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(cells(retail, 'siteName')).toHaveText([site.name]);
    await expect(cells(retail, 'projectUniqueId')).toHaveText([projectCode]);
    await expect(cells(retail, 'city')).toHaveText([site.city]);
  });

  await test.step("the originator's list shows the project; the request is no longer awaiting validation", async () => {
    await originator.reload();
    await expect(originator.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await originator.getByRole('searchbox', { name: 'Search' }).fill(site.name);
    await expect(cells(originator, 'siteName')).toHaveText([site.name]);
    await expect(cells(originator, 'projectUniqueId')).toHaveText([projectCode]);
    await expect(pending.getByRole('row').filter({ hasText: site.name })).toHaveCount(0);
  });
});
