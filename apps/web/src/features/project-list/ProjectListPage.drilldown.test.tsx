import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ROLES } from '@portal/contract';
import { drillDownState, readDrillDown, type ListDrillDown } from '../../lib/listDrillDown';
import ProjectListPage from './ProjectListPage';
import { API, listAnswer, mockApi, on, signInAs } from './testing';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.restoreAllMocks());

const SAVED = { isFilterClicked: true, arCountries: ['IT'], arBrands: ['Opel'], arProjectStatus: [0] };
const DETAILS = { result: { brands: [], countries: [], projectStatus: [] } };
const DRILL: ListDrillDown = {
  statuses: [3, 8],
  countries: ['FR'],
  brands: ['Peugeot'],
  regions: ['DR Lyon'],
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
  includeArchived: false,
};
const LIST = 'Projects/getallprojectsbyfilters';
const EXPORT = 'Projects/exportprojectscsv';

function open(drill: ListDrillDown) {
  signInAs(ROLES.HQ);
  const calls = mockApi([
    on(API.getProjectsByFilters, {}, listAnswer([])),
    on(API.isFilterClicked, {}, SAVED),
    on(API.getFilterDetails, { query: { Role: ROLES.HQ } }, DETAILS),
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
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/', state: drillDownState(drill) }]}>
        <Routes>
          <Route path="/" element={<ProjectListPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const bodies = (path: string) =>
    calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>);
  return { calls, bodies };
}

describe('the project list opened from a dashboard slice or bar (issue 12)', () => {
  it('starts from every dashboard filter, not the saved ones, and does not save them', async () => {
    const { calls, bodies } = open(DRILL);
    await waitFor(() => expect(bodies(LIST).length).toBeGreaterThan(0));
    expect(bodies(LIST)[0]).toMatchObject({
      arProjectStatus: [3, 8],
      arCountries: ['FR'],
      arBrands: ['Peugeot'],
      arReagion: ['DR Lyon'],
      FromDate: '2026-01-01',
      ToDate: '2026-12-31',
      IncludeArchivedProject: false,
      SaveFilters: false,
    });
    expect(calls.some((c) => c.path === 'Projects/isFilterClicked')).toBe(false);
  });

  it('shows the dashboard filters as chips, each cleared on its own', async () => {
    const { bodies } = open({ ...DRILL, includeArchived: true });
    const chips = await screen.findByRole('region', { name: 'Dashboard filters' });
    const user = userEvent.setup();
    const region = within(chips).getByRole('button', { name: 'Clear the filter Region: DR Lyon' });
    expect(region).toHaveTextContent('Region: DR Lyon');
    expect(within(chips).getByText('Created 01/01/2026–31/12/2026')).toBeVisible();
    expect(within(chips).getByText('Archived projects included')).toBeVisible();

    await user.click(region);
    await waitFor(() => expect(bodies(LIST).at(-1)).not.toHaveProperty('arReagion'));
    expect(bodies(LIST).at(-1)).toMatchObject({ FromDate: '2026-01-01', IncludeArchivedProject: true });
    await user.click(
      within(chips).getByRole('button', { name: 'Clear the filter Created 01/01/2026–31/12/2026' }),
    );
    await user.click(
      within(chips).getByRole('button', { name: 'Clear the filter Archived projects included' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dashboard filters' })).toBeNull());
    const last = bodies(LIST).at(-1)!;
    for (const field of ['arReagion', 'FromDate', 'ToDate', 'IncludeArchivedProject'])
      expect(last).not.toHaveProperty(field);
    expect(last).toMatchObject({ arCountries: ['FR'], arProjectStatus: [3, 8], SaveFilters: false });
  });

  it('one bound only; Show All clears the chips too', async () => {
    const { bodies } = open({ ...DRILL, regions: [], fromDate: '', toDate: '2026-03-01' });
    const chips = await screen.findByRole('region', { name: 'Dashboard filters' });
    expect(within(chips).getByText('Created until 01/03/2026')).toBeVisible();
    expect(within(chips).getByText('Archived projects excluded')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show All' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dashboard filters' })).toBeNull());
    const last = bodies(LIST).at(-1)!;
    expect(last).toMatchObject({ SaveFilters: true, arCountries: [], arProjectStatus: [] });
    expect(last).not.toHaveProperty('ToDate');
    expect(last).not.toHaveProperty('IncludeArchivedProject');
  });

  it('the CSV export takes the dashboard filters', async () => {
    const { bodies } = open(DRILL);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findByRole('region', { name: 'Dashboard filters' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export Data (CSV)' }));
    await waitFor(() => expect(bodies(EXPORT)).toHaveLength(1));
    expect(bodies(EXPORT)[0]).toMatchObject({
      arProjectStatus: [3, 8],
      arReagion: ['DR Lyon'],
      FromDate: '2026-01-01',
      ToDate: '2026-12-31',
      IncludeArchivedProject: false,
    });
  });

  it('ignores malformed state', () => {
    expect(readDrillDown(null)).toBeNull();
    expect(readDrillDown({ other: 1 })).toBeNull();
    expect(
      readDrillDown({
        projectListDrillDown: {
          statuses: [1, 'x'],
          countries: 'FR',
          fromDate: 'soon',
          includeArchived: 'yes',
        },
      }),
    ).toEqual({
      statuses: [1],
      countries: [],
      brands: [],
      regions: [],
      fromDate: '',
      toDate: '',
      includeArchived: false,
    });
  });
});
