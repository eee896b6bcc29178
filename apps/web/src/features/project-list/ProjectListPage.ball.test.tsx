import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@portal/contract';
import { API, listAnswer, listBodies, on, openList, projectRow } from './testing';

// A data grid re-rendered per click, on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000 });
const SLOW = { timeout: 15_000 };
vi.mock('./create/CreateProjectActions', () => ({ CreateProjectActions: () => null }));

/** Ball in court on the project list (docs/lifecycle.md): the column, and the filter asked of the server. */

const LATE = projectRow({
  ball: {
    stage: 'completeness',
    since: '2026-11-16T09:00:00.000Z',
    dueDate: '2026-11-19',
    workingDaysLate: 4,
    holderEmail: '',
  },
});
const ON_TIME = projectRow({
  projectId: 59,
  projectUniqueId: 'FR-2026-000059',
  siteName: 'AUTO SUD',
  statusId: 5,
  ball: {
    stage: 'corrections',
    since: '2026-11-25T09:00:00.000Z',
    dueDate: '2026-12-09',
    workingDaysLate: 0,
    holderEmail: 'arch@example.test',
  },
});
const NONE = projectRow({
  projectId: 60,
  projectUniqueId: 'FR-2026-000060',
  siteName: 'NORD',
  statusId: 3,
  ball: null,
});

const open = (path: string, role: Role = ROLES.ORIGINATOR) =>
  openList(path, role, [
    on(API.getProjectsByFilters, {}, listAnswer([LATE, ON_TIME, NONE])),
    on(API.getProjectByAccountName, {}, []),
    on(
      API.isFilterClicked,
      {},
      { isFilterClicked: false, arCountries: [], arBrands: [], arProjectStatus: [] },
    ),
    on(API.getFilterDetails, {}, { result: { brands: [], countries: [], projectStatus: [] } }),
  ]);

describe('project list: ball in court', () => {
  it('shows each row’s stage and due day, and how many working days late', async () => {
    open('/');
    const late = await screen.findByRole('row', { name: /GARAGE DU PORT/ }, SLOW);
    expect(within(late).getByText('Completeness check, due 19/11/2026')).toBeInTheDocument();
    expect(within(late).getByText('4 working days late')).toBeInTheDocument();
    const onTime = screen.getByRole('row', { name: /AUTO SUD/ });
    expect(within(onTime).getByText("Originator's corrections, due 09/12/2026")).toBeInTheDocument();
    expect(within(onTime).queryByText(/working days? late/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /NORD/ })).queryByText(/due/)).not.toBeInTheDocument();
  });

  it('asks the server for the chosen filter and keeps it in the address', async () => {
    const { calls, user, router } = open('/?size=50');
    await screen.findByRole('row', { name: /GARAGE DU PORT/ }, SLOW);
    expect(listBodies(calls).at(-1)).not.toHaveProperty('Ball');
    await user.click(screen.getByRole('button', { name: 'With me' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ Ball: 'withMe' }), SLOW);
    expect(router.state.location.search).toBe('?size=50&ball=withMe');
    await user.click(screen.getByRole('button', { name: 'All projects' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).not.toHaveProperty('Ball'), SLOW);
    expect(router.state.location.search).toBe('?size=50');
  });

  it('opened from the dashboard with a stage: asks for it, shows it as a chip that clears it', async () => {
    const { calls, user } = open('/?ball=overdue&stage=content', ROLES.VC);
    await waitFor(
      () => expect(listBodies(calls).at(-1)).toMatchObject({ Ball: 'overdue', BallStage: 'content' }),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear the filter Stage: Content validation' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).not.toHaveProperty('BallStage'), SLOW);
    expect(listBodies(calls).at(-1)).toMatchObject({ Ball: 'overdue' });
  });

  it('ignores an unknown filter in the address', async () => {
    const { calls } = open('/?ball=late&stage=audit');
    await screen.findByRole('row', { name: /GARAGE DU PORT/ }, SLOW);
    expect(listBodies(calls).at(-1)).not.toHaveProperty('Ball');
    expect(listBodies(calls).at(-1)).not.toHaveProperty('BallStage');
  });
});
