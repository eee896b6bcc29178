import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CiBrandBlock, DocumentInfo, ExternalLink, LinkParty } from '@portal/contract';
import { LinkPageFrame } from './LinkPageFrame';
import { forgetEarlyCalls } from './early';

/** Test helpers of the external pages (not shipped: only the tests import this file). */

export { failure, json, on, stubRoutes, type Call } from '../../test/fetch-stub';
export { API } from '../../lib/routes';
export { FakeXhr } from '../../test/fake-xhr';

export const TOKEN = 'link-token';
export const PROJECT_ID = 42;
export const USER_ID = 7;
export const INVITATION_ID = 5;
export const BRAND_ID = 2;

/** A link page as the router shows it: inside its frame (title and prompt), at `path`. */
export function renderPage(path: string, pattern: string, ui: ReactElement, party: LinkParty) {
  forgetEarlyCalls();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${pattern}/*`} element={<LinkPageFrame party={party}>{ui}</LinkPageFrame>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const link = (over: Partial<ExternalLink> = {}): ExternalLink => ({
  party: 'supplier',
  invitationId: INVITATION_ID,
  projectId: PROJECT_ID,
  userId: USER_ID,
  brandId: BRAND_ID,
  brandName: 'Peugeot',
  projectUniqueId: 'FR-2026-000042',
  siteName: 'GARAGE DU CENTRE',
  name: 'Sam Supplier',
  email: 'sam@example.com',
  readOnly: false,
  ...over,
});

/** A document info answer with only these slots' files (path `projects/GetFileById/{id}`). */
export function documentInfo(files: Record<string, number> = {}, over: Partial<DocumentInfo> = {}) {
  const fields: Record<string, string> = {};
  for (const [field, id] of Object.entries(files)) fields[field] = `projects/GetFileById/${id}`;
  return {
    siteName: 'GARAGE DU CENTRE',
    projectStatus: 'Project Approved',
    statusId: 3,
    isUploadAllowed: false,
    isSpotiCarPresent: false,
    isThisDigitalAtRetailOrderFormMandetoryBrand: false,
    missingDocuments: [],
    documents: [],
    ...fields,
    ...over,
  };
}

export const brandBlock = (over: Partial<CiBrandBlock> = {}): CiBrandBlock => ({
  brandId: BRAND_ID,
  brandName: 'Peugeot',
  offerFile: null,
  offerDate: null,
  orderFile: null,
  orderDate: null,
  invoiceFile: null,
  invoiceDate: null,
  plannedDeliveryDate: null,
  plannedInstallationDate: null,
  installationCompletedDate: null,
  confirmedAt: null,
  ...over,
});

export const ciImplementation = (block: CiBrandBlock) => ({
  projectId: PROJECT_ID,
  projectUniqueId: 'FR-2026-000042',
  statusId: 3,
  isCIImplementationSubmitted: false,
  submittedAt: null,
  submittedBy: '',
  fullCompliance: null,
  chosenFullCompliance: null,
  installationFileId: null,
  installationFilePath: '',
  installationPhotos: [],
  partialComplianceEvidence: [],
  psaDerogationFileId: null,
  psaDerogationFilePath: '',
  derogationForms: [],
  implementationCompletedList: [],
  newProjectFacadePlanList: [],
  level1ExemptionList: [],
  level2ExemptionList: [],
  brands: [block],
  isUploadAllowed: false,
  canInvite: false,
});
