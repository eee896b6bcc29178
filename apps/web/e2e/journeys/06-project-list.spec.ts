// Journey 6: the validation team pages and filters the project list, exports it as CSV and pauses a project
// (spec 001 §2 "Project list", §4 "Pause/enable", §6).
import fs from 'node:fs';
import { expect, expectPath, known, test, texts, type Page } from '../lib/fixtures';

/** "N projects" above the grid. */
async function rowCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+ projects?$/)
    .first()
    .textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

const cells = (page: Page, field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`);

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The pause switch of a project's row (a switch, or a checkbox where the grid renders one). */
const enabledToggle = (page: Page, code: string) =>
  page
    .getByRole('switch', { name: `Project ${code} enabled` })
    .or(page.getByRole('checkbox', { name: `Project ${code} enabled` }))
    .first();

test('VC filters the list (remembered), exports CSV and pauses a project', async ({
  page,
  signInAs,
  a11y,
}) => {
  // Wide enough for every column of the grid (columns off-screen are not rendered).
  await page.setViewportSize({ width: 2600, height: 1000 });
  await signInAs('vc', page);
  await page.goto('/Project-List');
  await expectPath(page, '/Project-List');
  await expect(cells(page, 'siteName').first()).toBeVisible();
  const all = await rowCount(page);
  expect(all, `demo data shows at least 40 projects (got ${all})`).toBeGreaterThanOrEqual(40);
  await a11y(page, 'vc-list');

  await test.step('Next and Previous continue from the rows shown (a cursor, issue 23 §4)', async () => {
    const codes = () => texts(cells(page, 'projectUniqueId'));
    const first = await codes();
    const asked = page.waitForRequest((r) => /getallprojectsbyfilters/i.test(r.url()));
    await page.getByRole('button', { name: /next page/i }).click();
    const body = (await asked).postDataJSON() as { Page?: number; Cursor?: string };
    expect(body.Page).toBe(1);
    expect(body.Cursor, "Next sends the last row's cursor").toMatch(/^[A-Za-z0-9_-]+$/);
    await expect.poll(async () => (await codes())[0], { message: 'page 2 shown' }).not.toBe(first[0]);
    expect(
      (await codes()).filter((c) => first.includes(c)),
      'no row of page 1 again',
    ).toEqual([]);
    await page.getByRole('button', { name: /previous page/i }).click();
    await expect.poll(codes, { message: 'page 1 again' }).toEqual(first);
  });

  let filtered = 0;
  await test.step('filtered to France + Peugeot', async () => {
    await pick(page, 'Country', 'France');
    await pick(page, 'Brand', 'Peugeot');
    await page.getByRole('button', { name: 'Filter Data' }).click();
    await expect.poll(() => rowCount(page), { message: `filtered count below ${all}` }).toBeLessThan(all);
    await expect
      .poll(async () => [...new Set(await texts(cells(page, 'country')))], { message: 'countries shown' })
      .toEqual(['France']);
    // The rows of the filtered answer (not of an earlier one still shown under load): every one has Peugeot.
    await expect
      .poll(async () => (await texts(cells(page, 'brands'))).filter((b) => !/Peugeot/.test(b)), {
        message: 'rows without Peugeot',
      })
      .toEqual([]);
    filtered = await rowCount(page);
    expect(filtered, 'filtered count above 0').toBeGreaterThan(0);
  });

  await test.step('filters remembered after reload (server-side)', async () => {
    await page.reload();
    await expect(cells(page, 'siteName').first()).toBeVisible();
    await expect.poll(() => rowCount(page)).toBe(filtered);
  });

  await test.step('Export Data (CSV): the filtered rows, with a header', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('projects.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/Site Name/);
    expect(lines.length - 1, 'one CSV line per filtered project').toBe(filtered);
  });

  // Pause the first project, see it stay paused after a reload, enable it again.
  const code = known((await texts(cells(page, 'projectUniqueId')))[0], 'a project in the list');
  await test.step(`paused ${code}`, async () => {
    const toggle = enabledToggle(page, code);
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(cells(page, 'siteName').first()).toBeVisible();
    await expect(enabledToggle(page, code)).not.toBeChecked();
  });
  await test.step(`enabled ${code} again`, async () => {
    await enabledToggle(page, code).click();
    await expect(enabledToggle(page, code)).toBeChecked();
  });

  await test.step('Show All clears the filters', async () => {
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect.poll(() => rowCount(page), { message: 'show all restores every project' }).toBe(all);
  });
});
