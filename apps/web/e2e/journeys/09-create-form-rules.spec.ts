// Journey 9: every rule of the create project form (spec 001 §5 "Create project form"), each with its
// message from the English pack; no request leaves the browser while a rule fails; the duplicate-location
// question (spec 001 §4, §8).
import { expect, known, test, tokenOf, type Page } from '../lib/fixtures';
import { choose, expectMessage, field, fillNewSite, openCreateDialog, uniqueSuffix } from '../lib/projects';

const SITE_TEXT = /^[\p{L}\p{N} ()'",._-]+$/u;
const CITY = /^[\p{L} ()'",._-]+$/u;

interface DemoSite {
  siteName: string;
  street: string;
  city: string;
  zipCode: string;
  countryCode: string;
  country: string;
  retailer_FullName: string;
}

/** The site-form field that holds the focus (its data-field wrapper), or null. */
const focusedField = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? null);

const expectFocusOn = (page: Page, name: string) =>
  expect.poll(() => focusedField(page), { message: 'the field holding the focus' }).toBe(name);

test('create project form: required fields, patterns, France/Germany, brands, GDPR, existing site, duplicate', async ({
  page,
  api,
  signInAs,
  a11y,
}) => {
  const en = await api.languagePack('en');
  const msg = (key: string) => {
    expect(en[key], `English text of ${key}`).toBeTruthy();
    return known(en[key], `English text of ${key}`);
  };
  const suffix = uniqueSuffix();
  await signInAs('originator', page);

  // Every request to RequestProjectAccess, with its payload. Route interception records a request where
  // the browser sends it, before the server can answer it.
  const sent: Record<string, unknown>[] = [];
  await page.route(
    (url) => /\/RequestProjectAccess$/i.test(url.pathname),
    async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fallback();
    },
  );
  /**
   * No request went out. Called once the form has answered the click with a message it did not show before
   * (and the focus on the field): that answer comes either from the form's own check, which sends nothing,
   * or from the server's answer to a request, which was recorded above before the server could answer.
   * Either way the count is final when this runs: no wait is needed. The first real send below checks the
   * count again (exactly one), so a request sent late by an earlier step would fail the journey there.
   */
  const expectNoneSent = () => expect(sent, 'requests sent to RequestProjectAccess').toHaveLength(0);

  // A demo site (as the existing-location picker gets them), for the existing choice and the duplicate.
  const sites = await api.get('Sites/GetAllSitesAndRepresentativeDetails', await tokenOf(page));
  expect(sites.status).toBe(200);
  const demoSites = sites.body as DemoSite[];
  const frenchSite = demoSites.find(
    (s) =>
      s.countryCode === 'FR' &&
      SITE_TEXT.test(s.siteName) &&
      SITE_TEXT.test(s.street) &&
      SITE_TEXT.test(s.zipCode) &&
      CITY.test(s.city),
  );
  expect(frenchSite, `a French demo site among ${demoSites.length}`).toBeTruthy();
  const demo = known(frenchSite, 'a French demo site');

  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const dialog = await openCreateDialog(page);
  const send = dialog.getByRole('button', { name: 'Send request' });
  await dialog.getByRole('radio', { name: 'Create New Retail Location Data' }).check();

  await test.step('empty form: "this field is required" on each required field, brand message, focus on Site name', async () => {
    await send.click();
    const required = msg('validation.required');
    for (const name of [
      'SiteName',
      'Street',
      'City',
      'ZipCode',
      'Country',
      'Retailer_FullName',
      'Retailer_EmailAddress',
      'Retailer_Phone',
    ])
      await expectMessage(dialog, name, required);
    await expectMessage(dialog, 'Brands', msg('validation.selectBrand'));
    await expectFocusOn(page, 'SiteName');
    expectNoneSent();
  });

  await test.step('invalid characters: each field shows its own pattern message; nothing sent', async () => {
    await fillNewSite(page, dialog, {
      name: 'BAD#NAME',
      street: 'RUE #5',
      city: 'PARIS 15',
      zip: '75#01',
      fullName: 'JEAN#DUPONT',
      email: 'JEAN!@SITE.TEST',
      phone: '01-ABC',
    });
    await send.click();
    await expectMessage(dialog, 'SiteName', msg('project.validation.siteName'));
    await expectMessage(dialog, 'Street', msg('project.validation.street'));
    await expectMessage(dialog, 'City', msg('project.validation.city'));
    await expectMessage(dialog, 'ZipCode', msg('project.validation.zipCode'));
    await expectMessage(dialog, 'Retailer_FullName', msg('project.validation.fullName'));
    await expectMessage(dialog, 'Retailer_Phone', 'Only digits, "-" and "+" are allowed.');
    await expectMessage(dialog, 'Retailer_EmailAddress', msg('project.validation.email'));
    await expectFocusOn(page, 'SiteName');
    expectNoneSent();
    await a11y(page, 'field-messages');
  });

  const valid = {
    name: `RULES ${suffix}`,
    street: `3 AVENUE DES REGLES ${suffix}`,
    city: 'RENNES',
    zip: '35000',
    fullName: 'JEAN DUPONT',
    email: `JEAN.${suffix}@SITE.TEST`,
    phone: '+33-299000000',
  };
  await test.step('France without region: region message, focus on Region', async () => {
    await fillNewSite(page, dialog, { ...valid, country: 'France' });
    for (const name of ['SiteName', 'Street', 'City', 'ZipCode', 'Retailer_FullName', 'Retailer_Phone'])
      await expectMessage(dialog, name, '');
    await send.click();
    await expectMessage(dialog, 'Region', msg('project.validation.region'));
    await expectFocusOn(page, 'Region');
    expectNoneSent();
    await choose(page, dialog, 'Region', 'DR Rennes');
    await expectMessage(dialog, 'Region', '');
  });

  await test.step('Germany: location code required, then "letters and digits only" for AB-12', async () => {
    await choose(page, dialog, 'Country', 'Germany');
    await expect(dialog.locator('[data-field="Region"]'), 'no region outside France').toHaveCount(0);
    await send.click();
    await expectMessage(dialog, 'LocationCode', msg('project.validation.locationCodeRequired'));
    await expectFocusOn(page, 'LocationCode');
    await field(dialog, 'LocationCode').fill('AB-12');
    await send.click();
    await expectMessage(dialog, 'LocationCode', msg('project.validation.locationCode'));
    expectNoneSent();
    await field(dialog, 'LocationCode').fill('AB12');
    await expectMessage(dialog, 'LocationCode', msg('siteForm.locationCodeGermany'));
  });

  await test.step('no brand: "Select at least one brand!" and no request sent (network)', async () => {
    await field(dialog, 'LocationCode').fill('');
    await choose(page, dialog, 'Country', 'France');
    await choose(page, dialog, 'Region', 'DR Rennes');
    await send.click();
    await expectMessage(dialog, 'Brands', 'Select at least one brand!');
    await expectFocusOn(page, 'Brands');
    for (const name of [
      'SiteName',
      'Street',
      'City',
      'ZipCode',
      'Country',
      'Region',
      'Retailer_EmailAddress',
    ])
      await expectMessage(dialog, name, '');
    expectNoneSent();
    await expect(dialog, 'the dialog stays open').toBeVisible();
  });

  await test.step('text is upper-cased as typed (site name, city), the phone is not', async () => {
    await field(dialog, 'SiteName').fill('');
    await field(dialog, 'SiteName').pressSequentially('mixed case name');
    await expect(field(dialog, 'SiteName')).toHaveValue('MIXED CASE NAME');
    await field(dialog, 'City').fill('');
    await field(dialog, 'City').pressSequentially('rennes');
    await expect(field(dialog, 'City')).toHaveValue('RENNES');
    await field(dialog, 'Retailer_Phone').fill('');
    await field(dialog, 'Retailer_Phone').pressSequentially('+33-2x');
    await expect(field(dialog, 'Retailer_Phone'), 'the phone is not upper-cased').toHaveValue('+33-2x');
    await field(dialog, 'Retailer_Phone').fill(valid.phone);
  });

  await test.step('GDPR box ticked by default; unticking it disables Send request', async () => {
    const gdpr = dialog.getByRole('checkbox', { name: /processed to manage this project/ });
    await expect(gdpr, 'GDPR box ticked by default').toBeChecked();
    await expect(send).toBeEnabled();
    await gdpr.uncheck();
    await expect(send, 'Send request disabled without consent').toBeDisabled();
    await gdpr.check();
    await expect(send).toBeEnabled();
  });

  await test.step(`existing location ${demo.siteName}: fields filled and locked`, async () => {
    await dialog.getByRole('radio', { name: 'Existing Stellantis Retail Location' }).check();
    const picker = dialog.getByRole('combobox', { name: 'Existing retail location' });
    // The options change when the typed search answers: pick from that answer, not from the list before it.
    const searched = page.waitForResponse(
      (r) =>
        r.url().includes('GetAllSitesAndRepresentativeDetails') &&
        decodeURIComponent(r.url()).includes(demo.siteName),
    );
    await picker.fill(demo.siteName);
    await searched;
    await expect(
      page.getByRole('listbox').getByRole('option').filter({ hasText: demo.siteName }).first(),
    ).toBeVisible();
    // Picked with the keyboard: Enter takes the option and does not send the form.
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(field(dialog, 'SiteName')).toHaveValue(demo.siteName);
    expect(sent, 'Enter on an option does not send').toHaveLength(0);
    await expect(field(dialog, 'Street')).toHaveValue(demo.street);
    await expect(field(dialog, 'City')).toHaveValue(demo.city);
    await expect(field(dialog, 'ZipCode')).toHaveValue(demo.zipCode);
    await expect(field(dialog, 'Retailer_FullName')).toHaveValue(demo.retailer_FullName);
    for (const name of ['SiteName', 'Street', 'City', 'ZipCode', 'Retailer_FullName', 'Retailer_Phone'])
      await expect(field(dialog, name), `${name} is locked`).not.toBeEditable();
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await expect(country).toContainText(demo.country);
    await expect(country, 'country locked').toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('The data of the chosen location is used as it is.')).toBeVisible();

    // Back to a new location: the fields are empty and editable again.
    await dialog.getByRole('radio', { name: 'Create New Retail Location Data' }).check();
    await expect(field(dialog, 'SiteName')).toHaveValue('');
    await expect(field(dialog, 'SiteName')).toBeEditable();
  });

  const duplicate = {
    name: `DUPLICATE ${suffix}`,
    street: demo.street.toUpperCase(),
    city: 'QUIMPER',
    zip: demo.zipCode.toUpperCase(),
    country: 'France',
    region: 'DR Rennes',
    brand: 'Peugeot',
    fullName: 'JEAN DUPONT',
    email: `JEAN.${suffix}@SITE.TEST`,
    phone: '+33-299000000',
  };
  const question = page.getByRole('dialog', { name: 'This location already exists' });
  const serverMessage = msg('project.duplicateSite')
    .replace('{{siteName}}', demo.siteName)
    .replace('{{city}}', demo.city);
  await test.step(`duplicate address (same country, zip and street as ${demo.siteName}): the server's message and the question`, async () => {
    await fillNewSite(page, dialog, duplicate);
    await send.click();
    await expect(question).toBeVisible();
    await expect(question.getByText(serverMessage)).toBeVisible();
    await expect(question.getByText('Do you want to create project on existing location?')).toBeVisible();
    // The first request of the journey: none of the refused submissions above sent one.
    expect(sent, 'requests sent to RequestProjectAccess').toHaveLength(1);
    expect(sent[0]?.AllowDuplicateSiteCreation).toBe(false);
    await a11y(page, 'duplicate-question');
  });

  await test.step('No: the form stays with its values', async () => {
    await question.getByRole('button', { name: 'No', exact: true }).click();
    await expect(question).toBeHidden();
    await expect(dialog, 'No keeps the form').toBeVisible();
    await expect(field(dialog, 'SiteName')).toHaveValue(duplicate.name);
    await expect(field(dialog, 'Street')).toHaveValue(duplicate.street);
    await expect(field(dialog, 'ZipCode')).toHaveValue(duplicate.zip);
    await expect(dialog.getByRole('checkbox', { name: 'Peugeot', exact: true })).toBeChecked();
  });

  await test.step('Enter sends again; Yes: sent with duplicates allowed → request recorded and awaiting validation', async () => {
    // Enter in a text field sends the form, as in any form.
    await field(dialog, 'City').press('Enter');
    await expect(question).toBeVisible();
    expect(sent, 'Enter in a text field sends').toHaveLength(2);
    await question.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: msg('request.sent') })).toBeVisible();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({
      AllowDuplicateSiteCreation: true,
      SiteName: duplicate.name,
      IsNewProject: true,
    });
    await expect(
      page
        .getByRole('region', { name: 'Requests awaiting validation' })
        .getByRole('row')
        .filter({ hasText: duplicate.name }),
    ).toBeVisible();
  });
});
