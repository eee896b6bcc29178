// Journey 17: the CI stage and the link pages on a phone (issue 20 §3, §5). A supplier opens the demo's mailed
// link at 390 px: a refused file name says "error" and why, a completion date in the future is refused with
// its reason; the auditor's page says in its prompt that the report comes first; the CI tab in German shows
// German dates.
import { chooseLanguage, expect, known, linkIn, test, tokenOf, type Api, type Mail } from '../lib/fixtures';
import { typeDate } from '../lib/design';

const PHONE = { width: 390, height: 844 };
const GERMAN_DATE =
  /\b\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4} \d{2}:\d{2}\b/;

/** A mailed link of the demo data to `page` whose form is not submitted yet. */
async function liveLink(api: Api, to: string[], page: string): Promise<string> {
  for (const address of to) {
    const mails: Mail[] = await api.mailsTo(address);
    for (const mail of mails.filter((m) => `${m.text}${m.html}`.includes(page))) {
      const link = linkIn(mail, page);
      const token = new URL(link).searchParams.get('token') ?? '';
      const answer = await api.get('projects/externallink', token);
      if (answer.status === 200 && !(answer.body as { readOnly: boolean }).readOnly) return link;
    }
  }
  throw new Error(`no live link to ${page} in the demo mailbox`);
}

const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

test('link pages at 390 px say why they refuse; the CI tab in German shows German dates', async ({
  api,
  newPage,
  signInAs,
  a11y,
}) => {
  const suppliers = ['peugeot', 'citroen', 'opel', 'ds', 'vauxhall', 'spoticar'].map(
    (b) => `${b}@supplier-demo.test`,
  );
  const supplierLink = await liveLink(api, suppliers, '/project/ciimplementationforsuplier');
  const auditorLink = await liveLink(api, ['audit@auditor-demo.test'], '/project/complianceauditforauditors');

  const supplier = await newPage({ viewport: PHONE });
  await test.step('supplier page: a refused file name says "error" and why, and sends nothing', async () => {
    await supplier.goto(supplierLink);
    await expect(
      supplier.getByText('Please Upload required details and submit for CI Implementation'),
    ).toBeVisible();
    await supplier.getByRole('button', { name: 'Upload Offer' }).click();
    const dialog = supplier.getByRole('dialog', { name: 'Add Document' });
    await dialog.getByLabel('Choose file').setInputFiles({
      name: 'Offer+v2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('error: Please change filename, "+" is not accepted');
    await a11y(supplier, 'supplier-refused-name');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('supplier page: Date Of Installation Completed may not be in the future', async () => {
    const ahead = new Date(Date.now() + 20 * 86_400_000);
    await typeDate(supplier.locator('main'), 'Date Of Installation Completed', ddmmyyyy(ahead));
    await expect(
      supplier.getByText(
        'Date Of Installation Completed cannot be in the future: enter the day the installation was completed.',
      ),
    ).toBeVisible();
    await a11y(supplier, 'supplier-future-date');
  });

  const auditor = await newPage({ viewport: PHONE });
  await test.step('auditor page: the prompt says the report comes first', async () => {
    await auditor.goto(auditorLink);
    await expect(
      auditor.getByText(
        'Please Upload required details and fill in the dates and submit for Compliance Audit',
      ),
    ).toBeVisible();
    await expect(
      auditor.getByText('Upload the compliance report before submitting the audit.'),
    ).toBeVisible();
    await a11y(auditor, 'auditor-prompt');
  });

  await test.step('the CI tab in German shows German dates', async () => {
    const vc = await signInAs('vc', await newPage({ viewport: { width: 1280, height: 900 } }));
    const list = await api.post(
      'Projects/getallprojectsbyfilters',
      { arProjectStatus: [10], PageSize: 5 },
      await tokenOf(vc),
    );
    expect(list.status).toBe(200);
    const [row] = list.body.rows as { projectId: number }[];
    expect(row, 'a demo project at Notification of Technical Completion').toBeTruthy();
    await vc.goto(
      `/UniqueProject/${known(row, 'a project at Notification of Technical Completion').projectId}`,
    );
    await chooseLanguage(vc, 'de');
    await vc.getByRole('tab', { name: 'CI-Umsetzung' }).click();
    await expect(vc.getByText(GERMAN_DATE).first()).toBeVisible();
    await expect(
      vc.getByText(/(Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember) \d{1,2}\. \d{4}/),
    ).toHaveCount(0);
    await a11y(vc, 'ci-tab-de');
    await chooseLanguage(vc, 'en');
  });
});
