// Helpers of the design validation journeys (11, 12): the Design Validation tab's panels, the dossier form,
// document uploads with small generated files, the validation decisions and the message tool.
import { escapeRegExp, expect, texts, type Locator, type Page } from './fixtures';

// ---------------------------------------------------------------- generated files

/** A small valid one-page PDF with `title` written on it. */
export function pdfFile(name: string, title = name): { name: string; mimeType: string; buffer: Buffer } {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 40 150 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A 1×1 PNG. */
export function pngFile(name: string): { name: string; mimeType: string; buffer: Buffer } {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A file name the upload rules accept (letters, digits, '_', '.'), from a document's label. */
export const fileNameFor = (label: string, suffix: string, ext: 'pdf' | 'png') =>
  `${label.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}_${suffix}.${ext}`;

// ---------------------------------------------------------------- the project page

/** Opens /UniqueProject/{id} on the Design Validation tab (by clicking the tab) and waits for its panels. */
export async function openDesignTab(page: Page, projectId: number) {
  await page.goto(`/UniqueProject/${projectId}`);
  await page.getByRole('tab', { name: 'Design Validation' }).click();
  await expect(page.getByRole('tab', { name: 'Design Validation' })).toHaveAttribute('aria-selected', 'true');
  await expect(statusPanel(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Design requirements documents' })).toBeVisible();
}

/** The value of a term of a description list (dt / dd) inside `scope`, e.g. 'Project status'. */
export const termValue = (scope: Locator | Page, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}:?$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A value of the project summary card, e.g. 'Planned opening date'. */
export const summaryValue = (page: Page, term: string) =>
  termValue(
    page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Project summary' }) }),
    term,
  );
/** The project summary card's status. */
export const summaryStatus = (page: Page) => summaryValue(page, 'Project status');

export const statusPanel = (page: Page) => page.getByRole('region', { name: 'Validation status' });

/** The card of a check in the validation status panel. */
export const checkCard = (page: Page, check: 'Completeness check' | 'Content validation') =>
  statusPanel(page)
    .getByRole('group', { name: check, exact: true })
    .filter({ has: page.getByRole('heading', { name: check, level: 4 }) });

/** Waits until a check reads `status` with `refusals` refusals. */
export async function expectCheck(
  page: Page,
  check: 'Completeness check' | 'Content validation',
  status: string,
  refusals?: number,
) {
  const card = checkCard(page, check);
  await expect(termValue(card, 'Status'), `${check} status`).toHaveText(status);
  if (refusals !== undefined)
    await expect(termValue(card, 'Refusals'), `${check} refusals`).toHaveText(String(refusals));
}

/** The refusal count a check shows now. */
export async function refusalsOf(page: Page, check: 'Completeness check' | 'Content validation') {
  return Number((await termValue(checkCard(page, check), 'Refusals').textContent())?.trim());
}

// ---------------------------------------------------------------- the dossier (originator)

export const brandsPanel = (page: Page) =>
  page.getByRole('region', { name: 'Project type and CI workstream per brand' });
export const dataPanel = (page: Page) =>
  page.getByRole('region', { name: 'Project data and showroom surfaces' });
export const documentsPanel = (page: Page) =>
  page.getByRole('region', { name: 'Design requirements documents' });
/** Submit for validation; a documentation-only project's reads Submit as documented (no validation). */
export const submitButton = (page: Page) =>
  page.getByRole('button', { name: /^(Submit for validation|Submit as documented)$/ });

/** Picks one option of a single select (a MUI select in `scope`); the menu opens in a portal. */
export async function selectOne(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
  await expect(scope.getByRole('combobox', { name: label })).toContainText(option);
}

/** Sets a multiple select to exactly `options` (it stays open while choosing; Escape closes it). */
export async function selectMany(page: Page, scope: Locator, label: string, options: string[]) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (const option of await texts(listbox.getByRole('option'))) {
    const item = listbox.getByRole('option', { name: option, exact: true });
    const selected = (await item.getAttribute('aria-selected')) === 'true';
    if (selected !== options.includes(option)) {
      await item.click();
      await expect(item).toHaveAttribute('aria-selected', String(!selected));
    }
  }
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(options.join(', '));
}

/** Types a date (dd/mm/yyyy) into the date field labelled `label` (MUI X: day, month and year sections). */
export async function typeDate(scope: Locator, label: string, ddmmyyyy: string) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await field.page().keyboard.type(ddmmyyyy.replace(/\//g, ''));
  const [d = '', m = '', y = ''] = ddmmyyyy.split('/');
  await expect(field.getByRole('spinbutton', { name: 'Day' })).toHaveText(d);
  await expect(field.getByRole('spinbutton', { name: 'Month' })).toHaveText(m);
  await expect(field.getByRole('spinbutton', { name: 'Year' })).toHaveText(y);
}

export interface Dossier {
  /** The brands to tick and fill (each gets the same typology, workstreams and showroom surfaces). */
  brands: string[];
  typology: string;
  workstreams: string[];
  /** Label → value of the project data surfaces. */
  surfaces: Record<string, string>;
  openingDate: string;
  showroomNew: string;
  showroomSecond: string;
}

/** Fills the brand panels, the project data and the showroom surfaces of each brand. */
export async function fillDossier(page: Page, d: Dossier) {
  const brands = brandsPanel(page);
  const data = dataPanel(page);
  for (const name of d.brands) {
    const box = brands.getByRole('checkbox', { name, exact: true });
    if (!(await box.isChecked())) await box.check();
    const brand = brands.getByRole('group', { name, exact: true });
    await expect(brand).toBeVisible();
    await selectOne(page, brand, 'Project type (typology)', d.typology);
    await selectMany(page, brand, 'CI workstream', d.workstreams);
    const showroom = data.getByRole('group', { name: `Showroom surfaces per brand ${name}`, exact: true });
    await showroom.getByRole('textbox', { name: 'Showroom surface new vehicles (sqm)' }).fill(d.showroomNew);
    await showroom
      .getByRole('textbox', { name: 'Showroom surface second-hand vehicles (sqm)' })
      .fill(d.showroomSecond);
  }
  for (const [label, value] of Object.entries(d.surfaces))
    await data.getByRole('textbox', { name: label, exact: true }).fill(value);
  await typeDate(data, 'Planned opening date', d.openingDate);
}

/** The project data surfaces of spec 001 §3, as labelled on the form. */
export const SURFACES = {
  'Building surface (sqm)': '950',
  'Terrain surface (sqm)': '2800',
  'Workshop surface (sqm)': '310',
  'Spare parts shop surface (sqm)': '75.5',
  'Other surface (sqm)': '40',
  'Handover area (sqm)': '25',
  'Aftersales customer reception (sqm)': '30',
};

/** The document rows marked 'Required – missing', by label. */
export async function missingRows(page: Page): Promise<string[]> {
  const rows = documentsPanel(page)
    .getByRole('group')
    .filter({ hasText: 'Required – missing' })
    .getByRole('heading', { level: 4 });
  return texts(rows);
}

/** Clicks Submit and expects the missing-documents dialog; answers the documents it lists. */
export async function expectMissingDialog(page: Page): Promise<{ dialog: Locator; missing: string[] }> {
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Missing documents' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/and then click on SUBMIT (FOR VALIDATION|AS DOCUMENTED)/);
  const items = dialog.getByRole('list', { name: 'Missing documents' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return { dialog, missing: await texts(items) };
}

/** Uploads a generated file into each document slot named (PNG for the photos report, PDF otherwise). */
export async function uploadDocuments(page: Page, labels: string[], suffix: string): Promise<string[]> {
  const names: string[] = [];
  for (const label of labels) {
    const photo = label === 'Photos Report';
    const name = fileNameFor(label, suffix, photo ? 'png' : 'pdf');
    await documentsPanel(page)
      .getByLabel(`Choose a file for ${label}`, { exact: true })
      .setInputFiles(photo ? pngFile(name) : pdfFile(name, label));
    await expect(documentsPanel(page).getByRole('status')).toHaveText(`${name} is uploaded.`);
    await expect(
      documentsPanel(page).getByRole('list', { name: `Versions of ${label}`, exact: true }),
    ).toContainText(name);
    names.push(name);
  }
  // Every upload settled: no Upload button is still disabled (or fading back from its disabled colours).
  await expect(documentsPanel(page).locator('button:disabled')).toHaveCount(0);
  return names;
}

/** Submits and closes the success dialog (`title`, `text`); returns after the dossier is read-only. */
export async function submitSuccessfully(
  page: Page,
  { title, text, a11y }: { title: string; text: string; a11y?: () => Promise<void> },
) {
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  if (a11y) await a11y();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The dossier after submission: the lock note, no Save / Submit / Upload / Delete, read-only fields. */
export async function expectReadOnly(page: Page, brand: string) {
  await expect(
    page.getByText('The design has been submitted: the dossier can no longer be changed.'),
  ).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(documentsPanel(page).getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(documentsPanel(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(brandsPanel(page).getByRole('checkbox', { name: brand, exact: true })).toBeDisabled();
  await expect(
    brandsPanel(page).getByRole('combobox', { name: 'Project type (typology)' }).first(),
  ).toHaveAttribute('aria-disabled', 'true');
  await expect(
    dataPanel(page).getByRole('textbox', { name: 'Building surface (sqm)', exact: true }),
  ).toHaveAttribute('readonly', '');
}

// ---------------------------------------------------------------- decisions and messages (VC, HQ)

/**
 * Opens the decision dialog of `check` (Approve / Reject), checks its prompt, writes `comment` when given and
 * submits. Returns the dialog (hidden once the decision is recorded).
 */
export async function openDecision(
  page: Page,
  check: 'completeness check' | 'content validation',
  decision: 'Approve' | 'Reject',
): Promise<Locator> {
  const name = `${decision} the ${check}`;
  await statusPanel(page).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    decision === 'Reject' ? 'Please enter comment for rejection' : 'Please click on submit for confirmation',
  );
  return dialog;
}

export async function submitDecision(page: Page, dialog: Locator, doneText: string | RegExp) {
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(statusPanel(page).getByRole('status')).toContainText(doneText);
}

export const messageTool = (page: Page) => page.getByRole('region', { name: 'Messaging Tool' });

/** Posts a message of `type` with `text` (and attachments) in the message tool. */
export async function postMessage(
  page: Page,
  type: 'Comment' | 'Feedback Request' | 'Feedback Provided',
  text: string,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  const tool = messageTool(page);
  const composer = tool.getByRole('group', { name: 'New message' });
  if (type !== 'Comment') await selectOne(page, composer, 'Comment type', type);
  const send = composer.getByRole('button', { name: 'Send' });
  await expect(send, 'Send is disabled while the text is empty').toBeDisabled();
  await composer.getByRole('textbox', { name: 'Your message' }).fill(text);
  if (files.length) {
    await composer.getByLabel('Attach files', { exact: true }).setInputFiles(files);
    for (const f of files)
      await expect(composer.getByRole('list', { name: 'Files to attach' })).toContainText(f.name);
  }
  await send.click();
  await expect(composer.getByRole('status')).toHaveText('Your message has been posted.');
  // Newest first: the message tops the thread, with its type.
  const first = tool.getByRole('region', { name: 'Messages on this project' }).getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText(type);
  return first;
}

/**
 * The fixture's a11y check from the top of the page: the full-page screenshot then shows the fixed top bar,
 * side menu and any open dialog where they belong instead of where the page was scrolled to.
 */
export const fromTop =
  (a11y: (page: Page, step: string) => Promise<void>) => async (page: Page, step: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await a11y(page, step);
  };
