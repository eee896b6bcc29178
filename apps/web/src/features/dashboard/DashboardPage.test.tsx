import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROLES, type ExtractItem } from '@portal/contract';
import { session } from '../../lib/session';
import { readDrillDown } from '../../lib/listDrillDown';
import { API } from '../../lib/routes';
import { failure, json, on, stubRoutes, type Call } from '../../test/fetch-stub';
import DashboardPage, { COMPATIBILITY_MS, SPINNER_MS } from './DashboardPage';

vi.setConfig({ testTimeout: 60_000 });

// The charts draw SVG from measured sizes, which jsdom has not: stand-ins that expose the click handler.
vi.mock('@mui/x-charts/PieChart', () => ({
  PieChart: ({ onItemClick }: { onItemClick: (e: unknown, item: { dataIndex: number }) => void }) => (
    <button type="button" onClick={() => onItemClick({}, { dataIndex: 1 })}>
      pie-slice-1
    </button>
  ),
}));
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ onItemClick }: { onItemClick: (e: unknown, item: { dataIndex: number }) => void }) => (
    <button type="button" onClick={() => onItemClick({}, { dataIndex: 5 })}>
      bar-5
    </button>
  ),
}));

const DETAILS = {
  result: {
    brands: [
      { brand_id: 1, brand_name: 'Citroen' },
      { brand_id: 2, brand_name: 'Peugeot' },
    ],
    countries: [
      { code: 'FR', label: 'France' },
      { code: 'DE', label: 'Germany' },
    ],
    projectStatus: [],
  },
};
const GROUPS = { designSubmitted: 4, designValidated: 7, designRefused: 2, designWrongMissingCount: 1 };
const COUNTS = {
  validationInProgressCount: 4,
  siteRegistrationCount: 3,
  designSubmittedCount: 1,
  designContentValidationPendingCount: 3,
  designValidatedCount: 7,
  designRefusedCount: 2,
  designCompletenessCheckRefused: 1,
  documentationOnlyCount: 5,
  projectsDocumentedCount: 6,
  totalProjectsCount: 28,
};

const OVERDUE = { completeness: 2, content: 3, feedback: 0, corrections: 1 };

/** The filters' lists and the two charts' counts (the filter details asked with the VC's role). */
const charts = () => [
  on(API.getFilterDetails, { query: { Role: ROLES.VC } }, DETAILS),
  on(API.postValidationStatus, {}, GROUPS),
  on(API.postProcessStatusCounts, {}, COUNTS),
  on(API.postOverdueCounts, {}, OVERDUE),
];

/** An extract as the server answers it. */
const extract = (kind: 'projects' | 'brands', more: Partial<ExtractItem> = {}): ExtractItem => ({
  extractId: 7,
  kind,
  status: 'queued',
  requestedAt: '2026-11-27T09:30:00.000Z',
  readyAt: null,
  expiresAt: null,
  rowCount: null,
  sizeBytes: null,
  ...more,
});
/** What GET home/GetExtracts answers. */
let listed: ExtractItem[] = [];

let calls: Call[];
beforeEach(() => {
  listed = [];
  // The last filters are remembered per tab (session storage): each test starts from none.
  sessionStorage.clear();
  session.signedIn({
    token: 'tok',
    email: 'vc@example.test',
    firstName: 'Val',
    roles: ROLES.VC,
    userSequence: 1,
    isFirstTimeLogin: false,
  });
  const file = () => new Response('x', { status: 200 });
  calls = stubRoutes(
    [
      ...charts(),
      on(API.getProcessStatusCsv, {}, file),
      on(API.requestExtract, {}, (call) =>
        json({ extract: extract(call.body.Kind), message: 'being prepared' }, 202),
      ),
      on(API.getExtracts, {}, () => ({ extracts: listed })),
    ],
    { withQuery: true },
  ).calls;
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function ListStandIn() {
  const location = useLocation();
  const drill = readDrillDown(location.state);
  return (
    <>
      <p>project list {JSON.stringify(drill)}</p>
      <p>list address {location.search}</p>
    </>
  );
}

function renderDashboard(at = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={<DashboardPage />} />
          <Route path="/Project-List" element={<ListStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A legend entry's name: its visible text, name and count (a browser puts a space between them, jsdom not). */
const legendName = (label: string, count: number) => new RegExp(`^${label} ?${count}$`);

const bodiesOf = (path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>);

describe('dashboard (spec 002 §2; issue 12)', () => {
  it('shows the counts of both charts, written out in their legends', async () => {
    renderDashboard();
    const pie = screen.getByRole('region', { name: 'Validation status' });
    await waitFor(() =>
      expect(within(pie).getByRole('button', { name: legendName('Project Validated', 7) })).toBeVisible(),
    );
    const bars = screen.getByRole('region', { name: 'Process status' });
    expect(within(bars).getByRole('button', { name: legendName('Documentation Only', 5) })).toBeVisible();
    expect(within(bars).getByRole('button', { name: legendName('Revision Meeting', 3) })).toBeVisible();
    expect(screen.getByText('Projects registered: 28')).toBeVisible();
    // No filter: the defaults, archived projects left out.
    expect(bodiesOf('home/GetProcessStatusCounts')[0]).toEqual({
      Role: ROLES.VC,
      arCountries: [],
      arBrands: [],
      arReagion: [],
      IncludeArchivedProject: false,
      FromDate: '',
      ToDate: '',
    });
  });

  it("a legend entry's name is its visible text, what it does its description (axe label-content-name-mismatch)", async () => {
    renderDashboard();
    const pie = screen.getByRole('region', { name: 'Validation status' });
    const entry = await within(pie).findByRole('button', { name: legendName('Project Validated', 7) });
    expect(entry).not.toHaveAttribute('aria-label');
    expect(entry).toHaveTextContent(/^Project Validated ?7$/);
    expect(entry).toHaveAccessibleDescription(
      'Select a slice or a bar to open the project list filtered to it.',
    );
  });

  it('opened at an address with filters, asks with them and shows them', async () => {
    renderDashboard('/?country=DE&brand=Peugeot&archived=1&from=2026-01-01');
    await screen.findByText('Projects registered: 28');
    expect(bodiesOf('home/GetProcessStatusCounts')[0]).toMatchObject({
      arCountries: ['DE'],
      arBrands: ['Peugeot'],
      IncludeArchivedProject: true,
      FromDate: '2026-01-01',
    });
    expect(bodiesOf('home/GetValidationStatus')[0]).toMatchObject({ arCountries: ['DE'] });
    expect(screen.getByRole('checkbox', { name: 'Include archived projects' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Germany'),
    );
  });

  it('a filter change asks again with the filters', async () => {
    renderDashboard();
    await screen.findByText('Projects registered: 28');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include archived projects' }));
    await waitFor(() =>
      expect(bodiesOf('home/GetValidationStatus').at(-1)).toMatchObject({ IncludeArchivedProject: true }),
    );
    expect(bodiesOf('home/GetProcessStatusCounts').at(-1)).toMatchObject({ IncludeArchivedProject: true });
  });

  it('a legend entry opens the project list filtered to its statuses and every dashboard filter', async () => {
    renderDashboard();
    const ee = await screen.findByRole('checkbox', { name: 'EE Cluster' });
    await waitFor(() => expect(ee).toBeEnabled());
    fireEvent.click(ee);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include archived projects' }));
    const pie = screen.getByRole('region', { name: 'Validation status' });
    fireEvent.click(await within(pie).findByRole('button', { name: legendName('Project Validated', 7) }));
    const drill = {
      statuses: [3, 8, 9, 10, 11],
      countries: ['FR', 'DE'],
      brands: [],
      regions: [],
      fromDate: '',
      toDate: '',
      includeArchived: true,
    };
    expect(await screen.findByText(`project list ${JSON.stringify(drill)}`)).toBeVisible();
  });

  it('a pie slice and a bar open the list too', async () => {
    renderDashboard();
    await screen.findByText('Projects registered: 28');
    fireEvent.click(screen.getByRole('button', { name: 'bar-5' }));
    expect(
      await screen.findByText(
        `project list ${JSON.stringify({ statuses: [5], countries: [], brands: [], regions: [], fromDate: '', toDate: '', includeArchived: false })}`,
      ),
    ).toBeVisible();
  });

  it('downloads the CSV of a status with the filters', async () => {
    renderDashboard();
    await screen.findByText('Projects registered: 28');
    // Named by their visible text (axe label-content-name-mismatch), described by the hint.
    const all = screen.getByRole('button', { name: 'All projects (28)' });
    expect(all).toHaveAccessibleDescription('The projects of each status as CSV');
    fireEvent.click(screen.getByRole('button', { name: /^Project Refused \(/ }));
    await waitFor(() => expect(bodiesOf('home/GetProcessStatusCSV')).toHaveLength(1));
    expect(bodiesOf('home/GetProcessStatusCSV')[0]).toMatchObject({
      Name: 'DesignRefused',
      IncludeArchivedProject: false,
    });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
  });

  it('an .xlsx extract is requested with the filters and says at once that it is being prepared (decision 031)', async () => {
    renderDashboard('/?country=FR');
    await screen.findByText('Projects registered: 28');
    expect(await screen.findByText('You have not requested an extract recently.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Brand-based extract (.xlsx)' }));
    expect(
      await screen.findByText(
        'Your extract is being prepared. You will be notified when it is ready, in the portal and by e-mail.',
      ),
    ).toBeVisible();
    expect(bodiesOf('home/RequestExtract')).toEqual([
      expect.objectContaining({ Kind: 'brands', arCountries: ['FR'], IncludeArchivedProject: false }),
    ]);
    // Nothing is downloaded: the file comes later.
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Project-based extract (.xlsx)' })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Project-based extract (.xlsx)' }));
    await waitFor(() => expect(bodiesOf('home/RequestExtract')).toHaveLength(2));
    expect(bodiesOf('home/RequestExtract')[1]).toMatchObject({ Kind: 'projects' });
  });

  it('lists the extracts, being prepared or ready with their download', async () => {
    listed = [
      extract('projects', { extractId: 8, status: 'running' }),
      extract('brands', {
        status: 'ready',
        rowCount: 1234,
        expiresAt: '2026-12-04T09:31:00.000Z',
        readyAt: '2026-11-27T09:31:00.000Z',
      }),
    ];
    vi.restoreAllMocks();
    calls = stubRoutes(
      [
        ...charts(),
        on(API.getExtracts, {}, () => ({ extracts: listed })),
        on(API.downloadExtract, { params: { extractId: 7 } }, () => new Response('x')),
      ],
      { withQuery: true },
    ).calls;
    renderDashboard();
    const items = await screen.findAllByTestId('extract-item');
    expect(items[0]).toHaveTextContent('Project-based extract');
    expect(items[0]).toHaveTextContent('Being prepared');
    expect(items[1]).toHaveTextContent(`Ready: ${(1234).toLocaleString()} rows, until 04/12/2026`);
    fireEvent.click(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Download: Brand-based extract' }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
  });

  it('shows the reason when the server refuses a request (405)', async () => {
    vi.restoreAllMocks();
    const refusal =
      'You already have 3 extracts waiting to be prepared. Please wait until one of them is ready.';
    calls = stubRoutes(
      [
        ...charts(),
        on(API.getExtracts, {}, { extracts: [] }),
        on(API.requestExtract, {}, failure(405, refusal)),
      ],
      { withQuery: true },
    ).calls;
    renderDashboard();
    await screen.findByText('Projects registered: 28');
    fireEvent.click(screen.getByRole('button', { name: 'Project-based extract (.xlsx)' }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });

  it('shows overdue projects per ball-in-court stage, each opening the list filtered to it', async () => {
    renderDashboard();
    const overdue = screen.getByRole('region', { name: 'Overdue by stage' });
    // The name is the visible text (axe label-content-name-mismatch), what it does its description.
    const content = await within(overdue).findByRole('button', { name: 'Content validation 3' });
    expect(content).toHaveAccessibleDescription('Select a count to open the list of those projects.');
    expect(within(overdue).getByRole('button', { name: 'HQ feedback 0' })).toBeVisible();
    // The counts are asked with the dashboard's filters, as the charts are.
    expect(bodiesOf('home/GetOverdueCounts')[0]).toEqual(bodiesOf('home/GetValidationStatus')[0]);
    fireEvent.click(content);
    expect(await screen.findByText('list address ?ball=overdue&stage=content')).toBeVisible();
    expect(
      screen.getByText(
        `project list ${JSON.stringify({ statuses: [], countries: [], brands: [], regions: [], fromDate: '', toDate: '', includeArchived: false })}`,
      ),
    ).toBeVisible();
  });

  it('a failed export says so', async () => {
    calls.length = 0;
    vi.restoreAllMocks();
    calls = stubRoutes(charts(), { withQuery: true }).calls;
    renderDashboard();
    await screen.findByText('Projects registered: 28');
    fireEvent.click(screen.getByRole('button', { name: 'All projects (28)' }));
    expect(await screen.findByText('The export failed. Please try again.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Project-based extract (.xlsx)' }));
    expect(await screen.findByText('The extract could not be requested. Please try again.')).toBeVisible();
  });

  it('the spinner shows for the first 3 s, the compatibility warning for the first 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard();
    expect(screen.getByRole('progressbar', { name: 'Loading the dashboard…' })).toBeInTheDocument();
    expect(screen.getByText(/works best in a current version/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPINNER_MS + 500));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading the dashboard…' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/works best in a current version/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COMPATIBILITY_MS));
    expect(screen.queryByText(/works best in a current version/)).not.toBeInTheDocument();
  });
});
