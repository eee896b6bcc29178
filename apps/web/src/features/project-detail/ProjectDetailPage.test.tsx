import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@portal/contract';
import { rememberListAddress } from '../../lib/lastList';
import { session } from '../../lib/session';
import { readableTextColour } from './brands';
import ProjectDetailPage from './ProjectDetailPage';
import {
  API,
  detailRoutes,
  failure,
  mockApi,
  on,
  ORIGINATOR_ID,
  PROJECT_ID,
  renderAt,
  summary,
  type Call,
} from './testing';

// Leaflet is tested in components/map; here the map is a stand-in that reports what the page gives it.
vi.mock('../../components/map/LazySiteMap', () => ({
  LazySiteMap: (p: {
    position: { lat: number; lng: number } | null;
    editable: boolean;
    onMove?: (x: object) => void;
  }) => (
    <div data-testid="site-map" data-editable={String(p.editable)} data-position={JSON.stringify(p.position)}>
      {p.editable && (
        <button type="button" onClick={() => p.onMove?.({ lat: 45.7, lng: 4.9 })}>
          move marker
        </button>
      )}
    </div>
  ),
}));

function signIn(role: Role, userSequence = ORIGINATOR_ID) {
  session.signedIn({
    token: 'tok',
    email: 'me@example.com',
    firstName: 'Me',
    roles: role,
    userSequence,
    isFirstTimeLogin: false,
  });
}

function open(role: Role, routes = detailRoutes(), path = `/UniqueProject/${PROJECT_ID}`) {
  signIn(role);
  const api = mockApi(routes);
  renderAt(path, <ProjectDetailPage />);
  return { ...api, user: userEvent.setup() };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

afterEach(() => vi.restoreAllMocks());

describe('ProjectDetailPage', () => {
  it('shows the summary and calls the summary endpoints', async () => {
    const { calls } = open(ROLES.VC);
    expect(await screen.findByRole('heading', { name: 'Project FR-2026-000042' })).toBeInTheDocument();
    const card = screen
      .getByRole('heading', { name: 'Project summary' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('GARAGE DU CENTRE')).toBeInTheDocument();
    expect(within(card).getByText('01/09/2026')).toBeInTheDocument();
    expect(within(card).getByText('olivia@example.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(
        expect.arrayContaining([
          `projects/GetProjectLatestStatus/${PROJECT_ID}`,
          `users/getuserbyid/${ORIGINATOR_ID}?projectId=${PROJECT_ID}`,
          `Sites/GetAllSiteProjectsHistory/${PROJECT_ID}`,
          `projects/GetProjectStatusHistory/${PROJECT_ID}`,
        ]),
      ),
    );
  });

  it('shows brands as chips in their colours with readable text, professional variants as plain text, Leapmotor included', async () => {
    open(ROLES.VC);
    const card = (await screen.findByRole('heading', { name: 'Project summary' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const chip = (name: string) => within(card).getByText(name).closest('.MuiChip-root');
    expect(chip('Peugeot')).toHaveStyle({ backgroundColor: '#1A1A1A', color: '#FFFFFF' });
    expect(chip('Opel')).toHaveStyle({ backgroundColor: '#F7D117', color: '#000000' });
    expect(chip('Leapmotor')).not.toBeNull();
    expect(within(card).getByText('Peugeot Professional').closest('.MuiChip-root')).toBeNull();
    expect(readableTextColour('#DA291C')).toBe('#FFFFFF');
    expect(readableTextColour('#FFFFFF')).toBe('#000000');
  });

  it('keeps CI Implementation and Compliance Audit disabled while the latest status is 0', async () => {
    open(ROLES.VC);
    await screen.findByRole('heading', { name: 'Project FR-2026-000042' });
    await waitFor(() => expect(tab(/Design Validation/)).not.toBeDisabled());
    expect(tab(/CI Implementation/)).toBeDisabled();
    expect(tab(/Compliance Audit/)).toBeDisabled();
    expect(tab(/Project History/)).toHaveAttribute('aria-selected', 'true');
  });

  it('opens every tab once the project is approved; the later stages show their title', async () => {
    const { user } = open(
      ROLES.VC,
      detailRoutes([
        on(
          API.getProjectLatestStatus,
          { params: { projectId: PROJECT_ID } },
          { statusId: 3, status: 'Project Approved' },
        ),
      ]),
    );
    await screen.findByRole('heading', { name: 'Project FR-2026-000042' });
    await waitFor(() => expect(tab(/CI Implementation/)).not.toBeDisabled());
    expect(tab(/Compliance Audit/)).not.toBeDisabled();
    await user.click(tab(/Compliance Audit/));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Compliance Audit' }),
    ).toBeInTheDocument();
  });

  it('keeps them disabled before the CI stage (under review)', async () => {
    open(
      ROLES.VC,
      detailRoutes([
        on(
          API.getProjectLatestStatus,
          { params: { projectId: PROJECT_ID } },
          { statusId: 1, status: 'Project Under Review' },
        ),
      ]),
    );
    await screen.findByRole('heading', { name: 'Project FR-2026-000042' });
    await waitFor(() => expect(tab(/Design Validation/)).not.toBeDisabled());
    expect(tab(/CI Implementation/)).toBeDisabled();
    expect(tab(/Compliance Audit/)).toBeDisabled();
  });

  it.each([
    [ROLES.ORIGINATOR, '/'],
    [ROLES.RETAIL, '/'],
    [ROLES.VC, '/Project-List'],
    [ROLES.HQ, '/Project-List'],
    [ROLES.RND, '/Project-List'],
  ])('Back to project for %s goes to %s', async (role, target) => {
    open(role);
    const back = await screen.findByRole('link', { name: 'Back to project' });
    expect(back).toHaveAttribute('href', target);
  });

  it('Back returns to the list as it was left (its search, page and sort), only for the role’s own list', async () => {
    rememberListAddress('/Project-List?q=lyon&page=2&sort=city.asc');
    open(ROLES.VC);
    expect(await screen.findByRole('link', { name: 'Back to project' })).toHaveAttribute(
      'href',
      '/Project-List?q=lyon&page=2&sort=city.asc',
    );
  });

  it('ignores a remembered list of another role’s page', async () => {
    rememberListAddress('/Project-List?q=lyon');
    open(ROLES.ORIGINATOR);
    expect(await screen.findByRole('link', { name: 'Back to project' })).toHaveAttribute('href', '/');
  });

  it('opens the tab named in the address and keeps a chosen tab there (Back and reload keep it)', async () => {
    const { user } = open(ROLES.VC, detailRoutes(), `/UniqueProject/${PROJECT_ID}?tab=site`);
    await screen.findByRole('heading', { name: 'Project FR-2026-000042' });
    expect(tab(/Site information/)).toHaveAttribute('aria-selected', 'true');
    await user.click(tab(/Design Validation/));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/UniqueProject/${PROJECT_ID}?tab=design`,
    );
    await user.click(tab(/Project History/));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/UniqueProject\/42$/));
  });

  it("opens the Activity tab from the address, for every role, with the project's activity", async () => {
    for (const role of [ROLES.VC, ROLES.ORIGINATOR]) {
      const { calls } = open(
        role,
        detailRoutes([
          on(API.getProjectTimeline, { params: { projectId: PROJECT_ID } }, { entries: [], next: null }),
        ]),
        `/UniqueProject/${PROJECT_ID}?tab=activity`,
      );
      expect(await screen.findByText('No activity to show.')).toBeInTheDocument();
      expect(tab(/Activity/)).toHaveAttribute('aria-selected', 'true');
      expect(calls.some((c) => c.path.startsWith(`projects/${PROJECT_ID}/timeline?`))).toBe(true);
      vi.restoreAllMocks();
      cleanup();
    }
  });

  it('lists the site history newest first, with brand chips, names without a chip as text and LEAPMOTOR left out', async () => {
    open(ROLES.VC);
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('OLDEST');
    const names = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('gridcell')[1]!.textContent);
    expect(names).toEqual(['NEWEST', 'MIDDLE PAUSED', 'OLDEST']);
    const newest = within(grid).getAllByRole('row')[1]!;
    expect(within(newest).getByText('Peugeot').closest('.MuiChip-root')).not.toBeNull();
    expect(within(newest).getByText('Mystery Brand').closest('.MuiChip-root')).toBeNull();
    expect(within(newest).getByText('Peugeot Professional').closest('.MuiChip-root')).toBeNull();
    expect(within(newest).queryByText(/leapmotor/i)).toBeNull();
    expect(within(newest).getByText('01/03/2026')).toBeInTheDocument();
    // Select links to the project; a paused row's select is disabled.
    expect(within(newest).getByRole('link', { name: /open the project newest/i })).toHaveAttribute(
      'href',
      `/UniqueProject/${PROJECT_ID}`,
    );
    const paused = within(grid).getAllByRole('row')[2]!;
    expect(within(paused).getByRole('button', { name: /open the project middle paused/i })).toBeDisabled();
    expect(within(paused).queryByRole('link')).toBeNull();
    // The status timeline below the grid.
    expect(await screen.findByText('01/03/2026 by Olivia Martin')).toBeInTheDocument();
  });

  it('answers 404 with a clear not-found state and a way back', async () => {
    open(
      ROLES.ORIGINATOR,
      detailRoutes([
        on(API.getProjectUserDetails, { params: { projectId: PROJECT_ID } }, failure(404, 'Not found.')),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the project list' })).toHaveAttribute('href', '/');
  });

  it('treats a project id that is not a number as not found, without calling the server', async () => {
    const { calls } = open(ROLES.VC, detailRoutes(), '/UniqueProject/abc');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('projects/'))).toEqual([]);
  });

  it('lets the Retail Location move the marker and saves the position', async () => {
    const posted: Call[] = [];
    const { user } = open(
      ROLES.RETAIL,
      detailRoutes([
        on(API.updateProjectLocation, { params: { projectId: PROJECT_ID } }, (c) => {
          posted.push(c);
          return { statusCode: 200, message: 'ok' };
        }),
      ]),
    );
    const map = await screen.findByTestId('site-map');
    expect(map).toHaveAttribute('data-editable', 'true');
    expect(map).toHaveAttribute('data-position', JSON.stringify({ lat: 45.76, lng: 4.83 }));
    await user.click(within(map).getByRole('button', { name: 'move marker' }));
    expect(await screen.findByText('The site location is saved.')).toBeInTheDocument();
    expect(posted.map((c) => c.body)).toEqual([{ Latitude: 45.7, Longitude: 4.9 }]);
    expect(screen.getByTestId('site-map')).toHaveAttribute(
      'data-position',
      JSON.stringify({ lat: 45.7, lng: 4.9 }),
    );
  });

  it('keeps the marker fixed for the other roles', async () => {
    open(ROLES.HQ);
    expect(await screen.findByTestId('site-map')).toHaveAttribute('data-editable', 'false');
  });

  it('keeps the marker fixed on a paused project, even for its originator', async () => {
    open(
      ROLES.ORIGINATOR,
      detailRoutes([
        on(
          API.getProjectUserDetails,
          { params: { projectId: PROJECT_ID } },
          { ...summary, isEnabled: false },
        ),
      ]),
    );
    expect(await screen.findByTestId('site-map')).toHaveAttribute('data-editable', 'false');
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('the originator of the project gets the Update Site Information button on the Site information tab', async () => {
    const first = open(ROLES.ORIGINATOR);
    await first.user.click(await screen.findByRole('tab', { name: 'Site information' }));
    expect(await screen.findByRole('button', { name: 'Update Site Information' })).toBeInTheDocument();
  });

  it('shows the Site information tab read-only to a VC user, without the update button', async () => {
    const { user } = open(ROLES.VC);
    await user.click(await screen.findByRole('tab', { name: 'Site information' }));
    expect(
      await screen.findByText('Only the project originator can change the site information.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /site name/i })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update Site Information' })).toBeNull();
  });
});
