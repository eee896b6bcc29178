import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfigAnswer } from '../../../test/client-config';
import { CreateProjectActions } from './CreateProjectActions';
import { API } from '../../../lib/routes';
import { on } from '../../../test/fetch-stub';
import { choose, json, mockRoutes, renderWithProviders, signInAsOriginator, type } from './testing';

vi.setConfig({ testTimeout: 30_000 });

// Leaflet does not run in jsdom (the map has its own tests): a stand-in shows where the map looks.
vi.mock('../../../components/map/LazySiteMap', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/map/LazySiteMap')>()),
  LazySiteMap: ({ area }: { area?: { lat: number; lng: number; zoom: number } | null }) => (
    <output data-testid="map-area">{area ? `${area.lat},${area.lng}@${area.zoom}` : 'Europe'}</output>
  ),
}));

const GEOCODER = 'https://geo.example/search?format=json&q={q}';

beforeEach(() => signInAsOriginator());
afterEach(() => vi.restoreAllMocks());

async function openNewLocation() {
  renderWithProviders(<CreateProjectActions />);
  fireEvent.click(screen.getByRole('button', { name: 'Create New Project' }));
  const confirm = await screen.findByRole('dialog', { name: 'Architect confirmation' });
  for (const box of within(confirm).getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(within(confirm).getByRole('button', { name: 'I Confirm' }));
  await screen.findByRole('dialog', { name: /Create New Project/ });
  fireEvent.click(screen.getByRole('radio', { name: 'Create New Retail Location Data' }));
  await screen.findByRole('combobox', { name: /^Country/ });
}

describe('create dialog map (issue 9 §4: a Rennes site is not placed in Germany)', () => {
  it('looks at the chosen country, then at its town once the geocoder finds it', async () => {
    mockRoutes([on(API.clientConfig, {}, clientConfigAnswer({ geocoderUrl: GEOCODER }))]);
    const geocoder = vi.fn(() => json([{ lat: '48.1113387', lon: '-1.6800198' }]));
    const stubbed = vi.mocked(globalThis.fetch);
    const answer = stubbed.getMockImplementation()!;
    stubbed.mockImplementation(async (input, init) =>
      String(input).startsWith('https://geo.example/') ? geocoder() : answer(input, init),
    );

    await openNewLocation();
    expect(screen.getByTestId('map-area')).toHaveTextContent('Europe');
    choose(/^Country/, 'France');
    expect(screen.getByTestId('map-area')).toHaveTextContent('46.6,2.35@5');
    type(/^City/, 'rennes');
    await waitFor(() => expect(screen.getByTestId('map-area')).toHaveTextContent('48.111339,-1.68002@11'), {
      timeout: 5000,
    });
    expect(geocoder).toHaveBeenCalledTimes(1);
    expect(stubbed.mock.calls.map(([u]) => String(u))).toContain(
      'https://geo.example/search?format=json&q=RENNES%2C%20France',
    );
  });

  it('without a geocoder, the country is where the map looks', async () => {
    mockRoutes([on(API.clientConfig, {}, clientConfigAnswer({ geocoderUrl: '' }))]);
    await openNewLocation();
    choose(/^Country/, 'Italy');
    type(/^City/, 'torino');
    expect(screen.getByTestId('map-area')).toHaveTextContent('41.87,12.57@5');
  });
});
