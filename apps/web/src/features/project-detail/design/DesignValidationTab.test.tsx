import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Api,
  BrandData,
  DesignValidationInfo,
  DocumentInfo,
  DocumentSlot,
  DocumentSlotInfo,
  ProjectDesignData,
} from '@portal/contract';
import { failure, on, stubRoutes, type Call, type RouteStub } from '../../../test/fetch-stub';
import { render } from '../../../test/query';
import { FakeXhr, uploadAnswer } from '../../../test/fake-xhr';
import { API } from '../../../lib/routes';
import { DesignValidationTab } from './DesignValidationTab';

// The message tool and the validation actions have their own tests (messages/, review/).
vi.mock('./messages/MessageTool', () => ({ MessageTool: () => <p>message tool</p> }));
vi.mock('./review/ValidationActions', () => ({ ValidationActions: () => null }));

// MUI renders slowly in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const PROJECT_ID = 42;
const USER_ID = 7;
const DAY = 86_400_000;

const USER_PROJECT = { params: { userId: USER_ID, projectId: PROJECT_ID } };
/** The save call, as `calls` records it. */
const SAVE = 'POST Projects/UpdateDesignValidationWithDynamicBrand';
/** Whether a slot already holds its most versions. */
const maxUploaded = (documentName: DocumentSlot, full: boolean) =>
  on(API.isMaxFileUploaded, { params: { projectId: PROJECT_ID, documentName } }, full);
const save = (reply: Parameters<typeof on<Api['updateDesignValidation']>>[2]) =>
  on(API.updateDesignValidation, {}, reply);

const info = (over: Partial<DesignValidationInfo> = {}): DesignValidationInfo => ({
  userName: 'Olivia Martin',
  projectUniqueId: 'FR-2026-000042',
  completenessChkStatus: '',
  contentValidationStatus: '',
  completenessChkRejectionNos: 0,
  contentValidationRejectionNos: 0,
  completenessChkDate: null,
  contentValidationDate: null,
  isSubmittedForApproval: false,
  designSubmissionDate: null,
  projectContractBrandsList: [
    { brandId: 2, brandName: 'Peugeot' },
    { brandId: 4, brandName: 'Opel' },
  ],
  statusId: 0,
  isDocumentationOnly: false,
  isEnabled: true,
  feedbackType: null,
  canValidateCompleteness: false,
  canValidateContent: false,
  canSubmit: true,
  canEdit: true,
  validationComments: [],
  ...over,
});

const options = (...values: string[]) => values.map((value) => ({ value, label: `Label ${value}` }));
const brandFields = (typology: string, workstreams: string[]): BrandData['fields'] => [
  {
    fieldName: 'typology',
    fieldType: 'singleDropdown',
    fieldLabel: 'Project type (typology)',
    fieldValues: options('newBuild', 'interiorRelooking'),
    mandatory: true,
    disable: false,
    value: typology,
  },
  {
    fieldName: 'ciWorkstream',
    fieldType: 'multiDropdown',
    fieldLabel: 'CI workstream',
    fieldValues: options('exteriorSignage', 'derogation'),
    mandatory: true,
    disable: false,
    value: workstreams,
  },
  {
    fieldName: 'workshopBays',
    fieldType: 'number',
    fieldLabel: 'Workshop bays',
    fieldValues: [],
    mandatory: false,
    disable: true,
    value: '4',
  },
  {
    fieldName: 'brandRemarks',
    fieldType: 'text',
    fieldLabel: 'Remarks',
    fieldValues: [],
    mandatory: false,
    disable: false,
    value: 'Corner site',
  },
];
const brands: BrandData[] = [
  {
    brandId: 2,
    brandName: 'Peugeot',
    brandEnabled: true,
    fields: brandFields('newBuild', ['exteriorSignage']),
  },
  { brandId: 4, brandName: 'Opel', brandEnabled: false, fields: brandFields('', []) },
];

const projectData = (over: Partial<ProjectDesignData> = {}): ProjectDesignData => ({
  buildingSurface: '1200',
  terrainSurface: '3000.5',
  workShopSurface: '400',
  sparePartsShopSurface: '80',
  otherSurface: '10',
  plannedOpeningDate: '2026-09-01',
  handOverArea: '25',
  afterSales: '30',
  isDocumentationOnly: false,
  surfaceShowroomData: [{ brandName: 'Peugeot', surfaceNewVehicle: '250', surfaceSecondVehicle: '120' }],
  ...over,
});

const PDF_VERSION = {
  documentId: 501,
  fileName: 'interior plan.pdf',
  createdDate: '2026-03-04T09:30:00.000Z',
  uploadedBy: 'Olivia Martin',
  directoryPath: 'projects/GetFileById/501',
  contentType: 'application/pdf',
  sizeBytes: 1234,
};
const slot = (documentName: DocumentSlotInfo['documentName'], over: Partial<DocumentSlotInfo> = {}) => ({
  documentName,
  required: true,
  templateFileName: null,
  versions: [],
  ...over,
});
const documentInfo = (over: Partial<DocumentInfo> = {}): DocumentInfo =>
  ({
    siteName: 'GARAGE DU CENTRE',
    projectStatus: 'Project Registered',
    statusId: 0,
    isUploadAllowed: true,
    isSpotiCarPresent: false,
    isThisDigitalAtRetailOrderFormMandetoryBrand: true,
    missingDocuments: ['newProjectInteriorElevationPlan'],
    documents: [
      slot('newProjectInteriorPlan', { versions: [PDF_VERSION] }),
      slot('newProjectInteriorElevationPlan'),
      slot('psaDerogationForm', { required: false, templateFileName: 'Derogation_Form.pdf' }),
    ],
    ...over,
  }) as DocumentInfo;

function setup(
  opts: {
    info?: Partial<DesignValidationInfo>;
    data?: Partial<ProjectDesignData>;
    docs?: Partial<DocumentInfo>;
    /** Further calls, or replacements of these (the later wins). */
    stubs?: RouteStub[];
  } = {},
) {
  const stub = stubRoutes([
    on(API.getDesignValidationInfo, USER_PROJECT, info(opts.info)),
    on(API.getAllProjectData, { params: { projectId: PROJECT_ID } }, projectData(opts.data)),
    on(
      API.getAllBrandDetails,
      { params: { screenType: 2, lang: 'en', projectId: PROJECT_ID } },
      { brandDetails: brands },
    ),
    on(API.getDocumentInfoToDownload, USER_PROJECT, documentInfo(opts.docs)),
    ...(opts.stubs ?? []),
  ]);
  render(<DesignValidationTab projectId={PROJECT_ID} userId={USER_ID} />);
  return { ...stub, user: userEvent.setup() };
}

const ready = () => screen.findByRole('group', { name: 'New Project Interior Plan' });
const docRow = (name: string) => screen.getByRole('group', { name });
const fileInput = (document: string) =>
  screen.getByLabelText(`Choose a file for ${document}`, { selector: 'input' }) as HTMLInputElement;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const saves = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === SAVE);

const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
/** The server's answer to an upload that went in. */
const uploaded = () =>
  uploadAnswer(API.uploadProjectFile, {
    fileName: 'x.pdf',
    createdDate: '2026-03-05',
    directoryPath: '',
    documentId: 1,
  });

beforeEach(() => {
  FakeXhr.reset(uploaded);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = realUrl.create;
  URL.revokeObjectURL = realUrl.revoke;
});

describe('Design Validation tab: panels', () => {
  it('shows the validation status, brands, project data and documents from the answers', async () => {
    setup({
      info: {
        statusId: 1,
        isSubmittedForApproval: true,
        designSubmissionDate: new Date(Date.now() - 20 * DAY).toISOString(),
        completenessChkStatus: '',
        contentValidationStatus: 'Rejected',
        contentValidationRejectionNos: 2,
        contentValidationDate: '2026-02-10',
        canEdit: false,
        canSubmit: false,
      },
    });
    await ready();
    const completeness = screen.getByRole('group', { name: 'Completeness check' });
    expect(within(completeness).getByText('Under Examination')).toBeInTheDocument();
    const content = screen.getByRole('group', { name: 'Content validation' });
    expect(within(content).getByText('Rejected')).toBeInTheDocument();
    expect(within(content).getByText('10/02/2026')).toBeInTheDocument();
    expect(within(content).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('20 (validation takes about 14 days)')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('message tool')).toBeInTheDocument();

    expect(screen.getByRole('checkbox', { name: 'Peugeot' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Opel' })).not.toBeChecked();
    const peugeot = screen.getByRole('group', { name: 'Peugeot' });
    expect(within(peugeot).getByRole('combobox', { name: /Project type/ })).toHaveTextContent(
      'Label newBuild',
    );
    expect(within(peugeot).getByRole('combobox', { name: /CI workstream/ })).toHaveTextContent(
      'Label exteriorSignage',
    );
    expect(within(peugeot).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Corner site');
    expect(screen.getByRole('textbox', { name: /Building surface/ })).toHaveValue('1200');
    expect(screen.getByRole('textbox', { name: /Terrain surface/ })).toHaveValue('3000.5');
    expect(screen.getByRole('textbox', { name: /Showroom surface new vehicles/ })).toHaveValue('250');
    expect(screen.getByDisplayValue('01/09/2026')).toBeInTheDocument();

    const interior = docRow('New Project Interior Plan');
    expect(within(interior).getByText('Required')).toBeInTheDocument();
    expect(within(interior).getByText('interior plan.pdf')).toBeInTheDocument();
    expect(within(interior).getByText('04/03/2026 by Olivia Martin')).toBeInTheDocument();
    expect(
      within(docRow('New Project Interior Elevation Plan')).getByText('Required – missing'),
    ).toBeInTheDocument();
    expect(within(docRow('Derogation Form')).getByRole('button', { name: 'Template' })).toBeInTheDocument();
  });

  it('shows the decisions with their validation comments, so a refusal says what to correct', async () => {
    setup({
      info: {
        statusId: 4,
        completenessChkStatus: 'Rejected',
        completenessChkRejectionNos: 1,
        validationComments: [
          {
            check: 'completeness',
            decision: 'rejected',
            comment: 'The facade plan has no dimensions.',
            userName: 'Gina Eckert',
            date: '2026-03-04T10:00:00.000Z',
          },
        ],
      },
    });
    await ready();
    const comments = screen.getByRole('region', { name: 'Validation comments' });
    expect(within(comments).getByText('Completeness check rejected')).toBeInTheDocument();
    expect(within(comments).getByText('Gina Eckert, 04/03/2026')).toBeInTheDocument();
    expect(within(comments).getByText('The facade plan has no dimensions.')).toBeInTheDocument();
  });

  it('is read-only when the caller may not edit: no upload, delete, save or submit', async () => {
    setup({ info: { canEdit: false, canSubmit: false, isSubmittedForApproval: true, statusId: 1 } });
    await ready();
    expect(screen.getByText(/The design has been submitted/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Peugeot' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Building surface/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Project type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download interior plan.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit for validation' })).toBeNull();
  });

  it('keeps a field flagged disable read-only for the originator too', async () => {
    setup();
    await ready();
    expect(screen.getByRole('textbox', { name: 'Workshop bays' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).not.toHaveAttribute('readonly');
  });

  it('shows a brand’s fields only while its checkbox is ticked', async () => {
    const { user } = setup();
    await ready();
    expect(screen.queryByRole('group', { name: 'Opel' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Opel' }));
    const opel = await screen.findByRole('group', { name: 'Opel' });
    expect(within(opel).getByRole('combobox', { name: /Project type/ })).toBeInTheDocument();
    // The showroom surfaces are asked per enabled brand.
    expect(screen.getByRole('group', { name: 'Showroom surfaces per brand Opel' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Showroom surface new vehicles/ })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Peugeot' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Peugeot' })).toBeNull());
  });
});

describe('Design Validation tab: documents', () => {
  it.each([
    ['plan+v2.pdf', 'Invalid characters', 'Please change filename, "+" is not accepted'],
    ['my Template.pdf', 'Template not accepted', /A template cannot be uploaded/],
    ['plan#1.pdf', 'Invalid characters', /may contain only letters, digits/],
  ])('refuses the file name %s with its dialog and sends nothing', async (name, title, text) => {
    const { calls } = setup();
    await ready();
    fireEvent.change(fileInput('New Project Interior Elevation Plan'), { target: { files: [pdf(name)] } });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('projects/ismaxfileuploaded'))).toBe(false);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads into the slot with the multipart fields, showing progress', async () => {
    setup({ stubs: [maxUploaded('newProjectInteriorElevationPlan', false)] });
    await ready();
    fireEvent.change(fileInput('New Project Interior Elevation Plan'), {
      target: { files: [pdf('elevation.pdf')] },
    });
    expect(await screen.findByText('elevation.pdf is uploaded.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(1);
    const { url, form } = FakeXhr.sent[0]!;
    expect(url).toMatch(/\/api\/projects\/uploadafile$/);
    expect(form.get('DocumentName')).toBe('newProjectInteriorElevationPlan');
    expect(form.get('ProjectId')).toBe(String(PROJECT_ID));
    expect(form.get('UserId')).toBe(String(USER_ID));
    expect(form.get('ReplaceOldest')).toBe('false');
    expect((form.get('files') as File).name).toBe('elevation.pdf');
  });

  it('asks "replace the oldest version?" when the slot is full, then sends ReplaceOldest', async () => {
    const { user } = setup({ stubs: [maxUploaded('newProjectInteriorPlan', true)] });
    await ready();
    fireEvent.change(fileInput('New Project Interior Plan'), { target: { files: [pdf('plan v6.pdf')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Replace the oldest version?' });
    expect(FakeXhr.sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replace the oldest' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.form.get('ReplaceOldest')).toBe('true');
  });

  it('sends nothing when the replacement is declined', async () => {
    const { user } = setup({ stubs: [maxUploaded('newProjectInteriorPlan', true)] });
    await ready();
    fireEvent.change(fileInput('New Project Interior Plan'), { target: { files: [pdf('plan v6.pdf')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Replace the oldest version?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the FileExist message on a 409 and the server’s message on a 413', async () => {
    setup({ stubs: [maxUploaded('newProjectInteriorPlan', false)] });
    await ready();
    FakeXhr.answer = () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'FileExist' },
    });
    fireEvent.change(fileInput('New Project Interior Plan'), {
      target: { files: [pdf('interior plan.pdf')] },
    });
    const conflict = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(
      within(conflict).getByText(
        'A file with this name already exists. Please upload a file with a different name.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(conflict).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    FakeXhr.answer = () => ({
      status: 413,
      body: {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'This file is too large: at most 100 MB per file.',
      },
    });
    fireEvent.change(fileInput('New Project Interior Plan'), { target: { files: [pdf('huge.pdf')] } });
    const tooLarge = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(
      within(tooLarge).getByText('This file is too large: at most 100 MB per file.'),
    ).toBeInTheDocument();
  });

  it('shows a PDF in the page from a blob address fetched inline, revoked on close', async () => {
    const create = vi.fn(() => 'blob:preview-1');
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    const { calls, user } = setup({
      stubs: [
        on(
          API.getFileById,
          { params: { fileId: 501 } },
          () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
        ),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Preview interior plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'interior plan.pdf' });
    const frame = await within(dialog).findByTitle('interior plan.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview-1');
    expect(calls.find((c) => c.path.startsWith('projects/GetFileById/501'))?.path).toBe(
      'projects/GetFileById/501?inline=true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:preview-1'));
  });

  it('shows File Not Found when a template cannot be downloaded', async () => {
    const { user } = setup();
    await ready();
    await user.click(within(docRow('Derogation Form')).getByRole('button', { name: 'Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Not Found' });
    expect(within(dialog).getByText('The file you downloaded does not exist!')).toBeInTheDocument();
  });

  it('deletes a version after a confirmation', async () => {
    const deleted = vi.fn(() => ({ statusCode: 200, message: 'Deleted' }));
    const { user } = setup({
      stubs: [
        on(
          API.deleteProjectDocs,
          {
            params: {
              fileName: 'interior plan.pdf',
              documentName: 'newProjectInteriorPlan',
              projectId: PROJECT_ID,
            },
          },
          deleted,
        ),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Delete interior plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Design Validation tab: save and submit', () => {
  it('checks the spec’s field rules first and sends nothing while one fails', async () => {
    const { user, calls } = setup({ data: { buildingSurface: '' } });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The field Building surface (sqm) is mandatory',
    );
    await user.type(screen.getByRole('textbox', { name: /Building surface/ }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The field Building surface (sqm) must be numeric or decimal.',
      ),
    );
    expect(saves(calls)).toHaveLength(0);
  });

  it('saves a draft with the form’s values (IsSubmit false)', async () => {
    const { user, calls } = setup({
      stubs: [save({ statusCode: 200, message: 'Saved', statusId: 0, isSubmittedForApproval: false })],
    });
    await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Opel' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The design data is saved.')).toBeInTheDocument();
    const body = saves(calls)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      ProjectId: PROJECT_ID,
      UserID: USER_ID,
      IsSubmit: false,
      BuildingSurface: '1200',
      WorkshopSurface: '400',
      SparePartShopSurface: '80',
      PlannedOpeningDate: '2026-09-01',
      SurfaceShowroomData: [
        { brandName: 'Peugeot', surfaceNewVehicle: '250', surfaceSecondVehicle: '120' },
        { brandName: 'Opel', surfaceNewVehicle: '', surfaceSecondVehicle: '' },
      ],
    });
    expect(body.projectContractBrandsList).toEqual([
      {
        brandId: 2,
        brandName: 'Peugeot',
        brandEnabled: true,
        typology: 'newBuild',
        ciWorkstream: ['exteriorSignage'],
        fields: { workshopBays: '4', brandRemarks: 'Corner site' },
      },
      {
        brandId: 4,
        brandName: 'Opel',
        brandEnabled: true,
        typology: '',
        ciWorkstream: [],
        fields: { workshopBays: '4', brandRemarks: 'Corner site' },
      },
    ]);
  });

  it('lists the missing documents in a dialog when the server refuses the submission for them', async () => {
    const message =
      'Please upload New Project Interior Elevation Plan and then click on SUBMIT FOR VALIDATION';
    const { user, calls } = setup({
      stubs: [
        save(
          failure(405, message, { newProjectInteriorElevationPlan: 'New Project Interior Elevation Plan' }),
        ),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing documents' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Missing documents' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New Project Interior Elevation Plan']);
    expect((saves(calls)[0]!.body as { IsSubmit: boolean }).IsSubmit).toBe(true);
  });

  it('shows another refusal of the server as its message', async () => {
    const message = 'The field Peugeot Showroom surface new vehicles (sqm) is mandatory';
    const { user } = setup({
      stubs: [save(failure(405, message))],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms a submission with the spec’s text, then the form is read-only and the button gone', async () => {
    let submitted = false;
    const { user } = setup({
      stubs: [
        on(API.getDesignValidationInfo, USER_PROJECT, () =>
          info(
            submitted
              ? {
                  statusId: 1,
                  isSubmittedForApproval: true,
                  designSubmissionDate: new Date().toISOString(),
                  canEdit: false,
                  canSubmit: false,
                }
              : {},
          ),
        ),
        save(() => {
          submitted = true;
          return { statusCode: 200, message: 'Submitted', statusId: 1, isSubmittedForApproval: true };
        }),
      ],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Design submitted' });
    expect(
      within(dialog).getByText(
        'Design files successfully uploaded and submitted. You will receive information after the validation process. This will take about 2 weeks.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit for validation' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Peugeot' })).toBeDisabled();
    expect(screen.getByText('0 (validation takes about 14 days)')).toBeInTheDocument();
  });

  it('confirms a documentation-only project as documented, with the provider note', async () => {
    const { user } = setup({
      info: { isDocumentationOnly: true, statusId: 6 },
      stubs: [save({ statusCode: 200, message: 'Documented', statusId: 7, isSubmittedForApproval: true })],
    });
    await ready();
    // Not validated: the panel shows no checks.
    expect(screen.queryByRole('group', { name: 'Completeness check' })).toBeNull();
    // No validation follows (spec 001 §4): the button says what happens.
    expect(screen.queryByRole('button', { name: 'Submit for validation' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit as documented' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project documented' });
    expect(
      within(dialog).getByText(
        'Project successfully documented. Validation E-Mail sent to all stakeholders.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/not responsible for documented projects/)).toBeInTheDocument();
  });
});

describe('Design Validation tab: the form’s errors (issue 20 §2)', () => {
  const invalid = (name: RegExp | string) => screen.getByRole('textbox', { name });

  it('Submit marks every missing field at once, focuses the first and lists them all', async () => {
    const { user, calls } = setup({
      data: {
        buildingSurface: '',
        plannedOpeningDate: '',
        surfaceShowroomData: [{ brandName: 'Peugeot', surfaceNewVehicle: '', surfaceSecondVehicle: '120' }],
      },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit for validation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please complete or correct these fields:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The field Building surface (sqm) is mandatory',
      'The field Planned opening date is mandatory',
      'The field Peugeot – Showroom surface new vehicles (sqm) is mandatory',
    ]);
    const building = invalid(/Building surface/);
    expect(building).toHaveAttribute('aria-invalid', 'true');
    expect(building).toHaveFocus();
    expect(building).toBeRequired();
    const showroom = invalid(/Showroom surface new vehicles/);
    expect(showroom).toHaveAttribute('aria-invalid', 'true');
    expect(showroom).toBeRequired();
    expect(
      screen.getByText('The field Peugeot – Showroom surface new vehicles (sqm) is mandatory', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('Save refuses a surface that is not a number, marks it and sends nothing; an empty one is fine', async () => {
    const { user, calls } = setup({ data: { buildingSurface: '' } });
    await ready();
    await user.type(invalid(/Showroom surface second-hand/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The field Peugeot – Showroom surface second-hand vehicles (sqm) must be numeric or decimal.',
    ]);
    expect(invalid(/Showroom surface second-hand/)).toHaveAttribute('aria-invalid', 'true');
    expect(invalid(/Building surface/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toHaveLength(0);
    expect(screen.queryByText('The design data is saved.')).toBeNull();
  });

  it('marks a brand’s field the server names in its 400 (brand.<id>.<field>)', async () => {
    const message = 'The field Peugeot – Remarks must be numeric or decimal.';
    const { user } = setup({
      stubs: [save(failure(400, message, { 'brand.2.brandRemarks': message }))],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(message);
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    await waitFor(() => expect(remarks).toHaveAttribute('aria-invalid', 'true'));
    expect(remarks).toHaveFocus();
  });

  it('recomputes the Required badges as the typology changes, before any save', async () => {
    const { user } = setup({
      docs: {
        documents: [
          slot('photosreport'),
          slot('newProjectInteriorPlan', { versions: [PDF_VERSION] }),
          slot('newProjectInteriorElevationPlan'),
        ],
      },
    });
    await ready();
    const badge = (name: string) => within(docRow(name)).queryByText(/^Required/)?.textContent ?? null;
    expect(badge('Photos Report')).toBe('Required – missing');
    await user.click(screen.getByRole('combobox', { name: /Project type/ }));
    await user.click(await screen.findByRole('option', { name: 'Label interiorRelooking' }));
    await waitFor(() => expect(badge('Photos Report')).toBeNull());
    expect(badge('New Project Interior Elevation Plan')).toBe('Required – missing');
    expect(badge('New Project Interior Plan')).toBe('Required');
  });
});
