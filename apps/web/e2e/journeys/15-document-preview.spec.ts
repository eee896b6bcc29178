// Journey 15: the document viewer (issue 20 §1, issue 22 §1). A validator opens a design document's PDF and
// the photos report's image from the Design Validation tab in the portal's own viewer: pdf.js draws the PDF
// on canvases with its worker from the portal's origin, under the strict Content-Security-Policy (no
// violation, no frame, no browser PDF plug-in); then a five-page plan made here with pdf-lib is paged by the
// keyboard and by the page field, zoomed and browsed by its thumbnails, at 1440 and 390 px, in English and
// German.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
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

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every CSP violation of the page, except the `eval` probes of zod and the data grid (in a try/catch). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.blockedURI !== 'eval') window.cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

/** A project in completeness check with its demo dossier (PDF plans, the photos report as a PNG). */
async function openDossier(
  page: Page,
  api: { post: (path: string, body: unknown, token: string) => Promise<{ status: number; body: unknown }> },
) {
  const list = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [1], PageSize: 5 },
    await tokenOf(page),
  );
  expect(list.status, 'project list').toBe(200);
  const [row] = (list.body as { rows: { projectId: number; isEnabled: boolean }[] }).rows.filter(
    (r) => r.isEnabled,
  );
  await page.goto(`/UniqueProject/${known(row, 'an enabled project').projectId}?tab=design`);
}

/** The canvas of page `n` has been drawn and is not blank (some pixel is not white). */
async function expectDrawn(dialog: Locator, n: number, name = `Page ${n}`) {
  const canvas = dialog.getByRole('img', { name, exact: true });
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 15_000 });
  const inked = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      if (!c.dataset.drawn) return false;
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      for (let i = 0; i < data.length; i += 4)
        if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) return true;
      return false;
    });
  await expect.poll(inked, { message: `${name} is drawn, not blank`, timeout: 15_000 }).toBe(true);
}

/** A plan of `count` A4 pages, each with a coloured block and its number (pdf-lib). */
async function planPdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n++) {
    const page = doc.addPage([595, 842]);
    page.drawRectangle({ x: 60, y: 300, width: 475, height: 400, color: rgb(0.1 * n, 0.3, 0.6) });
    page.drawText(`Plan page ${n}`, { x: 60, y: 760, size: 36, font });
  }
  return Buffer.from(await doc.save());
}

test('a validator opens a PDF and an image of the dossier in the viewer, under the strict CSP', async ({
  page,
  api,
  signInAs,
  a11y,
}) => {
  await watchCsp(page);
  await signInAs('gec', page);
  await openDossier(page, api);
  const docs = page.getByRole('region', { name: 'Design requirements documents' });
  await expect(docs.getByRole('button', { name: /^Preview / }).first()).toBeVisible();
  await a11y(page, 'design-tab');

  await test.step('pdf.js draws the PDF the server sends, its worker from the portal', async () => {
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const button = docs.getByRole('button', { name: /^Preview .+\.pdf$/ }).first();
    const fileName = ((await button.getAttribute('aria-label')) ?? '').replace(/^Preview /, '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: fileName });
    await expectDrawn(dialog, 1);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(page.frames()).toHaveLength(1);
    const origin = new URL(page.url()).origin;
    expect(
      workers.some((w) => w.startsWith(`${origin}/`) && /pdf\.worker/.test(w)),
      workers.join(),
    ).toBe(true);
    expect(await violations(page)).toEqual([]);
    await a11y(page, 'pdf-viewer');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the image viewer draws the photos report', async () => {
    const button = docs.getByRole('button', { name: /^Preview .+\.png$/ }).first();
    const fileName = ((await button.getAttribute('aria-label')) ?? '').replace(/^Preview /, '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: fileName });
    const image = dialog.getByRole('img', { name: fileName });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Rotate clockwise' }).click();
    await expect(image).toHaveCSS('transform', /matrix\(/);
    expect(await violations(page)).toEqual([]);
    await a11y(page, 'image-viewer');
  });
});

for (const { lang, width } of [
  { lang: 'en', width: 1440 },
  { lang: 'de', width: 390 },
  { lang: 'de', width: 1440 },
  { lang: 'en', width: 390 },
] as const) {
  test(`a five-page plan is paged, zoomed and browsed by thumbnails (${lang}, ${width} px)`, async ({
    page,
    api,
    signInAs,
    a11y,
  }) => {
    const pack = await api.languagePack(lang);
    const t = (key: string, vars: Record<string, string | number> = {}) =>
      Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), textOf(pack, key));
    await watchCsp(page);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signInAs('gec', page);
    await openDossier(page, api);
    if (lang !== 'en') await chooseLanguage(page, lang);
    // The plan stands in for the file the server would send (the server's own answer is the first journey's).
    const plan = await planPdf(5);
    await page.route(/\/api\/projects\/GetFileById\/\d+/i, (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: plan }),
    );
    const docs = page.getByRole('region', { name: t('projectDetail.design.docs.title') });
    const previewPrefix = t('projectDetail.design.docs.previewFile', { name: '' });
    const button = docs.getByRole('button', { name: new RegExp(`^${previewPrefix}.+\\.pdf$`) }).first();
    const fileName = ((await button.getAttribute('aria-label')) ?? '').slice(previewPrefix.length);
    await button.click();
    const dialog = page.getByRole('dialog', { name: fileName });
    const pageName = (n: number) => t('viewer.page', { page: n });
    await expectDrawn(dialog, 1, pageName(1));
    const field = dialog.getByRole('textbox', { name: t('viewer.pageField') });
    await expect(field).toHaveValue('1');
    await expect(dialog.getByText(t('viewer.pageOf', { page: 1, count: 5 }))).toBeAttached();
    if (width === 390) {
      // Full screen on a phone, nothing wider than it.
      const box = known(await dialog.boundingBox(), 'the dialog');
      expect(box.width).toBe(390);
    }

    await test.step('page 3 by the keyboard', async () => {
      const pages = dialog.getByRole('region', { name: t('viewer.pages', { name: fileName }) });
      await pages.focus();
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageDown');
      await expect(field).toHaveValue('3');
      await expectDrawn(dialog, 3, pageName(3));
      await expect(dialog.locator('[data-page="3"]')).toBeInViewport();
      await page.keyboard.press('Home');
      await expect(field).toHaveValue('1');
      await expect(dialog.locator('[data-page="1"]')).toBeInViewport();
    });

    await test.step('page 3 by the field', async () => {
      await field.fill('3');
      await field.press('Enter');
      await expect(dialog.getByText(t('viewer.pageOf', { page: 3, count: 5 }))).toBeAttached();
      await expect(dialog.locator('[data-page="3"]')).toBeInViewport();
      await expectDrawn(dialog, 3, pageName(3));
    });

    await test.step('zoom in, and back to the fit', async () => {
      const frame = dialog.locator('[data-page="3"]');
      const before = known(await frame.boundingBox(), 'page 3').width;
      await dialog.getByRole('button', { name: t('viewer.zoomIn') }).click();
      await expect.poll(async () => known(await frame.boundingBox(), 'page 3').width).toBeGreaterThan(before);
      await expectDrawn(dialog, 3, pageName(3));
      await dialog.getByRole('button', { name: t('viewer.fitWidth') }).click();
      await expect
        .poll(async () => Math.round(known(await frame.boundingBox(), 'page 3').width))
        .toBe(Math.round(before));
    });

    await test.step('the thumbnails', async () => {
      const strip = dialog.getByRole('navigation', { name: t('viewer.thumbnails') });
      // Beside the pages at 1440 px; folded at 390 px, opened by its button.
      if (width === 390) {
        await expect(strip).toHaveCount(0);
        await dialog.getByRole('button', { name: t('viewer.showThumbnails') }).click();
      }
      await expect(strip).toBeVisible();
      await expect(strip.getByRole('button', { name: pageName(3) })).toHaveAttribute('aria-current', 'page');
      await a11y(page, `viewer-${lang}-${width}`);
      await strip.getByRole('button', { name: pageName(5) }).click();
      await expect(field).toHaveValue('5');
      await expectDrawn(dialog, 5, pageName(5));
    });
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: textOf(pack, 'common.close') }).click();
    if (lang !== 'en') await chooseLanguage(page, 'en');
  });
}
