// Journey 13: after approval (issue 11 §4; spec 001 CI implementation and compliance audit, spec 002 external
// pages; docs/lifecycle.md, docs/external-parties.md). The Validation Center invites a supplier and an auditor of an approved project; the
// supplier opens the mailed link, uploads offer, order and invoice, enters the dates and confirms; the
// originator submits the CI implementation with an installation photo; the auditor uploads the report and
// submits the audit date: the project shows Notification of Site Compliance. Then an ARCAD party uploads a
// location file, and a revoked link shows the error page.
import { chooseLanguage, expect, known, linkIn, test, tokenOf, type Api, type Page } from '../lib/fixtures';
import { pdfFile, pngFile, summaryStatus, typeDate } from '../lib/design';
import { uniqueSuffix } from '../lib/projects';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
const CI_BRANDS = ['Citroen', 'Peugeot', 'DS Automobiles', 'Opel', 'Vauxhall', 'Spoticar'];
const INVALID_LINK = 'Incorrect URL copied or Session has expired.';

interface Row {
  projectId: number;
  projectUniqueId: string;
  siteName: string;
  brands: string;
  statusId: number;
}

/** An approved project of the demo originator with one CI brand and nobody invited yet (revoking, if need be). */
async function approvedProject(api: Api, originator: string, vc: string) {
  const list = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [3], PageSize: 100 },
    originator,
  );
  expect(list.status).toBe(200);
  // One CI brand: its supplier's confirmation alone covers every CI brand (Technical Completion).
  const rows = (list.body.rows as Row[]).filter(
    (r) => r.brands.split(',').filter((b) => CI_BRANDS.includes(b.trim())).length === 1,
  );
  expect(rows.length, 'the demo originator has an approved project with one CI brand').toBeGreaterThan(0);
  const row = known(rows.at(-1), 'a project with one CI brand');
  const invitations = await api.get(`projects/invitations/${row.projectId}`, vc);
  for (const i of invitations.body as { invitationId: number; state: string }[])
    if (i.state !== 'revoked')
      expect((await api.post(`projects/invitations/${i.invitationId}/revoke`, {}, vc)).status).toBe(200);
  const brand = row.brands
    .split(',')
    .map((b) => b.trim())
    .find((b) => CI_BRANDS.includes(b));
  return { ...row, brand: known(brand, "the project's CI brand") };
}

async function openTab(page: Page, projectId: number, tab: 'CI Implementation' | 'Compliance Audit') {
  await page.goto(`/UniqueProject/${projectId}`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** Invite button → dialog (name, email) → sent; the invitation is listed as Sent. */
async function invite(page: Page, button: string, name: string, email: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The invitation was sent to ${email}.`)).toBeVisible();
}

/** An external page's 'Add Document' dialog: choose, Upload, 'Success Upload', Close. */
async function uploadExternal(page: Page, button: string, file: ReturnType<typeof pdfFile>) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Document' });
  await dialog.getByLabel('Choose file').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Success Upload')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

let project: Awaited<ReturnType<typeof approvedProject>>;
let auditorLink = '';

test('VC invites a supplier and an auditor; the supplier uploads offer, order and invoice and confirms', async ({
  api,
  newPage,
  signInAs,
  a11y,
}) => {
  const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
  const originator = await signInAs('originator', await newPage({ viewport: WIDE }));
  project = await approvedProject(api, await tokenOf(originator), await tokenOf(vc));
  const suffix = uniqueSuffix().toLowerCase();
  const supplierEmail = `supplier-${suffix}@example.test`;
  const auditorEmail = `auditor-${suffix}@example.test`;

  await test.step('VC invites the supplier of a brand on the CI Implementation tab', async () => {
    await openTab(vc, project.projectId, 'CI Implementation');
    await expect(vc.getByText(`Project ID: ${project.projectUniqueId}`).first()).toBeVisible();
    await invite(vc, `Invite the ${project.brand} supplier`, 'Sam Supplier', supplierEmail);
    const item = vc.getByRole('listitem', { name: `Supplier · ${project.brand}: Sam Supplier` });
    await expect(item.getByText('Sent', { exact: true })).toBeVisible();
    await a11y(vc, 'ci-tab-vc');
  });

  await test.step('VC invites the auditor on the Compliance Audit tab', async () => {
    await openTab(vc, project.projectId, 'Compliance Audit');
    await invite(vc, 'Invite the auditor', 'Ada Auditor', auditorEmail);
    await a11y(vc, 'audit-tab-vc');
  });

  const supplierLink = linkIn(await api.waitForMail(supplierEmail), '/project/ciimplementationforsuplier');
  auditorLink = linkIn(await api.waitForMail(auditorEmail), '/project/complianceauditforauditors');
  const supplier = await newPage({ viewport: WIDE });

  await test.step('the supplier opens the mailed link without an account', async () => {
    await supplier.goto(supplierLink);
    await expect(
      supplier.getByText('Please Upload required details and submit for CI Implementation'),
    ).toBeVisible();
    await expect(supplier.getByText(project.projectUniqueId).first()).toBeVisible();
    await a11y(supplier, 'supplier-page');
  });

  await test.step('a missing date: the dialog says so and nothing is sent', async () => {
    await supplier.getByRole('button', { name: 'Confirm CI installation completed' }).click();
    const dialog = supplier.getByRole('dialog', { name: 'CI Implementation submit' });
    await expect(dialog.getByText('Please enter all required fields')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('offer (→ Offers Received), order (→ Order Intake) and invoice', async () => {
    await uploadExternal(supplier, 'Upload Offer', pdfFile(`Offer_${suffix}.pdf`, 'Offer'));
    await expect
      .poll(
        async () =>
          (await api.get(`projects/GetProjectLatestStatus/${project.projectId}`, await tokenOf(vc))).body,
      )
      .toMatchObject({ statusId: 8 });
    await uploadExternal(supplier, 'Upload Order', pdfFile(`Order_${suffix}.pdf`, 'Order'));
    await uploadExternal(supplier, 'Upload Invoice', pdfFile(`Invoice_${suffix}.pdf`, 'Invoice'));
    await expect(supplier.getByText(`Offer_${suffix}.pdf`)).toBeVisible();
    await expect(supplier.getByText(`Invoice_${suffix}.pdf`)).toBeVisible();
  });

  await test.step('the same file name again: the FileExist message', async () => {
    await supplier.getByRole('button', { name: 'Upload Offer' }).click();
    const dialog = supplier.getByRole('dialog', { name: 'Add Document' });
    await dialog.getByLabel('Choose file').setInputFiles(pdfFile(`Offer_${suffix}.pdf`, 'Offer'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(
      dialog.getByText('A file with this name already exists. Please upload a file with a different name.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the three dates and the confirmation: Request Submitted Successfully', async () => {
    await typeDate(supplier.locator('main'), 'Planned Delivery Date', '02/03/2027');
    await typeDate(supplier.locator('main'), 'Date Of Installation Completed', '20/10/2026');
    await typeDate(supplier.locator('main'), 'Planned Installation Date', '10/03/2027');
    await supplier.getByRole('button', { name: 'Confirm CI installation completed' }).click();
    await expect(supplier.getByText('Request Submitted Successfully')).toBeVisible();
    await expect(supplier.getByRole('button', { name: 'Confirm CI installation completed' })).toHaveCount(0);
    await a11y(supplier, 'supplier-submitted');
  });

  await test.step('the supplier page at 390 px, and in French', async () => {
    await supplier.setViewportSize(NARROW);
    await supplier.reload();
    await expect(supplier.getByText('Request Submitted Successfully')).toBeVisible();
    await a11y(supplier, 'supplier-narrow');
    await chooseLanguage(supplier, 'fr');
    await expect(supplier.getByText('Demande envoyée avec succès')).toBeVisible();
    await expect(supplier.getByRole('button', { name: 'Mise en œuvre CI' })).toBeVisible();
    await a11y(supplier, 'supplier-narrow-fr');
  });

  await test.step('VC sees the offer, order and invoice; the originator only their dates', async () => {
    await openTab(vc, project.projectId, 'CI Implementation');
    await expect(vc.getByRole('button', { name: `Download Offer_${suffix}.pdf` })).toBeVisible();
    await expect(summaryStatus(vc)).toHaveText('Notification of Technical Completion');
    await openTab(originator, project.projectId, 'CI Implementation');
    await expect(originator.getByText(/Received on/).first()).toBeVisible();
    await expect(originator.getByRole('button', { name: `Download Offer_${suffix}.pdf` })).toHaveCount(0);
  });
});

test('the originator submits the CI implementation with a photo; the auditor submits: Notification of Site Compliance', async ({
  newPage,
  signInAs,
  a11y,
}) => {
  // Serial: this journey runs only after the first one, which chose the project and invited the auditor.
  expect(project, 'the project of the first journey').toBeTruthy();
  expect(auditorLink, "the auditor's link mailed in the first journey").toBeTruthy();
  const originator = await signInAs('originator', await newPage({ viewport: WIDE }));

  await test.step('no photo: no submit button; a photo: the button', async () => {
    await openTab(originator, project.projectId, 'CI Implementation');
    await expect(originator.getByRole('button', { name: 'Submit CI implementation' })).toHaveCount(0);
    await originator
      .getByLabel('Choose a file for Installation photos')
      .setInputFiles(pngFile('Installation_photo_1.png'));
    await expect(originator.getByText('Installation_photo_1.png').first()).toBeVisible();
    await a11y(originator, 'ci-tab-originator');
  });

  await test.step('submit (full compliance), confirmed', async () => {
    await originator.getByRole('button', { name: 'Submit CI implementation' }).click();
    const confirm = originator.getByRole('dialog', { name: 'Submit the CI implementation?' });
    await confirm.getByRole('button', { name: 'Submit CI implementation' }).click();
    await expect(originator.getByText(/CI implementation submitted on/)).toBeVisible();
    await expect(originator.getByRole('button', { name: 'Submit CI implementation' })).toHaveCount(0);
  });

  await test.step('the CI tab at 390 px, and in German', async () => {
    await originator.setViewportSize(NARROW);
    await a11y(originator, 'ci-tab-narrow');
    await originator.setViewportSize(WIDE);
    await chooseLanguage(originator, 'de');
    await expect(originator.getByText(/CI-Umsetzung eingereicht am .* 2026/)).toBeVisible();
    await a11y(originator, 'ci-tab-de');
    await chooseLanguage(originator, 'en');
  });

  const auditor = await newPage({ viewport: WIDE });
  await test.step('the auditor uploads the report, enters the date and submits', async () => {
    await auditor.goto(auditorLink);
    await expect(
      auditor.getByText(
        'Please Upload required details and fill in the dates and submit for Compliance Audit',
      ),
    ).toBeVisible();
    await uploadExternal(auditor, 'Upload Compliance Report', pdfFile('Compliance_report.pdf', 'Audit'));
    await typeDate(auditor.locator('main'), 'Date of executed site compliance audit', '25/03/2027');
    await auditor.getByRole('button', { name: 'Submit Compliance Audit' }).click();
    await expect(auditor.getByText('Request Submitted Successfully')).toBeVisible();
    await a11y(auditor, 'auditor-submitted');
  });

  await test.step('the project shows Notification of Site Compliance and the audit date', async () => {
    await openTab(originator, project.projectId, 'Compliance Audit');
    await expect(summaryStatus(originator)).toHaveText('Notification of Site Compliance');
    await expect(
      originator.getByRole('textbox', { name: 'Date of executed site compliance audit' }),
    ).toHaveValue('25/03/2027');
    await a11y(originator, 'audit-tab-done');
  });
});

test('an ARCAD party uploads a location file; a revoked link shows the error page', async ({
  api,
  newPage,
  signInAs,
  a11y,
}) => {
  const vc = await signInAs('vc', await newPage({ viewport: WIDE }));
  const email = `arcad-${uniqueSuffix().toLowerCase()}@example.test`;

  await test.step('VC invites an ARCAD party from the map screen', async () => {
    await vc.goto('/Interactive-Map');
    await invite(vc, 'Invite an ARCAD party', 'Ari Arcad', email);
    await a11y(vc, 'arcad-invite');
  });

  const link = linkIn(await api.waitForMail(email), '/user/uploadARCADRequest');
  const party = await newPage({ viewport: WIDE });
  await test.step('the party uploads a CSV: rows imported, the bad one refused with its reason', async () => {
    await party.goto(link);
    await expect(party.getByRole('heading', { name: 'Upload ARCAD Details' }).first()).toBeVisible();
    const csv = [
      'ARCAD location code;Site name;Street;Zip code;City;Country code;Latitude;Longitude',
      'J13-0001;GARAGE UN;1 RUE A;75001;PARIS;FR;48.8566;2.3522',
      'J13-0002;GARAGE DEUX;2 RUE B;69001;LYON;FR;45.7640;4.8357',
      'J13-0003;GARAGE TROIS;3 RUE C;13001;MARSEILLE;FR;123.0;5.3698',
    ].join('\n');
    await party.getByRole('button', { name: 'Add Document' }).click();
    const dialog = party.getByRole('dialog', { name: 'Add Document' });
    await dialog
      .getByLabel('Choose file')
      .setInputFiles({ name: 'arcad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Success Upload')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(party.getByText(/\b2\b.*\b3\b/).first()).toBeVisible();
    const refused = party.getByRole('table');
    await expect(refused.getByRole('cell', { name: '4', exact: true })).toBeVisible();
    await a11y(party, 'arcad-result');
  });

  await test.step('VC revokes the invitation: the link shows the error', async () => {
    await vc.reload();
    await vc.getByRole('button', { name: 'Revoke the invitation of Ari Arcad' }).click();
    await vc
      .getByRole('dialog', { name: 'Revoke this invitation?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(vc.getByText(`The invitation of ${email} is revoked.`)).toBeVisible();
    const again = await newPage({ viewport: NARROW });
    await again.goto(link);
    await expect(again.getByText(INVALID_LINK)).toBeVisible();
    await a11y(again, 'revoked-link');
  });

  await test.step('a link with a wrong id shows the error too', async () => {
    const wrong = new URL(link);
    wrong.searchParams.set('email', 'someone.else@example.test');
    const page = await newPage({ viewport: WIDE });
    await page.goto(wrong.toString());
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
  });
});
