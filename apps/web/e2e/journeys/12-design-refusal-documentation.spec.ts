// Journey 12: a refusal and a resubmission with the refusal counts, and a documentation-only project
// documented (issue 10 §4; spec 001 §4 "Design validation statuses", §5 "Validation comment", §9).
import { expect, known, test, tokenOf, type Api, type Page } from '../lib/fixtures';
import {
  documentsPanel,
  expectCheck,
  expectMissingDialog,
  expectReadOnly,
  fillDossier,
  fromTop,
  openDecision,
  openDesignTab,
  refusalsOf,
  statusPanel,
  submitButton,
  submitDecision,
  submitSuccessfully,
  summaryStatus,
  SURFACES,
  uploadDocuments,
} from '../lib/design';

const WIDE = { width: 1440, height: 900 };
const ORIGINATOR = 'originator@demo.test';

interface Row {
  projectId: number;
  projectUniqueId: string;
  siteName: string;
  brands: string;
  statusId: number;
  architectEmail: string;
  isEnabled: boolean;
}

/** The enabled projects of the demo originator in `status`, as `page`'s user sees them (set-up only). */
async function originatorProjects(api: Api, page: Page, status: number): Promise<Row[]> {
  const res = await api.post(
    'Projects/getallprojectsbyfilters',
    { arProjectStatus: [status], PageSize: 100 },
    await tokenOf(page),
  );
  expect(res.status, 'project list').toBe(200);
  return (res.body as { rows: Row[] }).rows.filter(
    (r) => r.statusId === status && r.isEnabled && r.architectEmail === ORIGINATOR,
  );
}

test('GEC rejects the completeness check with a comment; the originator resubmits, the count stays', async ({
  api,
  newPage,
  signInAs,
  a11y,
}) => {
  const check = fromTop(a11y);
  const gec = await signInAs('gec', await newPage({ viewport: WIDE }));
  const candidates = await originatorProjects(api, gec, 1);
  expect(candidates.length, 'the demo has projects of originator@demo.test under review').toBeGreaterThan(0);
  const project = known(candidates[0], 'a project under review');
  const { projectId, projectUniqueId: code } = project;

  let refusals = 0;
  await test.step(`GEC opens ${code} (${project.siteName}, under review)`, async () => {
    await openDesignTab(gec, projectId);
    await expect(summaryStatus(gec)).toHaveText('Project Under Review');
    await expectCheck(gec, 'Completeness check', 'Under Examination');
    refusals = await refusalsOf(gec, 'Completeness check');
  });

  await test.step('reject without a comment is refused with the spec message', async () => {
    const dialog = await openDecision(gec, 'completeness check', 'Reject');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please enter the comment first and then click on submit',
    );
    await expect(dialog, 'nothing is sent: the dialog stays').toBeVisible();
    await check(gec, 'gec-reject-no-comment');
    await dialog
      .getByRole('textbox', { name: 'Validation comment' })
      .fill('The existing facade plan has no dimensions. Please upload a complete plan.');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await submitDecision(gec, dialog, 'The completeness check is rejected');
    await expect(statusPanel(gec).getByRole('button', { name: /the completeness check$/ })).toHaveCount(0);
    await expectCheck(gec, 'Completeness check', 'Rejected', refusals + 1);
    await expect(summaryStatus(gec)).toHaveText('Project Refused / Not Compliant');
    await check(gec, 'gec-completeness-rejected');
  });

  await test.step('the originator uploads a corrected plan and submits again', async () => {
    const page = await signInAs('originator', await newPage({ viewport: WIDE }));
    await openDesignTab(page, projectId);
    await expectCheck(page, 'Completeness check', 'Rejected', refusals + 1);
    // The refusal re-opens the dossier.
    await expect(submitButton(page)).toBeVisible();
    await uploadDocuments(page, ['Existing Facade Plan'], 'corrected');
    await check(page, 'originator-refused-dossier');
    await submitSuccessfully(page, {
      title: 'Design submitted',
      text: 'Design files successfully uploaded and submitted.',
    });
    await expectCheck(page, 'Completeness check', 'Under Examination', refusals + 1);
    await expectCheck(page, 'Content validation', 'Under Examination');
    await expect(summaryStatus(page)).toHaveText('Project Under Review');
    await expect(submitButton(page)).toHaveCount(0);
    await check(page, 'originator-resubmitted');
  });

  await test.step('GEC sees it under examination again, with the count kept', async () => {
    await gec.reload();
    await expectCheck(gec, 'Completeness check', 'Under Examination', refusals + 1);
    await expect(
      statusPanel(gec).getByRole('button', { name: 'Approve the completeness check' }),
    ).toBeVisible();
  });
});

test('a documentation-only project is documented without validation', async ({
  api,
  signInAs,
  a11y,
  newPage,
}) => {
  const check = fromTop(a11y);
  const page = await signInAs('originator', await newPage({ viewport: WIDE }));
  const candidates = await originatorProjects(api, page, 6);
  // The Lyon site's documentation-only project when the demo has it, another one of the originator's otherwise.
  const project = candidates.find((r) => r.siteName === 'AUTOMOBILES RHÔNE SAÔNE') ?? candidates[0];
  expect(project, 'the demo has a documentation-only project of originator@demo.test').toBeTruthy();
  const documentationOnly = known(project, 'a documentation-only project');
  const { projectId, projectUniqueId: code } = documentationOnly;
  const brands = documentationOnly.brands.split(', ').filter(Boolean);

  await test.step(`opens ${code} (${documentationOnly.siteName}): documentation only`, async () => {
    await openDesignTab(page, projectId);
    await expect(summaryStatus(page)).toHaveText('Project Registered for Documentation Only');
    await expect(statusPanel(page)).toContainText(
      'Documentation-only project: it is documented without validation.',
    );
    await fillDossier(page, {
      brands,
      typology: 'New Build',
      workstreams: ['Exterior signage', 'Interior design'],
      surfaces: SURFACES,
      openingDate: '01/03/2027',
      showroomNew: '180',
      showroomSecond: '90',
    });
    await check(page, 'documentation-only-filled');
  });

  await test.step('uploads the documents still missing', async () => {
    const { dialog, missing } = await expectMissingDialog(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await uploadDocuments(page, missing, 'doc');
    await expect(documentsPanel(page).getByText('Required – missing')).toHaveCount(0);
  });

  await test.step('submits → Project successfully documented, status Project Documented', async () => {
    const mark = await api.mailMark(ORIGINATOR);
    await submitSuccessfully(page, {
      title: 'Project documented',
      text: 'Project successfully documented. Validation E-Mail sent to all stakeholders.',
      a11y: () => check(page, 'documentation-only-documented'),
    });
    await expect(summaryStatus(page)).toHaveText('Project Documented');
    await expectReadOnly(page, known(brands[0], 'a brand of the project'));
    // No validation for a documented project: the panel shows no checks, only the note.
    await expect(page.getByRole('group', { name: 'Completeness check' })).toHaveCount(0);
    await check(page, 'documentation-only-read-only');
    const mail = await api.waitForMail(ORIGINATOR, {
      mark,
      match: (m) => m.subject.startsWith('Project documented:') && m.subject.includes(code),
    });
    expect(mail.text).toContain(code);
  });
});
