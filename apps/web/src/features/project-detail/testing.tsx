import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type {
  Brand,
  ContractType,
  Market,
  ProjectUserDetails,
  SiteDetails,
  SiteHistoryRow,
} from '@portal/contract';
import { API } from '../../lib/routes';
import { clientConfigAnswer } from '../../test/client-config';
import { on, stubRoutes, type RouteStub } from '../../test/fetch-stub';

/** Test helpers of the project detail page (not shipped: only the tests import this file). */

export { failure, json, on, type Call } from '../../test/fetch-stub';
export { API } from '../../lib/routes';

/** Stubs fetch with calls of the route table (see test/fetch-stub.ts). */
export function mockApi(stubs: RouteStub[]) {
  return stubRoutes(stubs);
}

/** The router's current path and query, for tests that check the address (data-testid "location"). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${pathname}${search}`}
    </output>
  );
}

/** Renders `ui` at `path` under /UniqueProject/*, with the two list pages as plain text and a fresh query client. */
export function renderAt(path: string, ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/UniqueProject/*" element={ui} />
          <Route path="/" element={<p>home list</p>} />
          <Route path="/Project-List" element={<p>project list</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// ---- fixtures ----

export const PROJECT_ID = 42;
export const ORIGINATOR_ID = 7;

export const summary: ProjectUserDetails = {
  projectId: PROJECT_ID,
  userId: ORIGINATOR_ID,
  projectUniqueId: 'FR-2026-000042',
  siteName: 'GARAGE DU CENTRE',
  city: 'LYON',
  country: 'France',
  countryCode: 'FR',
  projectStatus: 'Project Registered',
  statusId: 0,
  plannedOpeningDate: '2026-09-01',
  emailAddress: 'olivia@example.com',
  isEnabled: true,
  logoPath: [
    { brandId: 2, brandName: 'Peugeot', colour: '#1A1A1A', isProfessional: false },
    { brandId: 4, brandName: 'Opel', colour: '#F7D117', isProfessional: false },
    { brandId: 23, brandName: 'Peugeot Professional', colour: '#1A1A1A', isProfessional: true },
    { brandId: 22, brandName: 'Leapmotor', colour: '#2C5F8A', isProfessional: false },
  ],
};

export const siteDetails: SiteDetails = {
  userId: ORIGINATOR_ID,
  projectId: PROJECT_ID,
  siteName: 'GARAGE DU CENTRE',
  street: '12 RUE DE LA PAIX',
  city: 'LYON',
  zipCode: '69001',
  country: 'France',
  countryCode: 'FR',
  vatNumber: 'FR123',
  ancCodeCpltVo: 'LC01',
  region: 'DR Lyon',
  isDocumentOnly: false,
  isSiteInfoNonEditable: false,
  isSubmittedForApproval: false,
  retailer_FullName: 'JEAN DUPONT',
  retailer_EmailAddress: 'JEAN@EXAMPLE.COM',
  retailer_Phone: '+33-600000000',
  brandDetails: [{ brandId: 2, brandName: 'Peugeot', contractTypeId: 1, salesVolume: 120 }],
  latitude: 45.76,
  longitude: 4.83,
};

export const history: SiteHistoryRow[] = [
  {
    projectId: 11,
    userId: 7,
    siteName: 'OLDEST',
    brands: 'Citroen',
    createdOn: '2024-01-05T10:00:00.000Z',
    isEnabled: true,
  },
  {
    projectId: PROJECT_ID,
    userId: 7,
    siteName: 'NEWEST',
    brands: 'Peugeot, Peugeot Professional, Leapmotor, Mystery Brand',
    createdOn: '2026-03-01T10:00:00.000Z',
    isEnabled: true,
  },
  {
    projectId: 12,
    userId: 7,
    siteName: 'MIDDLE PAUSED',
    brands: 'Opel',
    createdOn: '2025-06-01T10:00:00.000Z',
    isEnabled: false,
  },
];

export const brands: Brand[] = [
  { brand_id: 1, brand_name: 'Citroen', colour: '#DA291C' },
  { brand_id: 2, brand_name: 'Peugeot', colour: '#1A1A1A' },
  { brand_id: 4, brand_name: 'Opel', colour: '#F7D117' },
];
export const markets: Market[] = [
  { countryCode: 'FR', market_country: 'France', phonePrefix: '+33', isEECluster: true },
  { countryCode: 'DE', market_country: 'Germany', phonePrefix: '+49', isEECluster: true },
];
export const contractTypes: ContractType[] = [
  { contractTypeId: 1, brandName: 'Sales and After-Sales' },
  { contractTypeId: 2, brandName: 'Sales Only' },
];

/** Every GET of the page answered from the fixtures; `overrides` add calls or replace these (the later wins). */
export function detailRoutes(overrides: RouteStub[] = []): RouteStub[] {
  const project = { params: { projectId: PROJECT_ID } };
  return [
    on(API.clientConfig, {}, clientConfigAnswer()),
    on(API.getProjectUserDetails, project, summary),
    on(API.getUserById, { params: { userId: ORIGINATOR_ID } }, { latitude: 45.76, longitude: 4.83 }),
    on(API.getProjectLatestStatus, project, { statusId: 0, status: 'Project Registered' }),
    on(
      API.getProjectDetailsForUser,
      { params: { userId: ORIGINATOR_ID, projectId: PROJECT_ID } },
      siteDetails,
    ),
    on(API.getSiteProjectsHistory, project, history),
    on(API.getProjectStatusHistory, project, [
      {
        statusId: 0,
        status: 'Project Registered',
        changedOn: '2026-03-01T10:00:00.000Z',
        changedBy: 'Olivia Martin',
      },
    ]),
    on(API.getBrands, {}, brands),
    on(API.getMarkets, {}, markets),
    on(API.getContractTypes, {}, contractTypes),
    ...overrides,
  ];
}
