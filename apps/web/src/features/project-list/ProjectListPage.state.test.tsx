import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@portal/contract';
import { lastListAddress } from '../../lib/lastList';
import { API, listAnswer, listBodies, on, openList, projectRow, type Call } from './testing';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

vi.mock('./create/CreateProjectActions', () => ({ CreateProjectActions: () => null }));

const ROW = projectRow();

const open = (path: string) =>
  openList(path, ROLES.ORIGINATOR, [
    on(API.getProjectsByFilters, {}, listAnswer([ROW], 500)),
    on(API.getProjectByAccountName, {}, []),
  ]);

const lastList = (calls: Call[]) => listBodies(calls).at(-1);

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('project list state in the address (issue 9 §4: Back from a project)', () => {
  it('opens with the search, page, page size and sort of the address', async () => {
    const { calls, router } = open('/?q=port&page=2&size=50&sort=city.asc');
    await waitFor(() => expect(lastList(calls)).toBeDefined(), SLOW);
    expect(lastList(calls)).toMatchObject({
      Search: 'port',
      Page: 1,
      PageSize: 50,
      SortField: 'city',
      SortDirection: 'asc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('port');
    // Once the rows are there the grid keeps the page: nothing sends it back to the first.
    await screen.findByText(ROW.siteName, {}, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lastList(calls)).toMatchObject({ Page: 1 });
    expect(router.state.location.search).toContain('page=2');
  });

  it('keeps the search text and sort through a visit to a project and Back', async () => {
    const { router, calls, user } = open('/');
    const box = await screen.findByRole('searchbox', { name: 'Search' }, SLOW);
    await user.type(box, 'lyon');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Search: 'lyon' }), SLOW);
    await user.click(within(screen.getByRole('columnheader', { name: 'City' })).getByText('City'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ SortField: 'city', SortDirection: 'asc' }));
    expect(router.state.location.search).toBe('?q=lyon&sort=city.asc');
    // The project page's Back button finds the list as it was left.
    expect(lastListAddress('/')).toBe('/?q=lyon&sort=city.asc');

    await user.click(await screen.findByRole('link', { name: /FR-2026-000058/ }, SLOW));
    expect(await screen.findByText('detail page of 58')).toBeInTheDocument();
    const before = calls.length;
    await act(() => router.navigate(-1));

    expect(await screen.findByRole('searchbox', { name: 'Search' }, SLOW)).toHaveValue('lyon');
    await waitFor(() => expect(calls.length).toBeGreaterThan(before), SLOW);
    expect(lastList(calls)).toMatchObject({ Search: 'lyon', SortField: 'city', SortDirection: 'asc' });
  });
});
