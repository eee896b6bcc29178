import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mapLayerOf,
  ROLES,
  type MapFeature,
  type MapFeatureProperties,
  type MapView,
  type Role,
} from '@portal/contract';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { session } from '../../lib/session';
import { API } from '../../lib/routes';
import { on, stubRoutes, type Call, type RouteStub } from '../../test/fetch-stub';
import InteractiveMapPage from './InteractiveMapPage';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

const feature = (
  id: string,
  lngLat: [number, number],
  properties: Partial<MapFeatureProperties>,
): MapFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: lngLat },
  properties: {
    informationSource: 'VC',
    coordinates: lngLat,
    userName: '',
    siteName: id,
    projectStatusList: [],
    ...properties,
  },
});

const PARIS_SITE = feature('site-1', [2.35, 48.85], {
  siteName: 'GARAGE DU PORT',
  userName: 'Anna Archi',
  projectStatusList: [
    { projectId: 11, projectCode: 'FR-2026-000011', status: 'Project Approved' },
    { projectId: 12, projectCode: 'FR-2026-000012', status: 'Project Registered' },
  ],
});
const RIO_CANDIDATE = feature('site-2', [-43.2, -22.9], {
  informationSource: 'New Candidate',
  siteName: 'HARBOUR MOTORS',
  matched: true,
  arcadCode: 'BR-0001',
  projectStatusList: [{ projectId: 13, projectCode: 'BR-2026-000013', status: 'Project Registered' }],
});
const NEW_YORK_ARCAD = feature('arcad-1', [-74, 40.7], {
  informationSource: 'ARCAD',
  siteName: 'ARCAD NEW YORK',
  arcadCode: 'US-0001',
});

const FILTER_DETAILS = {
  result: {
    brands: [{ brand_id: 2, brand_name: 'Peugeot' }],
    countries: [
      { code: 'FR', label: 'France' },
      { code: 'DE', label: 'Germany' },
    ],
    projectStatus: [],
  },
};

/**
 * The server's map view for these features: each a single point in its layer, or, with `groupBelow`, the
 * sites (not ARCAD) as one group at zooms below it (the server groups them; here only its answer matters).
 */
function answer(
  features: MapFeature[],
  body: { zoom: number },
  { arcadImported = true, groupBelow = 0 } = {},
): MapView {
  const layers: MapView['layers'] = {
    arcad: { clusters: [], features: [] },
    new: { clusters: [], features: [] },
    matching: { clusters: [], features: [] },
  };
  const sites = features.filter((f) => f.properties.informationSource !== 'ARCAD');
  for (const f of features) {
    const layer = mapLayerOf(f.properties.informationSource, f.properties.matched);
    if (layer !== 'arcad' && body.zoom < groupBelow) continue;
    layers[layer].features.push(f);
  }
  if (body.zoom < groupBelow)
    layers.new.clusters.push({
      id: 'new-1',
      coordinates: [3.5, 47],
      count: sites.length,
      expansionZoom: groupBelow,
    });
  const matching = sites.filter((f) => f.properties.matched).length;
  const lngs = features.map((f) => f.geometry.coordinates[0]);
  const lats = features.map((f) => f.geometry.coordinates[1]);
  const bounds: MapView['bounds'] = features.length
    ? [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]
    : null;
  return {
    layers,
    counts: { sites: sites.length, arcad: features.length - sites.length, matching },
    arcadImported,
    bounds,
    asOf: new Date().toISOString(),
  };
}

function mock(
  role: Role,
  features: MapFeature[],
  options: { arcadImported?: boolean; groupBelow?: number } = {},
) {
  return mockApi([
    on(API.getFilterDetails, { query: { Role: role } }, FILTER_DETAILS),
    on(API.getMapView, {}, (call) => answer(features, call.body, options)),
    on(API.getArcadInvitations, {}, []),
  ]);
}
const mapCalls = (calls: Call[]) =>
  calls.filter((c) => c.path === 'home/getmapview').map((c) => c.body as Record<string, unknown>);

const mockApi = (stubs: RouteStub[]) => stubRoutes(stubs, { withQuery: true }).calls;

function signInAs(role: Role) {
  session.signedIn({
    token: 'tok',
    email: 'me@example.test',
    firstName: 'Ann',
    roles: role,
    userSequence: 5,
    isFirstTimeLogin: false,
  });
}

/** The page at `at` in a router (with a stand-in project page) and a fresh query client. */
function renderPage(ui: ReactElement, at = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/UniqueProject/:id" element={<p>detail page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom lays nothing out: give the map a size, so it has a visible box to draw.
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(900);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(560);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('InteractiveMapPage', () => {
  it('asks for the view of the box shown with the role, shows the three layers, and draws its markers', async () => {
    signInAs(ROLES.HQ);
    const calls = mock(ROLES.HQ, [PARIS_SITE, RIO_CANDIDATE, NEW_YORK_ARCAD]);
    const { container } = renderPage(<InteractiveMapPage />);
    expect(await screen.findByRole('checkbox', { name: 'Arcad data' }, SLOW)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New data' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Matching data' })).toBeChecked();
    expect(mapCalls(calls)[0]).toMatchObject({
      Role: ROLES.HQ,
      arCountries: [],
      arBrands: [],
      arReagion: [],
      IncludeArchivedProject: false,
    });
    // The whole world (padded and brought within ±180°), at a whole zoom.
    expect(mapCalls(calls)[0]).toMatchObject({ west: -180, east: 180, zoom: expect.any(Number) });
    expect(Number.isInteger(mapCalls(calls)[0]!.zoom)).toBe(true);
    await waitFor(() => expect(container.querySelectorAll('.om-point')).toHaveLength(3), SLOW);
    expect(container.querySelector('.om-point.om-vc')).toHaveAttribute('title', 'GARAGE DU PORT');
    expect(container.querySelector('.om-point.om-matching')).toHaveAttribute('title', 'HARBOUR MOTORS');
    expect(container.querySelector('.om-point.om-arcad')).toHaveAttribute('title', 'ARCAD NEW YORK');
    expect(screen.getByText('2 sites · 1 ARCAD locations · 1 matching candidates')).toBeInTheDocument();
    // Only the Validation Center invites ARCAD parties.
    expect(screen.queryByRole('heading', { name: 'ARCAD parties' })).not.toBeInTheDocument();
  });

  it('hides a layer when its box is unticked', async () => {
    signInAs(ROLES.VC);
    mock(ROLES.VC, [PARIS_SITE, RIO_CANDIDATE, NEW_YORK_ARCAD]);
    const { container } = renderPage(<InteractiveMapPage />);
    await waitFor(() => expect(container.querySelectorAll('.om-point')).toHaveLength(3), SLOW);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Arcad data' }));
    expect(container.querySelector('.om-arcad')).toBeNull();
    expect(container.querySelectorAll('.om-point')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Arcad data' }));
    expect(container.querySelector('.om-point.om-arcad')).not.toBeNull();
  });

  it('groups nearby places of a layer and zooms in on a group', async () => {
    signInAs(ROLES.VC);
    const lyon = feature('site-3', [4.83, 45.76], { siteName: 'LYON AUTO' });
    const calls = mock(ROLES.VC, [PARIS_SITE, lyon], { groupBelow: 6 });
    const { container } = renderPage(<InteractiveMapPage />);
    const cluster = await screen.findByTitle('2 locations: select to zoom in', {}, SLOW);
    expect(container.querySelector('.om-point')).toBeNull();
    fireEvent.click(cluster);
    // The map zooms to where the group splits and asks for that view.
    await waitFor(() => expect(mapCalls(calls).at(-1)).toMatchObject({ zoom: 6 }));
    await waitFor(() => expect(container.querySelectorAll('.om-point.om-vc')).toHaveLength(2));
  });

  it('opens a popup with the site, the originator and each project linking to it', async () => {
    signInAs(ROLES.RND);
    mock(ROLES.RND, [PARIS_SITE, RIO_CANDIDATE]);
    renderPage(<InteractiveMapPage />);
    fireEvent.click(await screen.findByTitle('GARAGE DU PORT', {}, SLOW));
    const heading = await screen.findByRole('heading', { name: 'GARAGE DU PORT' });
    const popup = heading.closest('.leaflet-popup') as HTMLElement;
    expect(within(popup).getByText('Originator: Anna Archi')).toBeInTheDocument();
    expect(within(popup).getByText('Portal site')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Open project FR-2026-000011' })).toHaveAttribute(
      'href',
      '/UniqueProject/11',
    );
    expect(within(popup).getByText(/Project Approved/)).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('link', { name: 'Open project FR-2026-000012' }));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });

  it('says which ARCAD location a matched candidate matches', async () => {
    signInAs(ROLES.VC);
    mock(ROLES.VC, [RIO_CANDIDATE, PARIS_SITE]);
    renderPage(<InteractiveMapPage />);
    fireEvent.click(await screen.findByTitle('HARBOUR MOTORS', {}, SLOW));
    expect(await screen.findByText('Matches ARCAD location BR-0001')).toBeInTheDocument();
    expect(screen.getByText('New candidate')).toBeInTheDocument();
    // Another marker's popup replaces it.
    fireEvent.click(screen.getByTitle('GARAGE DU PORT'));
    expect(await screen.findByRole('heading', { name: 'GARAGE DU PORT' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'HARBOUR MOTORS' })).not.toBeInTheDocument();
    // Closed, it opens again from its marker.
    fireEvent.click(document.querySelector('.leaflet-popup-close-button')!);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'GARAGE DU PORT' })).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByTitle('GARAGE DU PORT'));
    expect(await screen.findByRole('heading', { name: 'GARAGE DU PORT' })).toBeInTheDocument();
  });

  it('says the Arcad data layer is empty when nothing was imported', async () => {
    signInAs(ROLES.VC);
    mock(ROLES.VC, [PARIS_SITE], { arcadImported: false });
    renderPage(<InteractiveMapPage />);
    expect(
      await screen.findByText(
        'No ARCAD location has been imported yet: the Arcad data layer is empty.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    // The Validation Center's invitation panel sits under the map.
    expect(await screen.findByRole('heading', { name: 'ARCAD parties' })).toBeInTheDocument();
  });

  it('starts at zoom 1.5 near the Atlantic; a filter fits the map to what it shows, the Atlantic at 1.55 when nothing', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    const fitBounds = vi.spyOn(L.Map.prototype, 'fitBounds');
    signInAs(ROLES.VC);
    let features = [PARIS_SITE, RIO_CANDIDATE, NEW_YORK_ARCAD];
    const calls = mockApi([
      on(API.getFilterDetails, { query: { Role: ROLES.VC } }, FILTER_DETAILS),
      on(API.getMapView, {}, (call) => answer(features, call.body)),
      on(API.getArcadInvitations, {}, []),
    ]);
    renderPage(<InteractiveMapPage />);
    await screen.findByRole('checkbox', { name: 'Arcad data' }, SLOW);
    // (jsdom has no CSS 3D: Leaflet rounds the zoom it applies there, not the one it is given.)
    expect(setView).toHaveBeenNthCalledWith(1, [30, -30], 1.5);
    await waitFor(() => expect(mapCalls(calls)).not.toHaveLength(0));
    expect(fitBounds).not.toHaveBeenCalled();

    // A filter: the map moves to the box of its points.
    features = [PARIS_SITE, RIO_CANDIDATE];
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include archived projects' }));
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(1));
    const box = fitBounds.mock.calls[0]![0] as L.LatLngBounds;
    expect([box.getWest(), box.getSouth(), box.getEast(), box.getNorth()]).toEqual([
      -43.2, -22.9, 2.35, 48.85,
    ]);
    expect(mapCalls(calls).at(-1)).toMatchObject({ IncludeArchivedProject: true });

    // Nothing matches: the spec's filtered start view.
    features = [];
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(setView).toHaveBeenLastCalledWith([30, -30], 1.5));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(mapCalls(calls).at(-1)).toMatchObject({ arCountries: ['DE'] }));
    await waitFor(() => expect(setView).toHaveBeenLastCalledWith([30, -30], 1.55));
    expect(fitBounds).toHaveBeenCalledTimes(1);
  });

  it('opened at an address with filters, asks with them and fits the map to their points', async () => {
    const fitBounds = vi.spyOn(L.Map.prototype, 'fitBounds');
    signInAs(ROLES.VC);
    const calls = mock(ROLES.VC, [PARIS_SITE]);
    renderPage(<InteractiveMapPage />, '/?country=FR&brand=Peugeot');
    await waitFor(() => expect(mapCalls(calls)).not.toHaveLength(0), SLOW);
    expect(mapCalls(calls)[0]).toMatchObject({ arCountries: ['FR'], arBrands: ['Peugeot'] });
    await waitFor(() => expect(fitBounds).toHaveBeenCalledTimes(1));
    const box = fitBounds.mock.calls[0]![0] as L.LatLngBounds;
    expect(box.getCenter()).toMatchObject({ lat: 48.85, lng: 2.35 });
  });

  it('draws markers of several layers on one spot as one stack, which lists them; each opens its popup', async () => {
    signInAs(ROLES.VC);
    const arcadHere = feature('arcad-7', [2.35, 48.85], {
      informationSource: 'ARCAD',
      siteName: 'ARCAD PARIS',
      arcadCode: 'FR-7',
    });
    mock(ROLES.VC, [PARIS_SITE, arcadHere]);
    const { container } = renderPage(<InteractiveMapPage />);
    const stack = await screen.findByTitle('2 locations piled up here: select to open', {}, SLOW);
    expect(container.querySelector('.om-point')).toBeNull();
    fireEvent.click(stack);
    const list = (await screen.findByRole('heading', { name: '2 locations here' })).closest(
      '.leaflet-popup',
    ) as HTMLElement;
    await userEvent.click(within(list).getByRole('button', { name: 'ARCAD PARIS · ARCAD location' }));
    expect(await screen.findByText('ARCAD code: FR-7')).toBeInTheDocument();
  });

  it('zooms into a stack whose markers stand apart', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    signInAs(ROLES.VC);
    // A group of sites in central France and an ARCAD point 30 km away: one pile at the world view.
    const arcadNear = feature('arcad-8', [3.8, 47.2], { informationSource: 'ARCAD', siteName: 'ARCAD NEAR' });
    const lyon = feature('site-3', [4.83, 45.76], { siteName: 'LYON AUTO' });
    const calls = mock(ROLES.VC, [PARIS_SITE, lyon, arcadNear], { groupBelow: 6 });
    renderPage(<InteractiveMapPage />);
    const stack = await screen.findByTitle('3 locations piled up here: select to open', {}, SLOW);
    const before = mapCalls(calls).at(-1)!.zoom as number;
    fireEvent.click(stack);
    await waitFor(() => expect(mapCalls(calls).at(-1)!.zoom).toBeGreaterThan(before));
    expect(setView).toHaveBeenCalledTimes(2);
  });

  it('shows the spinner for the first 3 s and the browser warning for the first 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(ROLES.VC);
    mock(ROLES.VC, [PARIS_SITE]);
    renderPage(<InteractiveMapPage />);
    expect(screen.getByText('Loading the map…')).toBeInTheDocument();
    expect(screen.getByText(/works best in a current version/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_100);
    });
    await waitFor(() => expect(screen.queryByText('Loading the map…')).not.toBeInTheDocument());
    expect(screen.getByText(/works best in a current version/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(27_000);
    });
    expect(screen.queryByText(/works best in a current version/)).not.toBeInTheDocument();
  });
});
