// Journey 7: Retail Network Development sees only its markets and brands (DESIGN §3), in the list,
// the filter options and the project page.
import assert from 'node:assert/strict';
import {
  DEMO_PASSWORD,
  apiPost,
  eventually,
  signIn,
  storedSession,
  texts,
  waitForPath,
} from '../lib/fixture.mjs';

const MARKETS = ['France', 'Germany', 'Italy'];
const BRANDS = ['Peugeot', 'Citroen', 'Opel'];
const cells = (page, field) => page.locator(`[role="gridcell"][data-field="${field}"]`);

export default {
  name: 'rnd-scope',
  title: 'RND sees only projects of its markets and brands',
  server: 'main',
  async run({ newPage, a11y, step, origin }) {
    // Every project, as the validation team sees them (API set-up only).
    const vc = await newPage();
    await signIn(vc, 'vc@demo.test', DEMO_PASSWORD);
    const vcToken = (await storedSession(vc)).user.token;
    const everything = await apiPost(origin, 'Projects/getallprojectsbyfilters', { PageSize: 100 }, vcToken);
    assert.equal(everything.status, 200);
    const outside = everything.body.rows.find((r) => !MARKETS.includes(r.country));
    assert.ok(outside, 'demo data has a project outside the RND markets');

    const page = await newPage();
    await signIn(page, 'rnd@demo.test', DEMO_PASSWORD);
    await page.goto('/Project-List');
    await waitForPath(page, '/Project-List');
    await cells(page, 'siteName').first().waitFor();
    const text = await page
      .getByText(/^\d+ projects?$/)
      .first()
      .textContent();
    const count = Number(text.match(/\d+/)[0]);
    assert.ok(count > 0 && count < everything.body.total, `RND sees ${count} of ${everything.body.total}`);
    // Up to 100 rows per page: make sure every visible row is in scope.
    await eventually(async () => {
      for (const country of await texts(cells(page, 'country')))
        assert.ok(MARKETS.includes(country), country);
    });
    for (const brands of await texts(cells(page, 'brands')))
      assert.ok(
        BRANDS.some((b) => brands.split(', ').includes(b)),
        `brands in scope: ${brands}`,
      );
    await a11y(page, 'rnd-list');
    step(
      `RND sees ${count} of ${everything.body.total} projects, all in FR/DE/IT with Peugeot, Citroen or Opel`,
    );

    // The country filter offers only the RND markets.
    await page.getByRole('combobox', { name: 'Country' }).click();
    const options = await texts(page.getByRole('listbox').getByRole('option'));
    assert.deepEqual([...options].sort(), [...MARKETS].sort());
    await page.keyboard.press('Escape');
    step('country filter offers only France, Germany, Italy');

    // A project outside the scope: not found, on screen and through the API.
    await page.goto(`/UniqueProject/${outside.projectId}`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    const rndToken = (await storedSession(page)).user.token;
    const res = await fetch(`${origin}/api/projects/GetProjectUserDetails/${outside.projectId}`, {
      headers: { authorization: `Bearer ${rndToken}` },
    });
    assert.equal(res.status, 404);
    step(`project ${outside.projectUniqueId} (${outside.country}) answers 404 and shows "not found"`);
  },
};
