// Journey 6: the validation team filters the project list, exports it as CSV and pauses a project
// (spec 001 §2 "Project list", §4 "Pause/enable", §6).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { DEMO_PASSWORD, eventually, signIn, texts, waitForPath } from '../lib/fixture.mjs';

/** "N projects" above the grid. */
async function rowCount(page) {
  const text = await page
    .getByText(/^\d+ projects?$/)
    .first()
    .textContent();
  return Number(text.match(/\d+/)[0]);
}

const cells = (page, field) => page.locator(`[role="gridcell"][data-field="${field}"]`);

async function pick(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

export default {
  name: 'project-list',
  title: 'VC filters the list (remembered), exports CSV and pauses a project',
  server: 'main',
  async run({ newPage, a11y, step, check }) {
    const page = await newPage();
    // Wide enough for every column of the grid (columns off-screen are not rendered).
    await page.setViewportSize({ width: 2600, height: 1000 });
    await signIn(page, 'vc@demo.test', DEMO_PASSWORD);
    await page.goto('/Project-List');
    await waitForPath(page, '/Project-List');
    await cells(page, 'siteName').first().waitFor();
    const all = await rowCount(page);
    assert.ok(all >= 40, `demo data shows at least 40 projects (got ${all})`);
    await a11y(page, 'vc-list');
    step(`VC sees ${all} projects`);

    // Filter: France, Peugeot → Filter Data.
    await pick(page, 'Country', 'France');
    await pick(page, 'Brand', 'Peugeot');
    await page.getByRole('button', { name: 'Filter Data' }).click();
    await eventually(async () => {
      const n = await rowCount(page);
      assert.ok(n > 0 && n < all, `filtered count ${n} between 0 and ${all}`);
    });
    const filtered = await rowCount(page);
    await eventually(async () => {
      const countries = new Set(await texts(cells(page, 'country')));
      assert.deepEqual([...countries], ['France']);
    });
    for (const brands of await texts(cells(page, 'brands'))) assert.match(brands, /Peugeot/);
    step(`filtered to France + Peugeot: ${filtered} projects`);

    // The choice is remembered server-side: a reload keeps it.
    await page.reload();
    await cells(page, 'siteName').first().waitFor();
    await eventually(async () => assert.equal(await rowCount(page), filtered));
    step('filters remembered after reload');

    // Export Data (CSV): the filtered rows, with a header.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data (CSV)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'projects.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    assert.match(lines[0], /Site Name/);
    assert.equal(lines.length - 1, filtered, 'one CSV line per filtered project');
    step(`CSV export: ${lines.length - 1} rows`);

    // Pause the first project, see it stay paused after a reload, enable it again.
    const code = (await texts(cells(page, 'projectUniqueId')))[0];
    const toggle = page.getByRole('switch', { name: `Project ${code} enabled` });
    const checkbox = toggle.or(page.getByRole('checkbox', { name: `Project ${code} enabled` })).first();
    assert.equal(await checkbox.isChecked(), true);
    await checkbox.click();
    await eventually(async () => assert.equal(await checkbox.isChecked(), false));
    await page.reload();
    await cells(page, 'siteName').first().waitFor();
    const again = page
      .getByRole('switch', { name: `Project ${code} enabled` })
      .or(page.getByRole('checkbox', { name: `Project ${code} enabled` }))
      .first();
    await eventually(async () => assert.equal(await again.isChecked(), false));
    step(`paused ${code}`);
    await again.click();
    await eventually(async () => assert.equal(await again.isChecked(), true));
    step(`enabled ${code} again`);

    // Show All clears the filters.
    await page.getByRole('button', { name: 'Show All' }).click();
    await eventually(async () => assert.equal(await rowCount(page), all));
    await check('show all restores every project', async () => assert.equal(await rowCount(page), all));
  },
};
