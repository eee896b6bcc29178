import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingRequests } from '../api/getProjectByAccountName';
import { CreateProjectActions } from './CreateProjectActions';
import { API } from '../../../lib/routes';
import { failure, on } from '../../../test/fetch-stub';
import { choose, mockRoutes, renderWithProviders, signInAsOriginator, type, type Call } from './testing';

// Leaflet does not run in jsdom; the map has its own tests.
vi.mock('../../../components/map/LazySiteMap', () => ({ LazySiteMap: () => null }));

const SITE = {
  siteId: 42,
  siteName: 'GARAGE DU CENTRE',
  street: '1 RUE DE LA PAIX',
  city: 'PARIS',
  zipCode: '75001',
  country: 'France',
  countryCode: 'FR',
  regions: 'DR IDF Nord',
  ARCADLocationCode: 'FR123',
  retailer_FullName: 'JEAN DUPONT',
  retailer_Phone: '+33-1-23',
  retailer_EmailAddress: 'JEAN@GARAGE.TEST',
  latitude: 48.86,
  longitude: 2.33,
};

const SUCCESS = { statusCode: 200, message: 'Request successfully sent.', originatorProjectRequestId: 9 };

beforeEach(() => signInAsOriginator());
afterEach(() => vi.restoreAllMocks());

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

/** The actions beside a reader of the pending requests, as on the list: a recorded request has them read again. */
function WithPendingRequests() {
  usePendingRequests(true);
  return <CreateProjectActions />;
}
/** The pending requests' call, as `calls` records it. */
const PENDING = 'Projects/getallprojectbyaccountname';
const pendingReads = (calls: Call[]) => calls.filter((c) => c.path === PENDING).length;

/** Opens the flow, ticks the 7 statements and confirms. */
async function openCreateDialog(button = 'Create New Project') {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const confirm = await screen.findByRole('dialog', { name: 'Architect confirmation' });
  for (const box of within(confirm).getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(within(confirm).getByRole('button', { name: 'I Confirm' }));
  return screen.findByRole('dialog', { name: /Create New Project|Documentation Only Project/ });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

async function tickBrand(name: string, contract = 'Sales and After-Sales') {
  fireEvent.click(await screen.findByRole('checkbox', { name }));
  choose(new RegExp(`^Contract type.*${name}`), contract);
}

/** A valid new location in Italy with one brand. */
async function fillNewLocation() {
  fireEvent.click(screen.getByRole('radio', { name: 'Create New Retail Location Data' }));
  type(/^Site name/, 'garage nord');
  type(/^Street/, 'via roma 1');
  type(/^City/, 'torino');
  type(/^Zip code/, '10100');
  await screen.findByRole('combobox', { name: /^Country/ });
  choose(/^Country/, 'Italy');
  await tickBrand('Peugeot');
  type(/^Full name/, 'mario rossi');
  type(/^Email/, 'mario@garage.test');
  type(/^Phone/, '+39-011-555');
}

describe('create project flow', () => {
  it('enables I Confirm only when all 7 statements are ticked, with a Help Desk link', async () => {
    mockRoutes([]);
    renderWithProviders(<CreateProjectActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Create New Project' }));
    const confirm = await screen.findByRole('dialog', { name: 'Architect confirmation' });
    const boxes = within(confirm).getAllByRole('checkbox');
    expect(boxes).toHaveLength(7);
    expect(within(confirm).getAllByRole('group')).toHaveLength(3);
    expect(within(confirm).getByRole('link', { name: 'Help Desk' })).toHaveAttribute('href', '/HelpDesk');
    const button = within(confirm).getByRole('button', { name: 'I Confirm' });
    for (const box of boxes.slice(0, 6)) fireEvent.click(box);
    expect(button).toBeDisabled();
    fireEvent.click(boxes[6]!);
    expect(button).toBeEnabled();
    fireEvent.click(boxes[6]!);
    expect(button).toBeDisabled();
  });

  it('shows each invalid field its message, focuses the first, upper-cases all but the phone', async () => {
    const calls = mockRoutes([]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    submit();
    expect(await screen.findByText('Choose the site type.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Existing Stellantis Retail Location' })).toHaveFocus();

    fireEvent.click(screen.getByRole('radio', { name: 'Create New Retail Location Data' }));
    type(/^Site name/, 'bad#name');
    type(/^Street/, 'rue <1>');
    type(/^City/, 'paris 2');
    type(/^Zip code/, '75$01');
    type(/^Full name/, 'jean!');
    type(/^Email/, 'jean!x@garage.test');
    type(/^Phone/, 'abc');
    expect(screen.getByRole('textbox', { name: /^Site name/ })).toHaveValue('BAD#NAME');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('abc');
    submit();
    expect(
      await screen.findByText(`Site name may only contain letters, digits, spaces and ( ) ' " , . _ -`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Street may only contain letters, digits, spaces and ( ) ' " , . _ -`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`City may only contain letters, spaces and ( ) ' " , . _ - (no digits)`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Zip code may only contain letters, digits, spaces and ( ) ' " , . _ -`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Full name may only contain letters, digits, spaces and ( ) ' " , . _ -`),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Email may only contain letters, digits, spaces and @ . _ -'),
    ).toBeInTheDocument();
    expect(screen.getByText('Only digits, "-" and "+" are allowed.')).toBeInTheDocument();
    expect(screen.getByText('Select at least one brand!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Site name/ })).toHaveFocus();

    // Fixing the first field moves the focus to the next invalid one on the next try.
    type(/^Site name/, 'good name');
    submit();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);
  });

  it('requires one of the 7 regions for France', async () => {
    const calls = mockRoutes([on(API.requestProjectAccess, {}, SUCCESS)]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    await fillNewLocation();
    expect(screen.queryByRole('combobox', { name: /^Region/ })).not.toBeInTheDocument();
    choose(/^Country/, 'France');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Region/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(8); // blank + 7
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    submit();
    expect(await screen.findByText('Select the region (required for France).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Region/ })).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);
    choose(/^Region/, 'DR Lyon');
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ Country: 'FR', Region: 'DR Lyon' });
  });

  it('requires an alphanumeric location code in Germany', async () => {
    const calls = mockRoutes([on(API.requestProjectAccess, {}, SUCCESS)]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    await fillNewLocation();
    choose(/^Country/, 'Germany');
    submit();
    expect(
      await screen.findByText('The location code is required for a site in Germany.'),
    ).toBeInTheDocument();
    type(/^Location code/, 'ab-12');
    submit();
    expect(
      await screen.findByText('The location code may only contain letters and digits.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Location code/ })).toHaveFocus();
    type(/^Location code/, 'ab12');
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ Country: 'DE', ARCADLocationCode: 'AB12' });
  });

  it('disables the submit button while the GDPR box is unticked (ticked by default)', async () => {
    mockRoutes([]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    const gdpr = screen.getByRole('checkbox', { name: /GDPR/ });
    expect(gdpr).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    fireEvent.click(gdpr);
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  it('stops with "Select at least one brand!" when no brand is ticked', async () => {
    const calls = mockRoutes([]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    await fillNewLocation();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Peugeot' }));
    submit();
    expect(await screen.findByText('Select at least one brand!')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Citroen' })).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends a new location request and reports the server message', async () => {
    const calls = mockRoutes([
      on(API.requestProjectAccess, {}, SUCCESS),
      on(API.getProjectByAccountName, {}, []),
    ]);
    renderWithProviders(<WithPendingRequests />);
    await openCreateDialog('Documentation Only Project');
    await fillNewLocation();
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Sales volume.*Peugeot/ }), {
      target: { value: '120' },
    });
    submit();
    expect(pendingReads(calls)).toBe(1);
    expect(await screen.findByText('Request successfully sent.')).toBeInTheDocument();
    await waitFor(() => expect(pendingReads(calls)).toBe(2));
    expect(posts(calls)[0]).toMatchObject({
      path: 'DynamicBrand/RequestProjectAccess',
      body: {
        UserId: 7,
        SiteId: null,
        SiteName: 'GARAGE NORD',
        Street: 'VIA ROMA 1',
        City: 'TORINO',
        ZipCode: '10100',
        Country: 'IT',
        Region: '',
        BrandDetails: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 120 }],
        Retailer_FullName: 'MARIO ROSSI',
        Retailer_EmailAddress: 'MARIO@GARAGE.TEST',
        Retailer_Phone: '+39-011-555',
        AllowDuplicateSiteCreation: false,
        IsDocumentOnly: true,
        IsNewProject: true,
        IsArchitectConfirm: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the form with Enter in a text field, as a form would', async () => {
    const calls = mockRoutes([on(API.requestProjectAccess, {}, SUCCESS)]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    await fillNewLocation();
    // Enter on a box does not send.
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Peugeot' }), { key: 'Enter' });
    expect(posts(calls)).toHaveLength(0);
    fireEvent.keyDown(screen.getByRole('textbox', { name: /^City/ }), { key: 'Enter' });
    expect(await screen.findByText('Request successfully sent.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({ City: 'TORINO', IsDocumentOnly: false });
  });

  it('fills and locks the fields from a chosen existing location', async () => {
    const calls = mockRoutes([
      on(API.getSitesAndRepresentatives, {}, [SITE]),
      on(API.requestProjectAccess, {}, SUCCESS),
    ]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Existing Stellantis Retail Location' }));
    const picker = screen.getByRole('combobox', { name: /^Existing retail location/ });
    fireEvent.change(picker, { target: { value: 'garage' } });
    fireEvent.click(await screen.findByRole('option', { name: /GARAGE DU CENTRE/ }));
    const siteName = screen.getByRole('textbox', { name: /^Site name/ });
    expect(siteName).toHaveValue('GARAGE DU CENTRE');
    expect(siteName).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('JEAN@GARAGE.TEST');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: /^Region/ })).toHaveTextContent('DR IDF Nord');
    await tickBrand('Citroen', 'Sales Only');
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(calls.some((c) => c.path === 'Sites/GetAllSitesAndRepresentativeDetails?search=garage')).toBe(
      true,
    );
    expect(posts(calls)[0]!.body).toMatchObject({
      SiteId: 42,
      IsNewProject: false,
      SiteName: 'GARAGE DU CENTRE',
      Country: 'FR',
      Region: 'DR IDF Nord',
      ARCADLocationCode: 'FR123',
      Latitude: 48.86,
      Longitude: 2.33,
      BrandDetails: [{ BrandId: 1, ContractTypeId: 2, SalesVolume: null }],
    });
  });

  it('asks on a 405 duplicate: No keeps the form, Yes resubmits allowing duplicates', async () => {
    const calls = mockRoutes([
      on(API.requestProjectAccess, {}, ({ body }) =>
        body.AllowDuplicateSiteCreation ? SUCCESS : failure(405, 'A site with this address exists.'),
      ),
      on(API.getProjectByAccountName, {}, []),
    ]);
    renderWithProviders(<WithPendingRequests />);
    await openCreateDialog();
    await fillNewLocation();
    submit();
    const question = await screen.findByRole('dialog', { name: 'This location already exists' });
    expect(within(question).getByText('A site with this address exists.')).toBeInTheDocument();
    expect(
      within(question).getByText('Do you want to create project on existing location?'),
    ).toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'This location already exists' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /^Site name/ })).toHaveValue('GARAGE NORD');
    expect(posts(calls)).toHaveLength(1);
    // A refused request leaves the pending requests as they were.
    expect(pendingReads(calls)).toBe(1);

    submit();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'This location already exists' })).getByRole(
        'button',
        {
          name: 'Yes',
        },
      ),
    );
    await waitFor(() => expect(pendingReads(calls)).toBe(2));
    const sent = posts(calls).map(
      (c) => (c.body as { AllowDuplicateSiteCreation: boolean }).AllowDuplicateSiteCreation,
    );
    expect(sent).toEqual([false, false, true]);
  });

  it('puts 400 field messages on their fields and focuses the first', async () => {
    mockRoutes([
      on(
        API.requestProjectAccess,
        {},
        failure(400, 'City: bad', {
          City: 'Server says city is wrong',
          'BrandDetails.0.ContractTypeId': 'Server says contract',
        }),
      ),
    ]);
    renderWithProviders(<CreateProjectActions />);
    await openCreateDialog();
    await fillNewLocation();
    submit();
    expect(await screen.findByText('Server says city is wrong')).toBeInTheDocument();
    expect(screen.getByText('Server says contract')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveFocus();
  });
});
