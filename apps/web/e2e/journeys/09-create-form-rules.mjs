/* global document */
// Journey 9: every rule of the create project form (spec 001 §5 "Create project form"), each with its
// message from the English pack; no request leaves the browser while a rule fails; the duplicate-location
// question (spec 001 §4, §8).
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, eventually, languagePack, signIn, storedSession } from '../lib/fixture.mjs';
import {
  choose,
  expectMessage,
  field,
  fillNewSite,
  openCreateDialog,
  uniqueSuffix,
} from '../lib/projects.mjs';

const SITE_TEXT = /^[\p{L}\p{N} ()'",._-]+$/u;
const CITY = /^[\p{L} ()'",._-]+$/u;

/** The site-form field that holds the focus (its data-field wrapper), or null. */
const focusedField = (page) =>
  page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? null);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export default {
  name: 'create-form-rules',
  title:
    'create project form: required fields, patterns, France/Germany, brands, GDPR, existing site, duplicate',
  server: 'main',
  async run({ newPage, a11y, step, origin }) {
    const en = await languagePack(origin, 'en');
    const msg = (key) => {
      assert.ok(en[key], `English text of ${key}`);
      return en[key];
    };
    const suffix = uniqueSuffix();
    const page = await newPage();
    assert.equal(await signIn(page, 'originator@demo.test', DEMO_PASSWORD), '/');

    // Every request to RequestProjectAccess, with its payload.
    const sent = [];
    page.on('request', (r) => {
      if (/\/RequestProjectAccess/i.test(r.url())) sent.push(r.postDataJSON());
    });
    /** No request went out (waits a moment: a request would start right after the click). */
    const noneSent = async (count = 0) => {
      await sleep(400);
      assert.equal(sent.length, count, 'requests sent to RequestProjectAccess');
    };

    // A demo site (as the existing-location picker gets them), for the existing choice and the duplicate.
    const token = (await storedSession(page)).user.token;
    const res = await fetch(`${origin}/api/Sites/GetAllSitesAndRepresentativeDetails`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 200);
    const demoSites = await res.json();
    const demo = demoSites.find(
      (s) =>
        s.countryCode === 'FR' &&
        SITE_TEXT.test(s.siteName) &&
        SITE_TEXT.test(s.street) &&
        SITE_TEXT.test(s.zipCode) &&
        CITY.test(s.city),
    );
    assert.ok(demo, `a French demo site among ${demoSites.length}`);

    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    const dialog = await openCreateDialog(page);
    const send = dialog.getByRole('button', { name: 'Send request' });
    await dialog.getByRole('radio', { name: 'Create New Retail Location Data' }).check();

    // ---- Everything empty: the required messages, focus on the site name, nothing sent.
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
    await eventually(async () => assert.equal(await focusedField(page), 'SiteName'));
    await noneSent();
    step('empty form: "this field is required" on each required field, brand message, focus on Site name');

    // ---- Patterns: site name, street, zip, full name; digits in city; phone; email.
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
    await eventually(async () => assert.equal(await focusedField(page), 'SiteName'));
    await noneSent();
    await a11y(page, 'field-messages');
    step('invalid characters: each field shows its own pattern message; nothing sent');

    // ---- France needs a region.
    const valid = {
      name: `RULES ${suffix}`,
      street: `3 AVENUE DES REGLES ${suffix}`,
      city: 'RENNES',
      zip: '35000',
      fullName: 'JEAN DUPONT',
      email: `JEAN.${suffix}@SITE.TEST`,
      phone: '+33-299000000',
    };
    await fillNewSite(page, dialog, { ...valid, country: 'France' });
    for (const name of ['SiteName', 'Street', 'City', 'ZipCode', 'Retailer_FullName', 'Retailer_Phone'])
      await expectMessage(dialog, name, '');
    await send.click();
    await expectMessage(dialog, 'Region', msg('project.validation.region'));
    await eventually(async () => assert.equal(await focusedField(page), 'Region'));
    await noneSent();
    await choose(page, dialog, 'Region', 'DR Rennes');
    await expectMessage(dialog, 'Region', '');
    step('France without region: region message, focus on Region');

    // ---- Germany needs an alphanumeric location code.
    await choose(page, dialog, 'Country', 'Germany');
    assert.equal(await dialog.locator('[data-field="Region"]').count(), 0, 'no region outside France');
    await send.click();
    await expectMessage(dialog, 'LocationCode', msg('project.validation.locationCodeRequired'));
    await eventually(async () => assert.equal(await focusedField(page), 'LocationCode'));
    await field(dialog, 'LocationCode').fill('AB-12');
    await send.click();
    await expectMessage(dialog, 'LocationCode', msg('project.validation.locationCode'));
    await noneSent();
    await field(dialog, 'LocationCode').fill('AB12');
    await expectMessage(dialog, 'LocationCode', msg('siteForm.locationCodeGermany'));
    step('Germany: location code required, then "letters and digits only" for AB-12');

    // ---- No brand: every other field valid, the brand message, nothing sent.
    await field(dialog, 'LocationCode').fill('');
    await choose(page, dialog, 'Country', 'France');
    await choose(page, dialog, 'Region', 'DR Rennes');
    await send.click();
    await expectMessage(dialog, 'Brands', 'Select at least one brand!');
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
    await noneSent();
    assert.equal(await dialog.isVisible(), true, 'the dialog stays open');
    step('no brand: "Select at least one brand!" and no request sent (network)');

    // ---- Typed text is upper-cased, except the phone.
    await field(dialog, 'SiteName').fill('');
    await field(dialog, 'SiteName').pressSequentially('mixed case name');
    assert.equal(await field(dialog, 'SiteName').inputValue(), 'MIXED CASE NAME');
    await field(dialog, 'City').fill('');
    await field(dialog, 'City').pressSequentially('rennes');
    assert.equal(await field(dialog, 'City').inputValue(), 'RENNES');
    await field(dialog, 'Retailer_Phone').fill('');
    await field(dialog, 'Retailer_Phone').pressSequentially('+33-2x');
    assert.equal(
      await field(dialog, 'Retailer_Phone').inputValue(),
      '+33-2x',
      'the phone is not upper-cased',
    );
    await field(dialog, 'Retailer_Phone').fill(valid.phone);
    step('text is upper-cased as typed (site name, city), the phone is not');

    // ---- GDPR consent: ticked by default; unticked, Send request is disabled.
    const gdpr = dialog.getByRole('checkbox', { name: /processed to manage this project/ });
    assert.equal(await gdpr.isChecked(), true, 'GDPR box ticked by default');
    assert.equal(await send.isEnabled(), true);
    await gdpr.uncheck();
    assert.equal(await send.isDisabled(), true, 'Send request disabled without consent');
    await gdpr.check();
    assert.equal(await send.isEnabled(), true);
    step('GDPR box ticked by default; unticking it disables Send request');

    // ---- Existing location: the chosen site fills the fields and locks them.
    await dialog.getByRole('radio', { name: 'Existing Stellantis Retail Location' }).check();
    const picker = dialog.getByRole('combobox', { name: 'Existing retail location' });
    await picker.waitFor();
    await picker.fill(demo.siteName);
    await page.getByRole('listbox').getByRole('option').filter({ hasText: demo.siteName }).first().waitFor();
    // Picked with the keyboard: Enter takes the option and does not send the form.
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await eventually(async () => assert.equal(await field(dialog, 'SiteName').inputValue(), demo.siteName));
    assert.equal(sent.length, 0, 'Enter on an option does not send');
    assert.equal(await field(dialog, 'Street').inputValue(), demo.street);
    assert.equal(await field(dialog, 'City').inputValue(), demo.city);
    assert.equal(await field(dialog, 'ZipCode').inputValue(), demo.zipCode);
    assert.equal(await field(dialog, 'Retailer_FullName').inputValue(), demo.retailer_FullName);
    for (const name of ['SiteName', 'Street', 'City', 'ZipCode', 'Retailer_FullName', 'Retailer_Phone'])
      assert.equal(await field(dialog, name).isEditable(), false, `${name} is locked`);
    const country = dialog.getByRole('combobox', { name: 'Country' });
    assert.match((await country.textContent()) ?? '', new RegExp(demo.country));
    assert.equal(await country.getAttribute('aria-disabled'), 'true', 'country locked');
    await dialog.getByText('The data of the chosen location is used as it is.').waitFor();
    step(`existing location ${demo.siteName}: fields filled and locked`);

    // Back to a new location: the fields are empty and editable again.
    await dialog.getByRole('radio', { name: 'Create New Retail Location Data' }).check();
    await eventually(async () => assert.equal(await field(dialog, 'SiteName').inputValue(), ''));
    assert.equal(await field(dialog, 'SiteName').isEditable(), true);

    // ---- Duplicate: same country, zip and street as the demo site.
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
    await fillNewSite(page, dialog, duplicate);
    await send.click();
    const question = page.getByRole('dialog', { name: 'This location already exists' });
    await question.waitFor();
    const serverMessage = msg('project.duplicateSite')
      .replace('{{siteName}}', demo.siteName)
      .replace('{{city}}', demo.city);
    await question.getByText(serverMessage).waitFor();
    await question.getByText('Do you want to create project on existing location?').waitFor();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].AllowDuplicateSiteCreation, false);
    await a11y(page, 'duplicate-question');
    step(`duplicate address: "${serverMessage}" and the question`);

    await question.getByRole('button', { name: 'No', exact: true }).click();
    await question.waitFor({ state: 'hidden' });
    assert.equal(await dialog.isVisible(), true, 'No keeps the form');
    assert.equal(await field(dialog, 'SiteName').inputValue(), duplicate.name);
    assert.equal(await field(dialog, 'Street').inputValue(), duplicate.street);
    assert.equal(await field(dialog, 'ZipCode').inputValue(), duplicate.zip);
    assert.equal(await dialog.getByRole('checkbox', { name: 'Peugeot', exact: true }).isChecked(), true);
    step('No: the form stays with its values');

    // Enter in a text field sends the form, as in any form.
    await field(dialog, 'City').press('Enter');
    await question.waitFor();
    assert.equal(sent.length, 2, 'Enter in a text field sends');
    await question.getByRole('button', { name: 'Yes', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('alert')
      .filter({ hasText: msg('request.sent') })
      .waitFor();
    assert.equal(sent.length, 3);
    assert.equal(sent[2].AllowDuplicateSiteCreation, true);
    assert.equal(sent[2].SiteName, duplicate.name);
    assert.equal(sent[2].IsNewProject, true);
    await page
      .getByRole('region', { name: 'Requests awaiting validation' })
      .getByRole('row')
      .filter({ hasText: duplicate.name })
      .waitFor();
    step('Enter sends again; Yes: sent with duplicates allowed → request recorded and awaiting validation');
  },
};
