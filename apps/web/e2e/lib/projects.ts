// Helpers of the create-project journeys (08, 09): the architect confirmation, the create dialog's fields.
import { expect, type Locator, type Page } from './fixtures';

/** A short unique suffix (letters and digits, upper-case: the form upper-cases what is typed). */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/**
 * Originator's list page: 'Create New Project' → tick the 7 statements → 'I Confirm' → the create dialog.
 * `a11y(page, step)` (optional) checks the confirmation dialog once every box is ticked.
 */
export async function openCreateDialog(
  page: Page,
  { a11y }: { a11y?: (page: Page, step: string) => Promise<void> } = {},
): Promise<Locator> {
  await page.getByRole('button', { name: 'Create New Project', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Architect confirmation' });
  await expect(confirm).toBeVisible();
  const confirmButton = confirm.getByRole('button', { name: 'I Confirm' });
  const boxes = confirm.getByRole('checkbox');
  await expect(boxes, 'seven statements to confirm').toHaveCount(7);
  await expect(confirmButton, "'I Confirm' is disabled until all are ticked").toBeDisabled();
  for (let i = 0; i < 7; i += 1) await boxes.nth(i).check();
  await expect(confirm.getByText('7 of 7 statements confirmed')).toBeVisible();
  if (a11y) await a11y(page, 'confirmation');
  await confirmButton.click();
  await expect(confirm).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks `option` (the first one when undefined) in the MUI select whose accessible name starts with `label`. */
export async function choose(page: Page, scope: Locator, label: string, option?: string) {
  await scope.getByRole('combobox', { name: label }).click();
  // The menu opens in a portal, outside the dialog.
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  if (option === undefined) await listbox.getByRole('option').first().click();
  else await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** The input of a site-form field (`data-field` wrapper). */
export const field = (scope: Locator, name: string) =>
  scope.locator(`[data-field="${name}"] input:not([type="hidden"])`).first();

/** The message under a site-form field ('' when none). */
async function messageOf(scope: Locator, name: string): Promise<string> {
  const helper = scope.locator(`[data-field="${name}"] .MuiFormHelperText-root`);
  if ((await helper.count()) === 0) return '';
  return ((await helper.first().textContent()) ?? '').trim();
}

/** Waits until the field shows exactly `text` as its message ('' for none). */
export async function expectMessage(scope: Locator, name: string, text: string) {
  await expect.poll(() => messageOf(scope, name), { message: `message of ${name}` }).toBe(text);
}

export interface NewSite {
  name?: string;
  street?: string;
  city?: string;
  zip?: string;
  country?: string;
  region?: string;
  locationCode?: string;
  brand?: string;
  fullName?: string;
  email?: string;
  phone?: string;
}

/** Fills the create dialog's new-location fields; absent keys are left as they are. */
export async function fillNewSite(page: Page, dialog: Locator, site: NewSite) {
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
