// Helpers of the create-project journeys (08, 09): the architect confirmation, the create dialog's fields.
import assert from 'node:assert/strict';
import { eventually } from './fixture.mjs';

/** A short unique suffix (letters and digits, upper-case: the form upper-cases what is typed). */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/**
 * Originator's list page: 'Create New Project' → tick the 7 statements → 'I Confirm' → the create dialog.
 * `a11y(page, step)` (optional) checks the confirmation dialog once every box is ticked.
 */
export async function openCreateDialog(page, { a11y } = {}) {
  await page.getByRole('button', { name: 'Create New Project', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Architect confirmation' });
  await confirm.waitFor();
  const confirmButton = confirm.getByRole('button', { name: 'I Confirm' });
  const boxes = confirm.getByRole('checkbox');
  assert.equal(await boxes.count(), 7, 'seven statements to confirm');
  assert.equal(await confirmButton.isDisabled(), true, "'I Confirm' is disabled until all are ticked");
  for (let i = 0; i < 7; i += 1) await boxes.nth(i).check();
  await confirm.getByText('7 of 7 statements confirmed').waitFor();
  if (a11y) await a11y(page, 'confirmation');
  await confirmButton.click();
  await confirm.waitFor({ state: 'hidden' });
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.waitFor();
  return dialog;
}

/** Picks `option` in the MUI select whose accessible name starts with `label` (the menu opens in a portal). */
export async function choose(page, scope, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  if (option === undefined) await listbox.getByRole('option').first().click();
  else await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'hidden' });
}

/** The input of a site-form field (`data-field` wrapper). */
export const field = (scope, name) =>
  scope.locator(`[data-field="${name}"] input:not([type="hidden"])`).first();

/** The message under a site-form field ('' when none). */
export async function messageOf(scope, name) {
  const helper = scope.locator(`[data-field="${name}"] .MuiFormHelperText-root`);
  if ((await helper.count()) === 0) return '';
  return ((await helper.first().textContent()) ?? '').trim();
}

/** Waits until the field shows exactly `text` as its message. */
export async function expectMessage(scope, name, text) {
  await eventually(async () => assert.equal(await messageOf(scope, name), text, `message of ${name}`));
}

/**
 * Fills the create dialog's new-location fields. `site`: { name, street, city, zip, country, region,
 * locationCode, brand, fullName, email, phone }; absent keys are left as they are.
 */
export async function fillNewSite(page, dialog, site) {
  if (site.name !== undefined) await field(dialog, 'SiteName').fill(site.name);
  if (site.street !== undefined) await field(dialog, 'Street').fill(site.street);
  if (site.city !== undefined) await field(dialog, 'City').fill(site.city);
  if (site.zip !== undefined) await field(dialog, 'ZipCode').fill(site.zip);
  if (site.country !== undefined) await choose(page, dialog, 'Country', site.country);
  if (site.region !== undefined) await choose(page, dialog, 'Region', site.region);
  if (site.locationCode !== undefined) await field(dialog, 'LocationCode').fill(site.locationCode);
  if (site.brand !== undefined) {
    await dialog.getByRole('checkbox', { name: site.brand, exact: true }).check();
    // The brand's contract type: the first one offered.
    await choose(page, dialog, `Contract type – ${site.brand}`);
  }
  if (site.fullName !== undefined) await field(dialog, 'Retailer_FullName').fill(site.fullName);
  if (site.email !== undefined) await field(dialog, 'Retailer_EmailAddress').fill(site.email);
  if (site.phone !== undefined) await field(dialog, 'Retailer_Phone').fill(site.phone);
}
