import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type AccountProjectRow, type ProjectRow } from '@portal/contract';
import i18n from '../../lib/i18n';
import ProjectListPage from './ProjectListPage';
import { API, listAnswer, mockApi, on, renderPage, signInAs, projectRow } from './testing';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

vi.mock('./create/CreateProjectActions', () => ({ CreateProjectActions: () => null }));

/** Rows and lookups as the server sends them: English names beside their ids and codes. */
const row = (over: Partial<ProjectRow> = {}): ProjectRow =>
  projectRow({
    projectId: 1,
    city: 'BERLIN',
    country: 'Germany',
    countryCode: 'DE',
    statusId: 3,
    status: 'Project Approved',
    projectUniqueId: 'DE-2026-000001',
    ...over,
  });
const FILTER_DETAILS = {
  result: {
    brands: [{ brand_id: 2, brand_name: 'Peugeot' }],
    countries: [
      { code: 'DE', label: 'Germany' },
      { code: 'ES', label: 'Spain' },
    ],
    projectStatus: [
      { id: 0, description: 'Project Registered' },
      { id: 3, description: 'Project Approved' },
    ],
  },
};
const NOT_SAVED = { isFilterClicked: false, arCountries: [], arBrands: [], arProjectStatus: [] };

/** The option texts of a filter's list (opened, read, closed again). */
async function optionsOf(filter: string) {
  const field = screen.getByRole('combobox', { name: filter });
  fireEvent.mouseDown(field);
  const list = await screen.findByRole('listbox');
  const texts = (await within(list).findAllByRole('option')).map((o) => o.textContent);
  // Escape closes a select's list (focused) and an autocomplete's (from its field).
  fireEvent.keyDown(list, { key: 'Escape' });
  fireEvent.keyDown(field, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return texts;
}

afterEach(async () => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('ProjectListPage in other languages (reference data from the packs)', () => {
  it('French: the grid and the filters name statuses and countries in French', async () => {
    await i18n.changeLanguage('fr');
    signInAs(ROLES.VC);
    mockApi([
      on(
        API.getProjectsByFilters,
        {},
        listAnswer([row(), row({ projectId: 2, statusId: 0, status: 'Project Registered' })]),
      ),
      on(API.isFilterClicked, {}, NOT_SAVED),
      on(API.getFilterDetails, { query: { Role: ROLES.VC } }, FILTER_DETAILS),
      on(API.getProjectByAccountName, {}, []),
    ]);
    renderPage(<ProjectListPage />);

    const grid = await screen.findByRole('grid', {}, SLOW);
    expect(await within(grid).findByText('Projet approuvé', {}, SLOW)).toBeInTheDocument();
    expect(within(grid).getByText('Projet enregistré')).toBeInTheDocument();
    expect(within(grid).getAllByText('Allemagne')).toHaveLength(2);
    expect(within(grid).queryByText('Project Approved')).not.toBeInTheDocument();
    expect(within(grid).queryByText('Germany')).not.toBeInTheDocument();

    expect(await optionsOf('Statut')).toEqual(['Projet enregistré', 'Projet approuvé']);
    // In French alphabetical order: Allemagne, Espagne.
    expect(await optionsOf('Pays')).toEqual(['Allemagne', 'Espagne']);
  });

  it("German: an originator's own requests name their country in German", async () => {
    await i18n.changeLanguage('de');
    signInAs(ROLES.ORIGINATOR);
    const request: AccountProjectRow = {
      ...row({ siteName: 'NEW SITE', city: 'MADRID', country: 'Spain', countryCode: 'ES' }),
      projectId: null,
      statusId: null,
      status: 'Pending',
      originatorProjectRequestId: 4,
      isNewCreation: 'Yes',
    };
    mockApi([
      on(API.getProjectsByFilters, {}, listAnswer([row()])),
      on(API.isFilterClicked, {}, NOT_SAVED),
      on(API.getProjectByAccountName, {}, [request]),
    ]);
    renderPage(<ProjectListPage />);
    await waitFor(() => expect(screen.getByText('NEW SITE')).toBeInTheDocument(), SLOW);
    expect(screen.getByText('Spanien')).toBeInTheDocument();
    expect(screen.queryByText('Spain')).not.toBeInTheDocument();
    // The grid too.
    expect(await screen.findByText('Projekt genehmigt', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Deutschland').length).toBeGreaterThan(0);
  });
});
