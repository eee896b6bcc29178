// Journey 16: the design form's errors (issue 20 §2; spec 001 §4, §5 "Submit for validation"). On a registered
// project of the originator, Submit marks every missing field at once, focuses the first and lists them;
// letters in a number field are marked on Save; the Required badges follow the typology before any save;
// a documentation-only project's button says it is documented. Nothing is saved: the form refuses first.
import { chooseLanguage, expect, known, test, tokenOf, type Api, type Page } from '../lib/fixtures';
import {
  brandsPanel,
  dataPanel,
  documentsPanel,
  fillDossier,
  fromTop,
  openDesignTab,
  selectOne,
  SURFACES,
} from '../lib/design';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ORIGINATOR = 'originator@demo.test';

interface Row {
  projectId: number;
  siteName: string;
  statusId: number;
  architectEmail: string;
  isEnabled: boolean;
}

/** The enabled projects of the demo originator in `status` (set-up only). */
async function originatorProjects(api: Api, page: Page, status: number): Promise<Row[]> {
  const res = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [status], PageSize: 100 },
    await tokenOf(page),
  );
  expect(res.status, 'project list').toBe(200);
  return (res.body as { rows: Row[] }).rows.filter(
    (r) => r.statusId === status && r.isEnabled && r.architectEmail === ORIGINATOR,
  );
}

const formAlert = (page: Page) =>
  page.getByRole('region', { name: 'Save or submit the design' }).getByRole('alert');
const listed = (page: Page) => formAlert(page).getByRole('listitem');
/** The Required badge of a document row: 'Required', 'Required – missing' or none. */
const badgeOf = (page: Page, document: string) =>
  documentsPanel(page)
    .getByRole('group', { name: document, exact: true })
    .locator('.MuiChip-label')
    .filter({ hasText: /^Required/ });

test('the design form marks every field at fault at once, badges follow the typology, documentation-only says so', async ({
  api,
  page,
  signInAs,
  a11y,
}) => {
  const check = fromTop(a11y);
  await page.setViewportSize(WIDE);
  await signInAs('originator', page);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (/UpdateDesignValidationWithDynamicBrand/i.test(r.url())) saves.push(r.url());
  });

  const registered = await originatorProjects(api, page, 0);
  // Garage Schelde (Opel and Opel Professional) when the demo has it: two brands, one professional.
  const project = registered.find((r) => r.siteName === 'GARAGE SCHELDE') ?? registered[0];
  expect(project, 'the demo has a registered project of originator@demo.test').toBeTruthy();
  await openDesignTab(page, known(project, 'a registered project').projectId);
  const brandNames = await brandsPanel(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent ?? ''));
  const [firstName, second] = brandNames;
  expect(firstName, 'the project has a brand').toBeTruthy();
  const first = known(firstName, 'the first brand');

  await test.step('Submit marks every missing field at once, focuses the first and lists them', async () => {
    await fillDossier(page, {
      brands: brandNames,
      typology: 'New Build',
      workstreams: ['Exterior signage'],
      surfaces: SURFACES,
      openingDate: '01/09/2027',
      showroomNew: '200',
      showroomSecond: '100',
    });
    // Three fields left out: the first brand's typology, the building surface, the last brand's showroom.
    const firstBrand = brandsPanel(page).getByRole('group', { name: first, exact: true });
    await firstBrand.getByRole('combobox', { name: 'Project type (typology)' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'None', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    const building = dataPanel(page).getByRole('textbox', { name: 'Building surface (sqm)', exact: true });
    await building.fill('');
    const last = second ?? first;
    const lastShowroom = dataPanel(page)
      .getByRole('group', { name: `Showroom surfaces per brand ${last}`, exact: true })
      .getByRole('textbox', { name: 'Showroom surface second-hand vehicles (sqm)' });
    await lastShowroom.fill('');

    await page.getByRole('button', { name: 'Submit for validation' }).click();
    await expect(formAlert(page)).toContainText('Please complete or correct these fields:');
    await expect(listed(page)).toHaveText([
      `The field ${first} – Project type (typology) is mandatory`,
      'The field Building surface (sqm) is mandatory',
      `The field ${last} – Showroom surface second-hand vehicles (sqm) is mandatory`,
    ]);
    const typology = firstBrand.getByRole('combobox', { name: 'Project type (typology)' });
    await expect(typology, 'the first field at fault has the focus').toBeFocused();
    await expect(typology).toHaveAttribute('aria-invalid', 'true');
    for (const field of [building, lastShowroom]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field, 'a required field carries its asterisk').toHaveAttribute('required', '');
    }
    await check(page, 'submit-all-missing');
  });

  await test.step('letters in the number field Workshop bays are marked on Save, nothing sent', async () => {
    const bays = brandsPanel(page)
      .getByRole('group', { name: first, exact: true })
      .getByRole('textbox', { name: 'Workshop bays' });
    await bays.fill('four');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(listed(page)).toHaveText([`The field ${first} – Workshop bays must be numeric or decimal.`]);
    await expect(bays).toHaveAttribute('aria-invalid', 'true');
    await expect(bays).toBeFocused();
    await expect(page.getByText('The design data is saved.')).toHaveCount(0);
    await check(page, 'save-letters-in-number');
    await bays.fill('');
  });

  await test.step('the Required badges follow the typology before any save (Interior Relooking)', async () => {
    await expect(badgeOf(page, 'Photos Report')).toHaveText(/^Required/);
    await expect(badgeOf(page, 'Situation Plan')).toHaveText(/^Required/);
    for (const name of brandNames)
      await selectOne(
        page,
        brandsPanel(page).getByRole('group', { name, exact: true }),
        'Project type (typology)',
        'Interior Relooking',
      );
    await expect(badgeOf(page, 'Photos Report'), 'waived for Interior Relooking').toHaveCount(0);
    await expect(badgeOf(page, 'Situation Plan')).toHaveCount(0);
    await expect(badgeOf(page, 'New Project Interior Plan'), 'always required').toHaveText(/^Required/);
    await check(page, 'badges-interior-relooking');
  });

  await test.step('on a phone and in French, Submit lists the fields in French', async () => {
    await page.setViewportSize(PHONE);
    await chooseLanguage(page, 'fr');
    await page.getByRole('button', { name: 'Soumettre pour validation' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Veuillez compléter ou corriger ces champs :' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('listitem').first()).toContainText('est obligatoire');
    await check(page, 'submit-all-missing-fr-phone');
    await chooseLanguage(page, 'en');
    await page.setViewportSize(WIDE);
  });

  await test.step('a documentation-only project offers Submit as documented, not Submit for validation', async () => {
    const documentationOnly = await originatorProjects(api, page, 6);
    // Another one than the Lyon project journey 12 documents, when there is one.
    const doc =
      documentationOnly.find((r) => r.siteName !== 'AUTOMOBILES RHÔNE SAÔNE') ?? documentationOnly[0];
    expect(doc, 'the demo has a documentation-only project of originator@demo.test').toBeTruthy();
    await openDesignTab(page, known(doc, 'a documentation-only project').projectId);
    await expect(page.getByRole('button', { name: 'Submit as documented' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for validation' })).toHaveCount(0);
    await check(page, 'documentation-only-button');
  });

  expect(saves, 'the form refused before sending: nothing was saved').toEqual([]);
});
