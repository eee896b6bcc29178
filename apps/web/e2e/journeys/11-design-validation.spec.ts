// Journey 11: design validation end to end (issue 10 §4; spec 001 §2, §5, §6, §9; spec 002 message tool and
// notifications). The originator fills the dossier of a registered project, is refused with the missing
// documents, uploads them and submits, while the Validation Center's bell shows the submission live; then
// the GEC validator approves completeness, a content validator asks HQ for feedback, HQ answers in the
// thread, and the validator approves: the project shows Project Approved everywhere, and its Activity tab
// tells the whole story (issue 22 §5).
import { expect, expectPath, test, texts, type Page } from '../lib/fixtures';
import {
  checkCard,
  dataPanel,
  expectCheck,
  expectMissingDialog,
  expectReadOnly,
  fillDossier,
  fromTop,
  messageTool,
  missingRows,
  openDecision,
  openDesignTab,
  pngFile,
  postMessage,
  statusPanel,
  submitDecision,
  submitSuccessfully,
  summaryStatus,
  summaryValue,
  SURFACES,
  termValue,
  uploadDocuments,
} from '../lib/design';

const SITE = 'GARAGE DE BRETAGNE';
const WIDE = { width: 1440, height: 900 };
const cells = (page: Page, field: string) => page.locator(`[role="gridcell"][data-field="${field}"]`);
const bell = (page: Page) => page.getByTestId('notification-bell');
const bellCount = async (page: Page) =>
  Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+)/)?.[1] ?? NaN);

// The second journey goes on with the project the first one submitted.
test.describe.configure({ mode: 'serial' });

let projectId = 0;
let code = '';

test('originator submits the design dossier after the missing documents; VC sees it in the bell and reads it', async ({
  page,
  newPage,
  signInAs,
  a11y,
}) => {
  const check = fromTop(a11y);
  // The Validation Center user is signed in first: the bell must follow the submission without a reload.
  const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
  await expect(bell(vc)).toBeVisible();
  // The demo's notifications are there: wait for their count before reading it (the page may still load).
  await expect.poll(() => bellCount(vc), { message: 'the bell shows its count' }).toBeGreaterThan(0);
  const before = await bellCount(vc);

  await page.setViewportSize(WIDE);
  await signInAs('originator', page);

  await test.step(`originator opens ${SITE} (registered) from the list`, async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(SITE);
    const row = page.getByRole('row').filter({ hasText: SITE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Project Registered');
    const link = row.getByRole('link', { name: /^Edit project / });
    code = ((await link.getAttribute('aria-label')) ?? '').replace('Edit project ', '');
    await link.click();
    await expect(page).toHaveURL(/\/UniqueProject\/\d+/);
    projectId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Project ${code}`);
    await page.getByRole('tab', { name: 'Design Validation' }).click();
    await expect(statusPanel(page)).toBeVisible();
    await expectCheck(page, 'Completeness check', 'Under Examination', 0);
    await expectCheck(page, 'Content validation', 'Under Examination', 0);
    await expect(termValue(statusPanel(page), 'Design submission date')).toHaveText('Not submitted yet');
    await expect(page.getByRole('region', { name: 'Design requirements documents' })).toBeVisible();
    await check(page, 'originator-design-tab');
  });

  await test.step('fills the brand panel, the project data and the showroom surfaces', async () => {
    await fillDossier(page, {
      brands: ['Peugeot'],
      typology: 'Renovation',
      workstreams: ['Exterior signage', 'Interior design', 'Furniture'],
      surfaces: SURFACES,
      openingDate: '15/06/2027',
      showroomNew: '260',
      showroomSecond: '120',
    });
    await check(page, 'originator-dossier-filled');
  });

  let missing: string[] = [];
  await test.step('Submit for validation is refused: the missing-documents dialog lists them', async () => {
    const refused = await expectMissingDialog(page);
    missing = refused.missing;
    expect(missing).toEqual(
      expect.arrayContaining(['New Project Interior Plan', 'Digital At Retail Order Form']),
    );
    expect(missing, 'documents already uploaded are not asked for').not.toContain('Situation Plan');
    await check(page, 'originator-missing-documents');
    await refused.dialog.getByRole('button', { name: 'OK' }).click();
    await expect(refused.dialog).toBeHidden();
    // The documents panel marks the same ones as missing.
    await expect.poll(() => missingRows(page)).toEqual(missing);
    // The draft was saved with the submission attempt: the summary card shows its opening date, and so
    // does the form after a reload.
    await expect(summaryValue(page, 'Planned opening date')).toHaveText('15/06/2027');
    await page.reload();
    await expect(
      dataPanel(page).getByRole('textbox', { name: 'Building surface (sqm)', exact: true }),
    ).toHaveValue(SURFACES['Building surface (sqm)']);
  });

  await test.step('uploads each missing document (small generated PDFs)', async () => {
    await uploadDocuments(page, missing, code.replace(/-/g, ''));
    await expect.poll(() => missingRows(page)).toEqual([]);
    await check(page, 'originator-documents-uploaded');
  });

  await test.step('submits: success text, then the dossier is read-only and the button gone', async () => {
    await submitSuccessfully(page, {
      title: 'Design submitted',
      text: 'Design files successfully uploaded and submitted. You will receive information after the validation process. This will take about 2 weeks.',
      a11y: () => check(page, 'originator-submitted'),
    });
    await expectReadOnly(page, 'Peugeot');
    await expect(summaryStatus(page)).toHaveText('Project Under Review');
    await expect(termValue(statusPanel(page), 'Design submission date')).not.toHaveText('Not submitted yet');
    await expectCheck(page, 'Completeness check', 'Under Examination', 0);
    await check(page, 'originator-read-only');
    // The same tab opened on a phone (390 px): one column, nothing cut.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(statusPanel(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Design Validation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no horizontal scrolling at 390 px',
    ).toBeLessThanOrEqual(390);
    await check(page, 'originator-read-only-390');
    await page.setViewportSize(WIDE);
  });

  await test.step('VC: the bell counts the submission live; Read removes it', async () => {
    await expect
      .poll(() => bellCount(vc), { message: 'the bell count grows without a reload' })
      .toBe(before + 1);
    await bell(vc).click();
    const drawer = vc.getByTestId('notifications-drawer');
    await expect(drawer).toBeVisible();
    const item = drawer.getByTestId('notification-item').filter({ hasText: code });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('notification-message')).toHaveText(
      new RegExp(`^New design submitted for validation: ${SITE} \\(${code}\\), by `),
    );
    await expect(item.getByRole('link', { name: SITE })).toHaveAttribute(
      'href',
      `/UniqueProject/${projectId}`,
    );
    await expect(drawer).toContainText(`You have ${before + 1} unread notifications.`);
    await check(vc, 'vc-notifications');
    await item.getByRole('button', { name: 'Read' }).click();
    await expect(item).toHaveCount(0);
    await expect(drawer).toContainText(`You have ${before} unread notifications.`);
    await expect.poll(() => bellCount(vc)).toBe(before);
    await drawer.getByRole('button', { name: 'Close notifications' }).click();
    await expect(drawer).toBeHidden();
    // Read stays read.
    await vc.reload();
    await expect.poll(() => bellCount(vc)).toBe(before);
  });
});

test('GEC approves completeness, VC asks HQ for feedback, HQ answers, VC approves: Project Approved', async ({
  api,
  newPage,
  signInAs,
  a11y,
}) => {
  // Serial: this journey runs only after the first one, which submitted the project.
  expect(projectId, 'the project submitted by the first journey').toBeTruthy();
  const check = fromTop(a11y);

  await test.step('GEC Validator: approves the completeness check → Revision Meeting', async () => {
    const gec = await signInAs('gec', await newPage({ viewport: WIDE }));
    await openDesignTab(gec, projectId);
    await expectCheck(gec, 'Completeness check', 'Under Examination', 0);
    // Content cannot be decided before completeness.
    await expect(gec.getByRole('button', { name: 'Approve the content validation' })).toHaveCount(0);
    const dialog = await openDecision(gec, 'completeness check', 'Approve');
    await check(gec, 'gec-approve-dialog');
    await submitDecision(gec, dialog, 'The completeness check is approved');
    await expect(gec.getByRole('button', { name: 'Approve the completeness check' })).toHaveCount(0);
    await expectCheck(gec, 'Completeness check', 'Approved', 0);
    await expect(summaryStatus(gec)).toHaveText('Revision Meeting');
    await check(gec, 'gec-completeness-approved');
  });

  const request = `HQ, please confirm the Renovation layout of ${SITE} before we validate its content.`;
  await test.step('Validator: sends a Feedback Request through the message tool', async () => {
    const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
    const mark = await api.mailMark('hq@demo.test');
    await openDesignTab(vc, projectId);
    await expect(summaryStatus(vc)).toHaveText('Revision Meeting');
    await expect(
      statusPanel(vc).getByRole('button', { name: 'Approve the content validation' }),
    ).toBeVisible();
    const message = await postMessage(vc, 'Feedback Request', request, [pngFile('Facade_question.png')]);
    await expect(message.getByRole('button', { name: 'Download Facade_question.png' })).toBeVisible();
    await expectCheck(vc, 'Content validation', 'Feedback Request for Content Validation', 0);
    // Waiting for HQ: the content cannot be decided now.
    await expect(statusPanel(vc).getByRole('button', { name: 'Approve the content validation' })).toHaveCount(
      0,
    );
    await check(vc, 'vc-feedback-requested');
    // HQ is asked by mail.
    const mail = await api.waitForMail('hq@demo.test', {
      mark,
      match: (m) => m.subject === `Feedback requested: ${code} ${SITE}`,
    });
    expect(mail.text).toContain(request);
  });

  const answer = 'HQ agrees with the Renovation layout; keep the current exterior signage guideline.';
  await test.step('HQ: finds the project on Pending Validation and answers with Feedback Provided', async () => {
    const hq = await signInAs('hq', await newPage({ viewport: WIDE }));
    await hq.goto('/Pending-Validation');
    await expect(hq.getByRole('heading', { level: 1, name: 'Pending Validation' })).toBeVisible();
    const row = hq.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(SITE);
    await check(hq, 'hq-pending-validation');
    await row.getByRole('link', { name: `Open project ${code}` }).click();
    await expectPath(hq, `/UniqueProject/${projectId}`);
    await hq.getByRole('tab', { name: 'Design Validation' }).click();
    const thread = messageTool(hq).getByRole('region', { name: 'Messages on this project' });
    await expect(thread.getByRole('listitem').first()).toContainText(request);
    await postMessage(hq, 'Feedback Provided', answer);
    await expectCheck(hq, 'Content validation', 'Under Examination', 0);
    await check(hq, 'hq-feedback-provided');
    // Answered: the project leaves HQ's list.
    await hq.goto('/Pending-Validation');
    await expect(hq.getByRole('heading', { level: 1, name: 'Pending Validation' })).toBeVisible();
    await expect(hq.getByRole('status').filter({ hasText: /projects?$/ })).toBeVisible();
    await expect(hq.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  });

  await test.step('Validator: finds it on Feedback Provided, approves the content → Project Approved', async () => {
    const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
    await vc.goto('/Feedback-Provided');
    await expect(vc.getByRole('heading', { level: 1, name: 'Feedback Provided' })).toBeVisible();
    const row = vc.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await check(vc, 'vc-feedback-provided-list');
    await row.getByRole('link', { name: `Open project ${code}` }).click();
    await expectPath(vc, `/UniqueProject/${projectId}`);
    await vc.getByRole('tab', { name: 'Design Validation' }).click();
    const thread = messageTool(vc).getByRole('region', { name: 'Messages on this project' });
    await expect(thread.getByRole('listitem').first()).toContainText(answer);
    await expect(thread.getByRole('listitem').first()).toContainText('Feedback Provided');
    const unread = await bellCount(vc);
    const dialog = await openDecision(vc, 'content validation', 'Approve');
    await dialog
      .getByRole('textbox', { name: 'Validation comment (optional)' })
      .fill('Approved after HQ feedback.');
    await submitDecision(vc, dialog, 'The content validation is approved');
    await expect(statusPanel(vc).getByRole('button', { name: /the content validation$/ })).toHaveCount(0);
    await expectCheck(vc, 'Completeness check', 'Approved', 0);
    await expectCheck(vc, 'Content validation', 'Approved', 0);
    await expect(termValue(checkCard(vc, 'Content validation'), 'Date')).not.toHaveText('—');
    await expect(summaryStatus(vc)).toHaveText('Project Approved');
    await check(vc, 'vc-content-approved');
    // The validator's own decision is not notified to themself.
    await vc.reload();
    await expect(summaryStatus(vc)).toHaveText('Project Approved');
    await expect.poll(() => bellCount(vc)).toBe(unread);

    // The project list says so too.
    await vc.goto('/Project-List');
    await vc.getByRole('searchbox', { name: 'Search' }).fill(code);
    await expect.poll(async () => texts(cells(vc, 'projectUniqueId'))).toEqual([code]);
    await expect(cells(vc, 'status')).toHaveText(['Project Approved']);
    await check(vc, 'vc-project-list');
  });

  await test.step('the Activity tab tells it all, newest first; filtered by kind; exported as CSV', async () => {
    const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
    await vc.goto(`/UniqueProject/${projectId}?tab=activity`);
    const list = vc.getByRole('list', { name: 'Project activity, newest first' });
    const items = list.getByRole('listitem');
    await expect(items.first()).toContainText('Content validation approved');
    await expect(items.first()).toContainText('Approved after HQ feedback.');
    for (const text of [
      'Status changed: Revision Meeting → Project Approved',
      'Feedback provided to the Validation Center',
      'Feedback requested from HQ/Management',
      'Completeness check approved',
      'Status changed: Project Registered → Project Under Review',
      'Design dossier submitted for validation',
    ])
      await expect(items.filter({ hasText: text }).first(), text).toBeVisible();
    await expect(items.filter({ hasText: answer })).toHaveCount(1);
    await check(vc, 'vc-activity');

    await vc.getByRole('combobox', { name: 'Kinds of activity' }).click();
    await vc.getByRole('option', { name: 'Validation decisions' }).click();
    await vc.keyboard.press('Escape');
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText('Completeness check approved');
    const [download] = await Promise.all([
      vc.waitForEvent('download'),
      vc.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`activity-${code}.csv`);
  });

  await test.step("the originator reads its own project's activity at 390 px", async () => {
    const originator = await signInAs('originator', await newPage({ viewport: { width: 390, height: 844 } }));
    await originator.goto(`/UniqueProject/${projectId}?tab=activity`);
    const list = originator.getByRole('list', { name: 'Project activity, newest first' });
    await expect(list.getByRole('listitem').first()).toContainText('Content validation approved');
    expect(
      await originator.evaluate(() => document.documentElement.scrollWidth),
      'no horizontal scrolling at 390 px',
    ).toBeLessThanOrEqual(390);
    await check(originator, 'originator-activity-390');
  });
});
