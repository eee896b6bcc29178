import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ROLES } from '@portal/contract';
import { drillDownState, readDrillDown } from '../../lib/listDrillDown';
import ProjectListPage from './ProjectListPage';
import { json, mockApi, signInAs } from './testing';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.restoreAllMocks());

const SAVED = { isFilterClicked: true, arCountries: ['IT'], arBrands: ['Opel'], arProjectStatus: [0] };
const DETAILS = { result: { brands: [], countries: [], projectStatus: [] } };

describe('the project list opened from a dashboard slice or bar (issue 12)', () => {
  it('starts from the drill-down filters, not the saved ones, and does not save them', async () => {
    signInAs(ROLES.HQ);
    const calls = mockApi({
      'POST Projects/getallprojectsbyfilters': () => json({ rows: [], total: 0 }),
      'GET Projects/isFilterClicked': () => json(SAVED),
      [`GET home/getfilterdetails?Role=${encodeURIComponent(ROLES.HQ)}`]: () => json(DETAILS),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: '/',
              state: drillDownState({ statuses: [3, 8], countries: ['FR'], brands: ['Peugeot'] }),
            },
          ]}
        >
          <Routes>
            <Route path="/" element={<ProjectListPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls.some((c) => c.path === 'Projects/getallprojectsbyfilters')).toBe(true));
    const body = calls.find((c) => c.path === 'Projects/getallprojectsbyfilters')!.body;
    expect(body).toMatchObject({
      arProjectStatus: [3, 8],
      arCountries: ['FR'],
      arBrands: ['Peugeot'],
      SaveFilters: false,
    });
    expect(calls.some((c) => c.path === 'Projects/isFilterClicked')).toBe(false);
  });

  it('ignores malformed state', () => {
    expect(readDrillDown(null)).toBeNull();
    expect(readDrillDown({ other: 1 })).toBeNull();
    expect(readDrillDown({ projectListDrillDown: { statuses: [1, 'x'], countries: 'FR' } })).toEqual({
      statuses: [1],
      countries: [],
      brands: [],
    });
  });
});
