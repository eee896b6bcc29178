import { screen } from '@testing-library/react';
import { PdfEngine } from '../../../components/viewer/engine';
import type { PdfOpener } from '../../../components/viewer/types';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  Api,
  BrandData,
  DesignValidationInfo,
  DocumentInfo,
  DocumentSlot,
  DocumentSlotInfo,
  ProjectDesignData,
} from '@portal/contract';
import { on, stubRoutes, type Call, type RouteStub } from '../../../test/fetch-stub';
import { render } from '../../../test/query';
import { FakeXhr, uploadAnswer } from '../../../test/fake-xhr';
import { API } from '../../../lib/routes';
import { DesignValidationTab } from './DesignValidationTab';

/** Test helpers of the Design Validation tab (DesignValidationTab.*.test.tsx; only the tests import this file). */

export const PROJECT_ID = 42;
export const USER_ID = 7;
export const DAY = 86_400_000;

export const USER_PROJECT = { params: { userId: USER_ID, projectId: PROJECT_ID } };
/** The save call, as `calls` records it. */
const SAVE = 'POST Projects/UpdateDesignValidationWithDynamicBrand';
/** Whether a slot already holds its most versions. */
export const maxUploaded = (documentName: DocumentSlot, full: boolean) =>
  on(API.isMaxFileUploaded, { params: { projectId: PROJECT_ID, documentName } }, full);
export const save = (reply: Parameters<typeof on<Api['updateDesignValidation']>>[2]) =>
  on(API.updateDesignValidation, {}, reply);

export const info = (over: Partial<DesignValidationInfo> = {}): DesignValidationInfo => ({
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
  ball: null,
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

export const PDF_VERSION = {
  documentId: 501,
  fileName: 'interior plan.pdf',
  createdDate: '2026-03-04T09:30:00.000Z',
  uploadedBy: 'Olivia Martin',
  directoryPath: 'projects/GetFileById/501',
  contentType: 'application/pdf',
  sizeBytes: 1234,
};
export const slot = (
  documentName: DocumentSlotInfo['documentName'],
  over: Partial<DocumentSlotInfo> = {},
) => ({
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

export function setup(
  opts: {
    info?: Partial<DesignValidationInfo>;
    data?: Partial<ProjectDesignData>;
    docs?: Partial<DocumentInfo>;
    /** Further calls, or replacements of these (the later wins). */
    stubs?: RouteStub[];
    /** The PDF engine of the document viewer (jsdom cannot run pdf.js). */
    pdfEngine?: PdfOpener;
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
  const tab = <DesignValidationTab projectId={PROJECT_ID} userId={USER_ID} />;
  render(opts.pdfEngine ? <PdfEngine.Provider value={opts.pdfEngine}>{tab}</PdfEngine.Provider> : tab);
  return { ...stub, user: userEvent.setup() };
}

export const ready = () => screen.findByRole('group', { name: 'New Project Interior Plan' });
export const docRow = (name: string) => screen.getByRole('group', { name });
export const fileInput = (document: string) =>
  screen.getByLabelText(`Choose a file for ${document}`, { selector: 'input' }) as HTMLInputElement;
export const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
export const saves = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.path}` === SAVE);

const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
/** The server's answer to an upload that went in. */
const uploaded = () =>
  uploadAnswer(API.uploadProjectFile, {
    fileName: 'x.pdf',
    createdDate: '2026-03-05',
    directoryPath: '',
    documentId: 1,
  });

/** Each test starts with a fresh fake XMLHttpRequest and ends with the real globals back. */
export function resetStubsAroundEachTest() {
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
}
