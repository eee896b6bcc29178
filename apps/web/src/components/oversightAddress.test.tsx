import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FRANCE_REGIONS, ROLES } from '@portal/contract';
import { session } from '../lib/session';
import {
  lastFiltersKey,
  readOversightFilters,
  useOversightFiltersInAddress,
  writeOversightFilters,
} from './oversightAddress';
import { EMPTY_OVERSIGHT_FILTERS, type OversightFilterValue } from './OversightFilters';

const REGION = FRANCE_REGIONS[0] as string;
const CHOSEN: OversightFilterValue = {
  countries: ['FR', 'DE'],
  brands: ['Peugeot', 'DS Automobiles'],
  regions: [REGION],
  fromDate: '2026-01-31',
  toDate: '2026-03-01',
  includeArchived: true,
};

describe('the oversight filters in the address', () => {
  it('writes each filter and reads back the same choice', () => {
    const params = writeOversightFilters(new URLSearchParams(), CHOSEN);
    expect(params.getAll('country')).toEqual(['FR', 'DE']);
    expect(params.getAll('brand')).toEqual(['Peugeot', 'DS Automobiles']);
    expect(params.get('from')).toBe('2026-01-31');
    expect(params.get('archived')).toBe('1');
    expect(readOversightFilters(new URLSearchParams(params.toString()))).toEqual(CHOSEN);
  });

  it('leaves an empty choice out of the address and keeps the other parameters', () => {
    const before = new URLSearchParams('country=FR&from=2026-01-01&tab=2');
    expect(writeOversightFilters(before, EMPTY_OVERSIGHT_FILTERS).toString()).toBe('tab=2');
    expect(readOversightFilters(new URLSearchParams(''))).toEqual(EMPTY_OVERSIGHT_FILTERS);
  });

  it('drops what the calls would refuse: unknown regions, malformed codes and days, repeats', () => {
    const read = readOversightFilters(
      new URLSearchParams(
        'country=FR&country=fr&country=FR&country=<x>&region=Atlantis&brand=&brand=' +
          'x'.repeat(61) +
          '&from=2026-02-30&to=yesterday&archived=yes',
      ),
    );
    expect(read).toEqual({ ...EMPTY_OVERSIGHT_FILTERS, countries: ['FR'] });
  });
});

/** The screen's filters as text, a way to change them, and a menu link without parameters. */
function Screen() {
  const [value, setValue] = useOversightFiltersInAddress('dashboard');
  const location = useLocation();
  return (
    <>
      <p data-testid="value">{value.countries.join(',') || 'none'}</p>
      <p data-testid="address">{location.search}</p>
      <button type="button" onClick={() => setValue({ ...value, countries: ['DE'] })}>
        germany
      </button>
      <button type="button" onClick={() => setValue(EMPTY_OVERSIGHT_FILTERS)}>
        clear
      </button>
      <Link to="/Project-List">menu list</Link>
    </>
  );
}

function App({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/" element={<Screen />} />
        <Route path="/Project-List" element={<Link to="/">menu dashboard</Link>} />
      </Routes>
    </MemoryRouter>
  );
}

function signIn(email: string) {
  session.signedIn({
    token: 'tok',
    email,
    firstName: 'Val',
    roles: ROLES.VC,
    userSequence: 1,
    isFirstTimeLogin: false,
  });
}

describe('useOversightFiltersInAddress', () => {
  beforeEach(() => signIn('vc@example.test'));
  afterEach(() => session.clear());

  it('reads the filters of the address it is opened at', () => {
    render(<App at="/?country=FR&country=IT" />);
    expect(screen.getByTestId('value')).toHaveTextContent('FR,IT');
  });

  it('puts a change in the address', () => {
    render(<App at="/" />);
    act(() => screen.getByRole('button', { name: 'germany' }).click());
    expect(screen.getByTestId('value')).toHaveTextContent('DE');
    expect(screen.getByTestId('address')).toHaveTextContent('?country=DE');
  });

  it('coming back by a menu link restores the last filters, in the address too', () => {
    render(<App at="/" />);
    act(() => screen.getByRole('button', { name: 'germany' }).click());
    act(() => screen.getByRole('link', { name: 'menu list' }).click());
    act(() => screen.getByRole('link', { name: 'menu dashboard' }).click());
    expect(screen.getByTestId('value')).toHaveTextContent('DE');
    expect(screen.getByTestId('address')).toHaveTextContent('?country=DE');
  });

  it('a cleared choice stays cleared after the menu', () => {
    render(<App at="/?country=FR" />);
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
    act(() => screen.getByRole('link', { name: 'menu list' }).click());
    act(() => screen.getByRole('link', { name: 'menu dashboard' }).click());
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it("remembers per user and per screen: another user's filters are not restored", () => {
    sessionStorage.setItem(lastFiltersKey('dashboard', 'hq@example.test'), 'country=IT');
    sessionStorage.setItem(lastFiltersKey('map', 'vc@example.test'), 'country=ES');
    render(<App at="/" />);
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });
});
