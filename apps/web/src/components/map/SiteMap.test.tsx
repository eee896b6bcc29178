import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, type ClientConfig } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import i18n from '../../lib/i18n';
import { clientConfigAnswer, clientConfigLoaded } from '../../test/client-config';
import { CITY_ZOOM, countryArea } from './areas';
import SiteMap, { geocode } from './SiteMap';

const GEOCODER = 'https://geo.example/search?format=json&q={q}';
const TILES = 'https://tiles.example/{z}/{x}/{y}.png';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch: the client config (returned, to wait for it), and the geocoder answering `hits`. */
function mockFetch(config: Partial<ClientConfig>, hits: unknown = []) {
  const answer = clientConfigAnswer(config);
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/client-config')) return json(answer);
    if (url.startsWith('https://geo.example/')) return json(hits);
    return json({ message: 'Not found.' }, 404);
  });
  return { spy, answer };
}

afterEach(() => vi.restoreAllMocks());

const PARIS = { lat: 48.8566, lng: 2.3522 };

describe('SiteMap', () => {
  it('shows one marker at the position, with no tile layer when no tile service is configured', async () => {
    const { answer } = mockFetch({});
    const { container } = render(<SiteMap position={PARIS} editable={false} />);
    expect(await screen.findByRole('region', { name: 'Map of the site' })).toBeInTheDocument();
    await clientConfigLoaded(answer);
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    expect(container.querySelector('.leaflet-tile-pane')?.children.length ?? 0).toBe(0);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it("titles the zoom buttons and Leaflet's link in the reader's language", async () => {
    await i18n.changeLanguage('es');
    try {
      mockFetch({});
      const { container } = render(<SiteMap position={PARIS} editable={false} />);
      expect(await screen.findByRole('button', { name: packs.es['map.zoomIn'] })).toHaveAttribute(
        'title',
        'Acercar',
      );
      expect(screen.getByRole('button', { name: packs.es['map.zoomOut'] })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
      const leaflet = container.querySelector('.leaflet-control-attribution a[href="https://leafletjs.com"]');
      expect(leaflet).toHaveAttribute('title', packs.es['map.leafletTitle']!);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds the tile layer with its attribution when a tile service is configured', async () => {
    const { answer } = mockFetch({ mapTileUrl: TILES });
    const { container } = render(<SiteMap position={PARIS} editable={false} />);
    // No waiting beyond the configuration: the absence checks of the other tests rely on that.
    await clientConfigLoaded(answer);
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('OpenStreetMap');
  });

  it('editable: the marker is draggable, explains how to move it, and the search box is offered', async () => {
    mockFetch({ geocoderUrl: GEOCODER });
    const { container } = render(<SiteMap position={PARIS} editable onMove={() => {}} />);
    expect(await screen.findByRole('search')).toBeInTheDocument();
    const marker = container.querySelector('.leaflet-marker-icon')!;
    expect(marker).toHaveClass('leaflet-marker-draggable');
    expect(marker).toHaveAttribute('title', expect.stringMatching(/drag the marker/i));
    expect(screen.getByText(/drag the marker to the exact location/i)).toBeInTheDocument();
  });

  it('hides the search box when no geocoder is configured', async () => {
    const { answer } = mockFetch({ geocoderUrl: '' });
    const { container } = render(<SiteMap position={PARIS} editable onMove={() => {}} />);
    await clientConfigLoaded(answer);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    // The map itself still works: the marker can be dragged.
    expect(container.querySelector('.leaflet-marker-draggable')).not.toBeNull();
  });

  it('a read-only map has neither the search box nor a draggable marker', async () => {
    const { answer } = mockFetch({ geocoderUrl: GEOCODER });
    const { container } = render(<SiteMap position={PARIS} editable={false} />);
    await clientConfigLoaded(answer);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(container.querySelector('.leaflet-marker-draggable')).toBeNull();
  });

  it('a search calls the geocoder with the query and moves the marker to the first hit', async () => {
    const { spy } = mockFetch({ geocoderUrl: GEOCODER }, [{ lat: '45.7640123456', lon: '4.8356789012' }]);
    const onMove = vi.fn();
    const user = userEvent.setup();
    render(<SiteMap position={PARIS} editable onMove={onMove} />);
    await user.type(await screen.findByRole('textbox', { name: /search an address/i }), 'Lyon & Co');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith({ lat: 45.764012, lng: 4.835679 }));
    const urls = spy.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('https://geo.example/search?format=json&q=Lyon%20%26%20Co');
  });

  it('says so when the search finds nothing, and does not move the marker', async () => {
    mockFetch({ geocoderUrl: GEOCODER }, []);
    const onMove = vi.fn();
    const user = userEvent.setup();
    render(<SiteMap position={null} editable onMove={onMove} />);
    expect(screen.getByText(/click on the map to place/i)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /search an address/i }), 'Nowhere{Enter}');
    expect(await screen.findByText('No place found for this search.')).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('editable without a position: a click on the map places the marker', async () => {
    mockFetch({});
    const onMove = vi.fn();
    const { container } = render(<SiteMap position={null} editable onMove={onMove} />);
    await screen.findByRole('region', { name: 'Map of the site' });
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 5, clientY: 5 });
    expect(onMove).toHaveBeenCalledTimes(1);
    const [p] = onMove.mock.calls[0] as [{ lat: number; lng: number }];
    expect(Number.isFinite(p.lat) && Number.isFinite(p.lng)).toBe(true);
  });

  it('without a marker it looks at the site’s area, so a click places the marker there (not in Germany)', async () => {
    mockFetch({});
    const onMove = vi.fn();
    const rennes = { lat: 48.11, lng: -1.68, zoom: CITY_ZOOM };
    const { container, rerender } = render(
      <SiteMap position={null} area={countryArea('FR')} editable onMove={onMove} />,
    );
    await screen.findByRole('region', { name: 'Map of the site' });
    // jsdom gives the map no size: a click at its corner is a click at its centre.
    const clickCentre = () => {
      const box = container.querySelector('.leaflet-container')!;
      fireEvent.click(box, { clientX: 0, clientY: 0 });
      return onMove.mock.calls.at(-1)![0] as { lat: number; lng: number };
    };
    // Within a pixel of the centre (about 5 km at the country's zoom).
    const france = clickCentre();
    expect(france.lat).toBeCloseTo(46.6, 1);
    expect(france.lng).toBeCloseTo(2.35, 1);
    // The town became known: the map moves there.
    rerender(<SiteMap position={null} area={rennes} editable onMove={onMove} />);
    const town = clickCentre();
    expect(town.lat).toBeCloseTo(48.11, 2);
    expect(town.lng).toBeCloseTo(-1.68, 2);
  });
});

describe('countryArea', () => {
  it('knows every market country, and nothing else', () => {
    for (const { code } of COUNTRIES) expect(countryArea(code), code).not.toBeNull();
    expect(countryArea('fr')).toEqual(countryArea('FR'));
    expect(countryArea('QQ')).toBeNull();
    expect(countryArea('')).toBeNull();
  });
});

describe('geocode', () => {
  it('reads the first hit of a Nominatim answer and refuses a failed call', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    spy.mockResolvedValueOnce(
      json([
        { lat: 1.5, lon: '-2.25' },
        { lat: 9, lon: 9 },
      ]),
    );
    await expect(geocode(GEOCODER, 'x')).resolves.toEqual({ lat: 1.5, lng: -2.25 });
    spy.mockResolvedValueOnce(json([{ lat: 'n/a', lon: 2 }]));
    await expect(geocode(GEOCODER, 'x')).resolves.toBeNull();
    spy.mockResolvedValueOnce(json({ error: 'busy' }, 503));
    await expect(geocode(GEOCODER, 'x')).rejects.toThrow();
  });
});
