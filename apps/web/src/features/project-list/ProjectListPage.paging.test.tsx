import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type ProjectListAnswer, type ProjectListBody } from '@portal/contract';
import { API, listBodies, on, openList, projectRow, type Call } from './testing';

vi.setConfig({ testTimeout: 180_000 });
const SLOW = { timeout: 15_000 };

vi.mock('./create/CreateProjectActions', () => ({ CreateProjectActions: () => null }));

/**
 * A list of 100 projects whose server names its cursors after the page it answered ('first-N', 'last-N'),
 * and reads them back as the real one does: after the last row of page N is page N + 1, before the first
 * row of page N is page N − 1; without a cursor, the body's Page.
 */
function answerOf(body: ProjectListBody): ProjectListAnswer {
  const cursor = body.Cursor ?? '';
  const [side, n] = cursor.split('-');
  const page = side === 'last' ? Number(n) + 1 : side === 'first' ? Number(n) - 1 : Number(body.Page ?? 0);
  return {
    rows: [projectRow({ projectId: page + 1, siteName: `SITE OF PAGE ${page + 1}` })],
    total: 100,
    totalCapped: false,
    hasNextPage: page < 3,
    firstCursor: `first-${page}`,
    lastCursor: `last-${page}`,
  };
}

const open = (path: string) =>
  openList(path, ROLES.ORIGINATOR, [
    on(API.getProjectsByFilters, {}, (call) => answerOf(call.body)),
    on(API.getProjectByAccountName, {}, []),
  ]);

const lastList = (calls: Call[]) => listBodies(calls).at(-1);
const click = async (user: ReturnType<typeof open>['user'], name: RegExp) =>
  user.click(screen.getByRole('button', { name }));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('project list pages by cursor (issue 23 §4)', () => {
  it('Next sends the last row’s cursor, Previous the first row’s; the first page goes by number', async () => {
    const { calls, user, router } = open('/');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 0 }), SLOW);
    await screen.findByText('SITE OF PAGE 1', {}, SLOW);
    expect(lastList(calls)).not.toHaveProperty('Cursor');

    await click(user, /next page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 1, Cursor: 'last-0' }), SLOW);
    await screen.findByText('SITE OF PAGE 2', {}, SLOW);
    await click(user, /next page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 2, Cursor: 'last-1' }), SLOW);
    await screen.findByText('SITE OF PAGE 3', {}, SLOW);
    expect(router.state.location.search).toBe('?page=3');

    await click(user, /previous page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 1, Cursor: 'first-2' }), SLOW);
    await screen.findByText('SITE OF PAGE 2', {}, SLOW);
    await click(user, /previous page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 0 }), SLOW);
    await screen.findByText('SITE OF PAGE 1', {}, SLOW);
    expect(lastList(calls)).not.toHaveProperty('Cursor');
  });

  it('a page restored from the address goes by number, and Next from it by cursor', async () => {
    const { calls, user } = open('/?page=3');
    await screen.findByText('SITE OF PAGE 3', {}, SLOW);
    expect(listBodies(calls)).toHaveLength(1);
    expect(lastList(calls)).toMatchObject({ Page: 2 });
    expect(lastList(calls)).not.toHaveProperty('Cursor');

    await click(user, /previous page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 1, Cursor: 'first-2' }), SLOW);
    await screen.findByText('SITE OF PAGE 2', {}, SLOW);
    await click(user, /next page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 2, Cursor: 'last-1' }), SLOW);
    await screen.findByText('SITE OF PAGE 3', {}, SLOW);
  });

  it('a sort or a search starts again without cursors', async () => {
    const { calls, user } = open('/');
    await screen.findByText('SITE OF PAGE 1', {}, SLOW);
    await click(user, /next page/i);
    await screen.findByText('SITE OF PAGE 2', {}, SLOW);

    // Another sort: the first page, then Next by that sort's own cursor.
    await user.click(within(screen.getByRole('columnheader', { name: 'City' })).getByText('City'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 0, SortField: 'city' }), SLOW);
    await screen.findByText('SITE OF PAGE 1', {}, SLOW);
    expect(lastList(calls)).not.toHaveProperty('Cursor');
    await click(user, /next page/i);
    await waitFor(
      () => expect(lastList(calls)).toMatchObject({ Page: 1, SortField: 'city', Cursor: 'last-0' }),
      SLOW,
    );
    await screen.findByText('SITE OF PAGE 2', {}, SLOW);

    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'lyon');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Search: 'lyon', Page: 0 }), SLOW);
    expect(lastList(calls)).not.toHaveProperty('Cursor');
    await screen.findByText('SITE OF PAGE 1', {}, SLOW);
    await click(user, /next page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Search: 'lyon', Page: 1, Cursor: 'last-0' }));
  });

  it('a total the server stopped counting says "more than", and Next leads on while a page follows', async () => {
    const { calls, user } = openList('/', ROLES.ORIGINATOR, [
      on(API.getProjectsByFilters, {}, (call) => ({
        ...answerOf(call.body),
        total: 1000,
        totalCapped: true,
        hasNextPage: !call.body.Cursor,
      })),
      on(API.getProjectByAccountName, {}, []),
    ]);
    await screen.findByText('SITE OF PAGE 1', {}, SLOW);
    expect(screen.getByRole('status')).toHaveTextContent('More than 1,000 projects');
    expect(screen.getByText(/of more than/)).toBeInTheDocument();
    await click(user, /next page/i);
    await waitFor(() => expect(lastList(calls)).toMatchObject({ Page: 1, Cursor: 'last-0' }), SLOW);
    await screen.findByText('SITE OF PAGE 2', {}, SLOW);
    // The server says nothing follows this page: Next is off.
    await waitFor(() => expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled(), SLOW);
  });
});
