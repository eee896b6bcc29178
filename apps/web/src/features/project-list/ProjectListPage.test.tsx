import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ROLES,
  type AccountProjectRow,
  type ProjectRow,
  type RequestProjectAccessBody,
  type Role,
} from '@portal/contract';
import ProjectListPage from './ProjectListPage';
import {
  API,
  failure,
  listAnswer,
  mockApi,
  on,
  renderPage,
  signInAs,
  type Call,
  projectRow,
} from './testing';
import type { RouteStub } from '../../test/fetch-stub';

vi.setConfig({ testTimeout: 60_000 });
// The first render of a page with a data grid can take seconds on a loaded machine.
const SLOW = { timeout: 15_000 };

// The create flow is another component's business: here only where and for whom it is mounted, and that a
// recorded request (through the request's hook) refreshes the pending requests.
vi.mock('./create/CreateProjectActions', async () => {
  const { useRequestProjectAccess } = await import('./create/api/requestProjectAccess');
  const REQUEST: RequestProjectAccessBody = {
    BrandDetails: [],
    IsNewProject: true,
    IsArchitectConfirm: true,
  };
  return {
    CreateProjectActions: () => {
      const request = useRequestProjectAccess();
      return (
        <button type="button" onClick={() => request.mutate(REQUEST)}>
          create-actions
        </button>
      );
    },
  };
});

const row = (over: Partial<ProjectRow> = {}): ProjectRow =>
  projectRow({
    projectId: 1,
    brands: 'Peugeot, Citroen',
    plannedOpeningDate: '2026-09-01',
    projectUniqueId: 'FR-2026-000001',
    ...over,
  });

const FILTER_DETAILS = {
  result: {
    brands: [
      { brand_id: 1, brand_name: 'Citroen' },
      { brand_id: 2, brand_name: 'Peugeot' },
    ],
    countries: [
      { code: 'FR', label: 'France' },
      { code: 'DE', label: 'Germany' },
    ],
    projectStatus: [
      { id: 0, description: 'Project Registered' },
      { id: 3, description: 'Project Approved' },
    ],
  },
};
const NOT_SAVED = { isFilterClicked: false, arCountries: [], arBrands: [], arProjectStatus: [] };

/** The list's calls answered; `extra` adds calls or replaces these (the later stub of a call wins). */
function mock(role: Role, rows: ProjectRow[], extra: RouteStub[] = []) {
  return mockApi([
    on(API.getProjectsByFilters, {}, listAnswer(rows)),
    on(API.isFilterClicked, {}, NOT_SAVED),
    on(API.getFilterDetails, { query: { Role: role } }, FILTER_DETAILS),
    on(API.getProjectByAccountName, {}, []),
    ...extra,
  ]);
}

const listCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.path === 'Projects/getallprojectsbyfilters')
    .map((c) => c.body as Record<string, unknown>);

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('ProjectListPage', () => {
  it('VC: starts from the saved filters; filter panel, Show All, review icon and pause switch; no create actions', async () => {
    signInAs(ROLES.VC);
    const calls = mock(
      ROLES.VC,
      [row({ statusId: 1, status: 'Project Under Review' })],
      [
        on(
          API.isFilterClicked,
          {},
          {
            isFilterClicked: true,
            arCountries: ['FR'],
            arBrands: ['Peugeot'],
            arProjectStatus: [3],
          },
        ),
      ],
    );
    renderPage(<ProjectListPage />);

    expect(await screen.findByRole('link', { name: 'Review project FR-2026-000001' }, SLOW)).toHaveAttribute(
      'href',
      '/UniqueProject/1?tab=design',
    );
    expect(listCalls(calls)[0]).toMatchObject({
      Role: ROLES.VC,
      arBrands: ['Peugeot'],
      arCountries: ['FR'],
      arProjectStatus: [3],
      SaveFilters: false,
      Page: 0,
      PageSize: 25,
      SortField: 'createdOn',
      SortDirection: 'desc',
    });
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'create-actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Project FR-2026-000001 enabled' })).toBeChecked();
    expect(screen.getByText('1 project')).toBeInTheDocument();
    // Columns in the order of the spec, dates as DD/MM/YYYY.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'View / Edit',
      'Site Name',
      'Brands',
      'Documentation Only',
      'Created On',
      'Planned Opening Date',
      'City',
      'Country',
      'Status',
      'Status Updated On',
      'Date of Design Validation',
      'Unique Project Code',
      'Architect Email',
      'Pause / Enable',
      'Ball in court',
    ]);
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByText('01/09/2026')).toBeInTheDocument();
  });

  it('VC: Filter Data saves the chosen filters; Show All clears search and filters and saves that', async () => {
    signInAs(ROLES.VC);
    const calls = mock(ROLES.VC, [row()]);
    renderPage(<ProjectListPage />);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'View project FR-2026-000001' }, SLOW);

    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Citroen' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Filter Data' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({
        arBrands: ['Citroen'],
        arCountries: ['DE'],
        arProjectStatus: [],
        SaveFilters: true,
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lyon');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({ Search: 'lyon', SaveFilters: false }),
    );

    await user.click(screen.getByRole('button', { name: 'Show All' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({
        arBrands: [],
        arCountries: [],
        arProjectStatus: [],
        Search: '',
        SaveFilters: true,
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('VC: the pause switch calls holdorunholdproject and reloads the list', async () => {
    signInAs(ROLES.VC);
    let enabled = true;
    const calls = mock(
      ROLES.VC,
      [],
      [
        on(API.getProjectsByFilters, {}, () => listAnswer([row({ isEnabled: enabled })])),
        on(API.holdOrUnholdProject, { params: { projectId: 1 } }, () => {
          enabled = !enabled;
          return { projectId: 1, isEnabled: enabled };
        }),
      ],
    );
    renderPage(<ProjectListPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Project FR-2026-000001 enabled' }, SLOW));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Project FR-2026-000001 enabled' })).not.toBeChecked(),
    );
    expect(calls.filter((c) => c.path === 'Projects/holdorunholdproject/1')).toHaveLength(1);
    expect(listCalls(calls)).toHaveLength(2);
    // VC may still open a paused project.
    expect(screen.getByRole('link', { name: 'View project FR-2026-000001' })).toBeInTheDocument();
    // The switch says what it did.
    expect(
      await screen.findByText(
        'Project FR-2026-000001 is paused: only the Validation Center Team can open it until it is enabled again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Project FR-2026-000001 enabled' }));
    await waitFor(() =>
      expect(screen.getByText('Project FR-2026-000001 is enabled again.')).toBeInTheDocument(),
    );
    expect(screen.queryByText(/FR-2026-000001 is paused/)).not.toBeInTheDocument();
  });

  it('originator: create actions, own requests, edit links that open the project; no filters or Show All', async () => {
    signInAs(ROLES.ORIGINATOR);
    // GET Projects/getallprojectbyaccountname answers the projects (list rows) and then the requests.
    const request: AccountProjectRow = {
      ...row({ siteName: 'NEW SITE', city: 'NANTES', brands: 'Opel' }),
      projectId: null,
      statusId: null,
      status: 'Pending',
      createdOn: '2026-03-10T09:00:00.000Z',
      projectUniqueId: '',
      originatorProjectRequestId: 4,
      isNewCreation: 'Yes',
    };
    const ownProject: AccountProjectRow = {
      ...row({ siteName: 'OWN PROJECT ROW' }),
      originatorProjectRequestId: null,
      isNewCreation: null,
    };
    let requests = [ownProject, request];
    const calls = mock(
      ROLES.ORIGINATOR,
      [row(), row({ projectId: 2, projectUniqueId: 'FR-2026-000002', isEnabled: false, userId: 9 })],
      [
        on(API.getProjectByAccountName, {}, () => requests),
        on(
          API.requestProjectAccess,
          {},
          { statusCode: 200, message: 'Sent.', originatorProjectRequestId: 4 },
        ),
      ],
    );
    renderPage(<ProjectListPage />);
    const user = userEvent.setup();

    const requestsTable = await screen.findByRole('table', { name: 'Requests awaiting validation' }, SLOW);
    expect(within(requestsTable).getByText('NEW SITE')).toBeInTheDocument();
    expect(within(requestsTable).getByText('Pending')).toBeInTheDocument();
    expect(within(requestsTable).getByText('10/03/2026')).toBeInTheDocument();
    // The panel holds the request rows only; the projects are the grid's.
    expect(within(requestsTable).queryByText('OWN PROJECT ROW')).not.toBeInTheDocument();
    expect(within(requestsTable).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('Projects/isFilterClicked'))).toBe(false);
    expect(calls.some((c) => c.path.startsWith('home/getfilterdetails'))).toBe(false);

    // A paused project cannot be opened by anyone but VC.
    expect(screen.getByRole('button', { name: 'Edit project FR-2026-000002' })).toBeDisabled();

    // The create actions refresh the requests when a request was sent.
    requests = [ownProject, { ...request, status: 'Rejected' }];
    await user.click(screen.getByRole('button', { name: 'create-actions' }));
    expect(await within(requestsTable).findByText('Rejected')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit project FR-2026-000001' }));
    expect(await screen.findByText('detail page of 1')).toBeInTheDocument();
  });

  it('Retail Location: Completed Project for an inactive project, edit icon for an active one', async () => {
    signInAs(ROLES.RETAIL);
    mock(ROLES.RETAIL, [
      row(),
      row({ projectId: 2, projectUniqueId: 'FR-2026-000002', isActive: 'No', statusId: 11 }),
    ]);
    renderPage(<ProjectListPage />);
    expect(
      await screen.findByRole('link', { name: 'Edit project FR-2026-000001' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Completed Project')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit project FR-2026-000002' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'create-actions' })).not.toBeInTheDocument();
    expect(screen.getByText('2 projects')).toBeInTheDocument();
  });

  it('HQ: exports the filtered, sorted list as projects.csv', async () => {
    signInAs(ROLES.HQ);
    const calls = mock(
      ROLES.HQ,
      [row()],
      [
        on(
          API.exportProjectsCsv,
          {},
          () =>
            new Response('a,b\n', {
              status: 200,
              headers: {
                'content-type': 'text/csv',
                'content-disposition': 'attachment; filename="projects.csv"',
              },
            }),
        ),
      ],
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    renderPage(<ProjectListPage />);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'View project FR-2026-000001' }, SLOW);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'port');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ Search: 'port' }));

    await user.click(screen.getByRole('button', { name: 'Export Data (CSV)' }));
    await waitFor(() => expect(saved).toBe('projects.csv'));
    const exportCall = calls.find((c) => c.path === 'Projects/exportprojectscsv')!;
    expect(exportCall.method).toBe('POST');
    expect(exportCall.body).toMatchObject({
      Role: ROLES.HQ,
      Search: 'port',
      arBrands: [],
      SortField: 'createdOn',
      SortDirection: 'desc',
    });
  });

  it('shows an error alert when the list cannot be loaded', async () => {
    signInAs(ROLES.RETAIL);
    const calls = mock(
      ROLES.RETAIL,
      [],
      [on(API.getProjectsByFilters, {}, failure(500, 'internal server error'))],
    );
    renderPage(<ProjectListPage />);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The projects could not be loaded.');
    // Retry asks for the list again.
    const before = listCalls(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });
});
