// Journey 15: the document preview (issue 20 §1). A validator opens a design document's PDF and the photos
// report's image in the page from the Design Validation tab: the PDF is framed from a blob: address the
// Content-Security-Policy allows (no violation, the frame holds the PDF, not "This content is blocked"),
// and the image is drawn.
import { expect, known, test, tokenOf, type Page } from '../lib/fixtures';
import { documentsPanel } from '../lib/design';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * The page's CSP violations about framing or loading the previewed file. (zod and the data grid probe
 * whether `eval` is allowed, in a try/catch: that refusal is expected and not the preview's.)
 */
const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);
const aboutPreview = /frame|child|object|blob:|img/i;

test('a validator previews a PDF and an image of the design dossier in the page', async ({
  page,
  api,
  signInAs,
  a11y,
}) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const violation = `${e.violatedDirective} ${e.blockedURI}`;
      if (/frame|child|object|blob:|img/i.test(violation)) window.cspViolations?.push(violation);
    });
  });
  const consoleCsp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|blocked/i.test(m.text()) && aboutPreview.test(m.text()))
      consoleCsp.push(m.text());
  });
  await signInAs('gec', page);

  // A submitted demo project: its dossier holds PDF plans and the photos report as a PNG.
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
  const docs = documentsPanel(page);
  await expect(docs.getByRole('button', { name: /^Preview / }).first()).toBeVisible();
  await a11y(page, 'design-tab');

  await test.step('the PDF preview shows the document', async () => {
    const button = docs.getByRole('button', { name: /^Preview .+\.pdf$/ }).first();
    const fileName = ((await button.getAttribute('aria-label')) ?? '').replace(/^Preview /, '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: fileName });
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^blob:/);
    const src = known(await frame.getAttribute('src'), 'the frame address');
    // The frame navigated to the blob (a blocked frame shows an error page at another address) and holds a
    // PDF document: the browser's viewer, not "This content is blocked".
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f.url() === src)
          ?.evaluate(() => document.contentType),
      )
      .toBe('application/pdf');
    // Chromium's PDF viewer runs inside it.
    await expect
      .poll(() => page.frames().some((f) => /^chrome-extension:\/\/[a-z]+\/index\.html$/.test(f.url())))
      .toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(consoleCsp).toEqual([]);
    await a11y(page, 'pdf-preview');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the image preview draws the photos report', async () => {
    const button = docs.getByRole('button', { name: /^Preview .+\.png$/ }).first();
    const fileName = ((await button.getAttribute('aria-label')) ?? '').replace(/^Preview /, '');
    await button.click();
    const dialog = page.getByRole('dialog', { name: fileName });
    const image = dialog.getByRole('img', { name: fileName });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    await a11y(page, 'image-preview');
  });
});
