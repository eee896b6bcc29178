// Journey 21: version compare (issue 22 §3). The originator uploads two versions of a plan into a slot of a
// registered project, opens Compare from the slot's version list, sees the last two side by side with one
// zoom for both, lays one over the other, then does it again at 390 px in French (the panes stacked).
import {
  chooseLanguage,
  expect,
  known,
  test,
  textOf,
  tokenOf,
  type Locator,
  type Page,
} from '../lib/fixtures';
import { documentsPanel, openDesignTab, pdfFile } from '../lib/design';

/** Projects other journeys work on (11, 12): this one leaves them alone. */
const TAKEN = ['GARAGE DE BRETAGNE', 'GARAGE SCHELDE'];

/** A canvas named `name` in `scope` is drawn (its data-drawn mark) and not blank. */
async function expectDrawn(scope: Locator, name: string) {
  const canvas = scope.getByRole('img', { name, exact: true });
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  const inked = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d');
      if (!ctx || !c.width) return false;
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 200) return true;
      return false;
    });
  await expect.poll(inked, { message: `${name} is drawn, not blank`, timeout: 15_000 }).toBe(true);
  return canvas;
}

const widthOf = async (l: Locator) => Math.round(known(await l.boundingBox(), 'a canvas').width);

/** A registered project of the originator's, open for uploads. */
async function registeredProject(
  page: Page,
  api: { post: (p: string, b: unknown, t: string) => Promise<{ status: number; body: unknown }> },
) {
  const list = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [0], PageSize: 100 },
    await tokenOf(page),
  );
  expect(list.status, 'project list').toBe(200);
  const rows = (list.body as { rows: { projectId: number; isEnabled: boolean; siteName: string }[] }).rows;
  return known(
    rows.find((r) => r.isEnabled && !TAKEN.includes(r.siteName)),
    'a registered project no other journey uses',
  ).projectId;
}

test('the originator uploads v2 of a plan and compares v1 and v2 (1440 px English, 390 px French)', async ({
  page,
  api,
  signInAs,
  a11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs('originator', page);
  await openDesignTab(page, await registeredProject(page, api));
  const docs = documentsPanel(page);
  // The first slot that takes a PDF.
  const input = docs.locator('input[type="file"][accept*=".pdf"]').first();
  const slot = ((await input.getAttribute('aria-label')) ?? '').replace(/^Choose a file for /, '');
  const suffix = Date.now().toString(36);
  const names = [`Compare_plan_${suffix}_v1.pdf`, `Compare_plan_${suffix}_v2.pdf`] as const;

  await test.step('v1, then v2 of the plan', async () => {
    for (const [i, name] of names.entries()) {
      await input.setInputFiles(pdfFile(name, `Plan version ${i + 1} with a new wall`.slice(0, 16 + 14 * i)));
      const replace = page.getByRole('dialog', { name: 'Replace the oldest version?' });
      await expect(docs.getByRole('status').or(replace)).toBeVisible();
      if (await replace.isVisible())
        await replace.getByRole('button', { name: 'Replace the oldest' }).click();
      await expect(docs.getByRole('status')).toHaveText(`${name} is uploaded.`);
    }
  });

  await test.step('Compare opens the last two side by side, zoomed together', async () => {
    await docs.getByRole('button', { name: `Compare versions of ${slot}` }).click();
    const dialog = page.getByRole('dialog', { name: `Compare versions: ${slot}` });
    await expect(dialog.getByRole('combobox', { name: 'Version A' })).toHaveValue(/\d+/);
    await expect(dialog.getByRole('combobox', { name: 'Version A' }).locator('option:checked')).toContainText(
      names[0],
    );
    await expect(dialog.getByRole('combobox', { name: 'Version B' }).locator('option:checked')).toContainText(
      names[1],
    );
    const a = await expectDrawn(
      dialog.getByRole('region', { name: `Version A: ${names[0]}` }),
      'Version A, page 1',
    );
    const b = await expectDrawn(
      dialog.getByRole('region', { name: `Version B: ${names[1]}` }),
      'Version B, page 1',
    );
    const before = await widthOf(a);
    expect(await widthOf(b)).toBe(before);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => widthOf(a)).toBeGreaterThan(before);
    await expect.poll(() => widthOf(b)).toBe(await widthOf(a));
    await a11y(page, 'compare-side-by-side');

    await dialog.getByRole('button', { name: 'Overlay' }).click();
    const overlay = dialog.getByRole('region', { name: `${names[1]} over ${names[0]}` });
    await expectDrawn(overlay, 'Version A, page 1');
    await expect(overlay.getByRole('img', { name: 'Version B, page 1' })).toHaveCSS(
      'mix-blend-mode',
      'difference',
    );
    await a11y(page, 'compare-overlay');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('at 390 px in French: full screen, the two versions stacked', async () => {
    const pack = await api.languagePack('fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseLanguage(page, 'fr');
    const open = textOf(pack, 'compare.openVersions').replace('{{document}}', '');
    await page
      .getByRole('button', { name: new RegExp(`^${open}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', {
      name: new RegExp(`^${textOf(pack, 'compare.title').replace('{{document}}', '')}`),
    });
    expect(known(await dialog.boundingBox(), 'the dialog').width).toBe(390);
    const paneA = dialog.getByRole('region', {
      name: textOf(pack, 'compare.paneA').replace('{{name}}', names[0]),
    });
    const paneB = dialog.getByRole('region', {
      name: textOf(pack, 'compare.paneB').replace('{{name}}', names[1]),
    });
    await expectDrawn(paneA, textOf(pack, 'compare.pageA').replace('{{page}}', '1'));
    await expectDrawn(paneB, textOf(pack, 'compare.pageB').replace('{{page}}', '1'));
    const [boxA, boxB] = [
      known(await paneA.boundingBox(), 'pane A'),
      known(await paneB.boundingBox(), 'pane B'),
    ];
    expect(boxB.y).toBeGreaterThanOrEqual(boxA.y + boxA.height - 1);
    await a11y(page, 'compare-fr-390');
    await dialog.getByRole('button', { name: textOf(pack, 'common.close') }).click();
    await chooseLanguage(page, 'en');
  });
});
