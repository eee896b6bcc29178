// Journey 7: Retail Network Development sees only its markets and brands (docs/access.md), in the list,
// the filter options and the project page.
import { expect, expectPath, known, test, texts, tokenOf, type Page } from '../lib/fixtures';

const MARKETS = ['France', 'Germany', 'Italy'];
const BRANDS = ['Peugeot', 'Citroen', 'Opel'];
const cells = (page: Page, field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`);

interface Row {
  projectId: number;
  projectUniqueId: string;
  country: string;
}

test('RND sees only projects of its markets and brands', async ({ page, api, signInAs, a11y }) => {
  // Every project, as the validation team sees them (API set-up only).
  const vc = await signInAs('vc');
  const everything = await api.post('Projects/getallprojectsbyfilters', { PageSize: 100 }, await tokenOf(vc));
  expect(everything.status).toBe(200);
  const { rows, total } = everything.body as { rows: Row[]; total: number };
  const found = rows.find((r) => !MARKETS.includes(r.country));
  expect(found, 'demo data has a project outside the RND markets').toBeTruthy();
  const outside = known(found, 'a project outside the RND markets');

  await signInAs('rnd', page);
  await test.step('RND sees only projects in FR/DE/IT with Peugeot, Citroen or Opel', async () => {
    await page.goto('/Project-List');
    await expectPath(page, '/Project-List');
    await expect(cells(page, 'siteName').first()).toBeVisible();
    const text = await page
      .getByText(/^\d+ projects?$/)
      .first()
      .textContent();
    const count = Number(text?.match(/\d+/)?.[0]);
    expect(count, `RND sees ${count} of ${total}`).toBeGreaterThan(0);
    expect(count, `RND sees ${count} of ${total}`).toBeLessThan(total);
    // Up to 100 rows per page: make sure every visible row is in scope.
    await expect
      .poll(async () => (await texts(cells(page, 'country'))).filter((c) => !MARKETS.includes(c)), {
        message: 'countries outside the RND markets',
      })
      .toEqual([]);
    for (const brands of await texts(cells(page, 'brands')))
      expect(
        BRANDS.some((b) => brands.split(', ').includes(b)),
        `brands in scope: ${brands}`,
      ).toBe(true);
    await a11y(page, 'rnd-list');
  });

  await test.step('the country filter offers only France, Germany, Italy', async () => {
    await page.getByRole('combobox', { name: 'Country' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect((await texts(options)).sort()).toEqual([...MARKETS].sort());
    await page.keyboard.press('Escape');
  });

  await test.step(`project ${outside.projectUniqueId} (${outside.country}) answers 404 and shows "not found"`, async () => {
    await page.goto(`/UniqueProject/${outside.projectId}`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    const res = await api.get(`projects/GetProjectUserDetails/${outside.projectId}`, await tokenOf(page));
    expect(res.status).toBe(404);
  });
});
