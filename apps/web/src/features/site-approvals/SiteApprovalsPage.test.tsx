import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OriginatorRequestRow } from '@portal/contract';
import SiteApprovalsPage from './SiteApprovalsPage';
import { API } from '../../lib/routes';
import { failure, on } from '../../test/fetch-stub';
import { choose, mockRoutes, renderWithProviders, signInAsVc, type, type Call } from './testing';

const row = (over: Partial<OriginatorRequestRow> = {}): OriginatorRequestRow => ({
  originatorProjectRequestId: 1,
  projectId: null,
  architectEmail: 'architect@example.test',
  originatorFirstName: 'Ann',
  siteName: 'GARAGE NORD',
  zipCode: '69001',
  city: 'LYON',
  country: 'France',
  countryCode: 'FR',
  street: '1 RUE NEUVE',
  regions: 'DR Lyon',
  ARCADLocationCode: '',
  retailer_FullName: 'JEAN DUPONT',
  retailer_Phone: '+33-4-55',
  retailer_EmailAddress: 'JEAN@GARAGE.TEST',
  isNewCreation: 'No',
  isActive: true,
  status: 'Pending',
  projectStatusId: null,
  createdOn: '2026-03-04T10:00:00.000Z',
  brands: 'Peugeot',
  brandDetails: [{ brandId: 2, contractTypeId: 1, salesVolume: 80 }],
  projectUniqueId: '',
  documentOnly: false,
  ...over,
});

const EXISTING = row();
const NEW = row({ originatorProjectRequestId: 2, siteName: 'GARAGE SUD', isNewCreation: 'Yes' });
const DONE = row({
  originatorProjectRequestId: 3,
  siteName: 'GARAGE EST',
  status: 'Approved',
  projectId: 30,
  projectStatusId: 10,
  projectUniqueId: 'FR-2026-000030',
});
const INACTIVE = row({
  originatorProjectRequestId: 4,
  siteName: 'GARAGE OUEST',
  status: 'Created',
  projectId: 40,
  projectStatusId: 2,
  isActive: false,
  projectUniqueId: 'FR-2026-000040',
});
const REJECTED = row({ originatorProjectRequestId: 5, siteName: 'GARAGE CENTRE', status: 'Rejected' });
const ROWS = [EXISTING, NEW, DONE, INACTIVE, REJECTED];

beforeEach(() => signInAsVc());
afterEach(() => vi.restoreAllMocks());

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const rowOf = (site: string) => screen.getByText(site).closest('[role="row"]') as HTMLElement;

describe('Site Approvals', () => {
  it('offers Approve/Reject, Create/Reject or the decided status per row, and greens completed rows', async () => {
    mockRoutes([on(API.getRequestsToApprove, {}, ROWS)]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE NORD');
    const existing = within(rowOf('GARAGE NORD'));
    expect(existing.getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
    expect(existing.getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    expect(existing.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    const created = within(rowOf('GARAGE SUD'));
    expect(created.getByRole('button', { name: /^Create/ })).toBeInTheDocument();
    expect(created.getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    expect(created.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    for (const site of ['GARAGE EST', 'GARAGE OUEST', 'GARAGE CENTRE'])
      expect(within(rowOf(site)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('GARAGE CENTRE')).getAllByText('Rejected').length).toBeGreaterThan(0);

    expect(rowOf('GARAGE EST')).toHaveClass('request-completed'); // status 10
    expect(rowOf('GARAGE OUEST')).toHaveClass('request-completed'); // inactive
    expect(rowOf('GARAGE NORD')).not.toHaveClass('request-completed');
    expect(rowOf('GARAGE CENTRE')).not.toHaveClass('request-completed');
    expect(within(rowOf('GARAGE NORD')).getByText('04/03/2026')).toBeInTheDocument();
  });

  it('filters the rows with the quick search', async () => {
    mockRoutes([on(API.getRequestsToApprove, {}, ROWS)]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE NORD');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search requests' }), { target: { value: 'sud' } });
    await waitFor(() => expect(screen.queryByText('GARAGE NORD')).not.toBeInTheDocument());
    expect(screen.getByText('GARAGE SUD')).toBeInTheDocument();
  });

  it('approves after a confirmation and shows the server message', async () => {
    let decided = false;
    const calls = mockRoutes([
      on(API.getRequestsToApprove, {}, () =>
        decided ? [{ ...EXISTING, status: 'Approved' as const, projectId: 11 }] : ROWS,
      ),
      on(API.decideRequest, {}, () => {
        decided = true;
        return {
          statusCode: 200,
          message: 'Project FR-2026-000011 created.',
          projectId: 11,
          projectUniqueId: 'FR-2026-000011',
        };
      }),
    ]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE NORD');
    fireEvent.click(within(rowOf('GARAGE NORD')).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(dialog).toHaveTextContent('architect@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Project FR-2026-000011 created.')).toBeInTheDocument();
    expect(posts(calls)[0]).toMatchObject({
      path: 'Projects/ApproveOrRejectOriginatorRequest',
      body: {
        OriginatorProjectRequestId: 1,
        status: 'Approved',
        email: 'architect@example.test',
        projectId: null,
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Approve – GARAGE NORD/ })).not.toBeInTheDocument(),
    );
  });

  it('shows a refused decision (405) in an error alert', async () => {
    mockRoutes([
      on(API.getRequestsToApprove, {}, ROWS),
      on(API.decideRequest, {}, failure(405, 'This request has already been decided.')),
    ]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE NORD');
    fireEvent.click(within(rowOf('GARAGE NORD')).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request has already been decided.');
  });

  it('opens the lite account dialog prefilled from a new-creation request and enforces its rules', async () => {
    const calls = mockRoutes([on(API.getRequestsToApprove, {}, ROWS)]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE SUD');
    fireEvent.click(within(rowOf('GARAGE SUD')).getByRole('button', { name: /^Create/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create location account light' });
    expect(within(dialog).getByRole('textbox', { name: /^Account email/ })).toHaveValue('jean@garage.test');
    expect(within(dialog).getByRole('textbox', { name: /^Account first name/ })).toHaveValue('JEAN DUPONT');
    expect(within(dialog).getByRole('textbox', { name: /^Site name/ })).toHaveValue('GARAGE SUD');
    expect(within(dialog).getByRole('textbox', { name: /^VAT number/ })).toHaveValue('');
    expect(within(dialog).queryByRole('textbox', { name: /^Location code/ })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Peugeot' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /^Region/ })).toHaveTextContent('DR Lyon');

    // Required fields, France's region, at least one brand; VAT stays optional.
    type(/^Account email/, '');
    type(/^Site name/, '');
    type(/^Phone/, '');
    choose(/^Region/, 'None');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Peugeot' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Select at least one brand!')).toBeInTheDocument();
    expect(within(dialog).getAllByText('this field is required')).toHaveLength(3);
    expect(within(dialog).getByText('Select the region (required for France).')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Account email/ })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /^VAT number/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates the lite account with its payload, then reports and refreshes', async () => {
    const calls = mockRoutes([
      on(API.getRequestsToApprove, {}, ROWS),
      on(
        API.createLiteAccount,
        {},
        {
          statusCode: 200,
          message: 'Account and project FR-2026-000050 created.',
          accountCreated: true,
          userSequence: 50,
          projectId: 50,
          projectUniqueId: 'FR-2026-000050',
        },
      ),
    ]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE SUD');
    fireEvent.click(within(rowOf('GARAGE SUD')).getByRole('button', { name: /^Create/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create location account light' });
    await within(dialog).findByRole('checkbox', { name: 'Peugeot' });
    type(/^VAT number/, 'fr123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Location account jean@garage.test created with project FR-2026-000050.'),
    ).toBeInTheDocument();
    expect(posts(calls)[0]).toMatchObject({
      path: 'users/createliteaccount',
      body: {
        Email: 'jean@garage.test',
        FirstName: 'JEAN DUPONT',
        Roles: 'Retail Location',
        OriginatorProjectRequestId: 2,
        SiteName: 'GARAGE SUD',
        Street: '1 RUE NEUVE',
        City: 'LYON',
        ZipCode: '69001',
        arMarkets: ['FR'],
        VAT_Number: 'FR123',
        Regions: 'DR Lyon',
        BrandDetail: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 80 }],
        Retailer_FullName: 'JEAN DUPONT',
        Retailer_Phone: '+33-4-55',
        Retailer_EmailAddress: 'JEAN@GARAGE.TEST',
      },
    });
    expect(calls.filter((c) => c.path === 'Projects/GetAllProjectForArchitectToApprove').length).toBe(2);
  });

  it('says so when the email already had a location account: the project was added to it, no account created', async () => {
    mockRoutes([
      on(API.getRequestsToApprove, {}, ROWS),
      on(
        API.createLiteAccount,
        {},
        {
          statusCode: 200,
          message: 'No new account.',
          accountCreated: false,
          userSequence: 9,
          projectId: 51,
          projectUniqueId: 'FR-2026-000051',
        },
      ),
    ]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE SUD');
    fireEvent.click(within(rowOf('GARAGE SUD')).getByRole('button', { name: /^Create/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create location account light' });
    await within(dialog).findByRole('checkbox', { name: 'Peugeot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'No new account: jean@garage.test already had a location account. Project FR-2026-000051 has been added to it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Location account .* created/)).not.toBeInTheDocument();
  });

  it('shows a 405 of the lite account in an error alert and keeps the dialog', async () => {
    mockRoutes([
      on(API.getRequestsToApprove, {}, ROWS),
      on(API.createLiteAccount, {}, failure(405, 'This email belongs to another account.')),
    ]);
    renderWithProviders(<SiteApprovalsPage />);
    await screen.findByText('GARAGE SUD');
    fireEvent.click(within(rowOf('GARAGE SUD')).getByRole('button', { name: /^Create/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create location account light' });
    await within(dialog).findByRole('checkbox', { name: 'Peugeot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This email belongs to another account.',
    );
  });

  // The longest form of this file (eleven fields): 15–30 s on a loaded machine, so more than the usual 30 s.
  it('creates an account without originator from the empty dialog', { timeout: 60_000 }, async () => {
    const calls = mockRoutes([
      on(API.getRequestsToApprove, {}, []),
      on(
        API.createLiteAccountWithoutOriginator,
        {},
        {
          statusCode: 200,
          message: 'Created.',
          accountCreated: true,
          userSequence: 60,
          projectId: 60,
          projectUniqueId: 'IT-2026-000060',
        },
      ),
    ]);
    renderWithProviders(<SiteApprovalsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create location account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create location account light' });
    expect(within(dialog).getByRole('textbox', { name: /^Site name/ })).toHaveValue('');
    type(/^Account email/, 'shop@example.test');
    type(/^Account first name/, 'Luca');
    type(/^Site name/, 'autosalone');
    type(/^Street/, 'via po 2');
    type(/^City/, 'milano');
    type(/^Zip code/, '20100');
    await within(dialog).findByRole('combobox', { name: /^Country/ });
    choose(/^Country/, 'Italy');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Opel' }));
    choose(/^Contract type.*Opel/, 'Sales Only');
    type(/^Full name/, 'luca bianchi');
    type(/^Email/, 'luca@example.test');
    type(/^Phone/, '+39-02-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Location account shop@example.test created with project IT-2026-000060.'),
    ).toBeInTheDocument();
    const body = posts(calls)[0]!.body as Record<string, unknown>;
    expect(posts(calls)[0]!.path).toBe('users/createliteaccountwithoutoriginator');
    expect(body).not.toHaveProperty('OriginatorProjectRequestId');
    expect(body).toMatchObject({
      Email: 'shop@example.test',
      FirstName: 'Luca',
      arMarkets: ['IT'],
      Regions: '',
      SiteName: 'AUTOSALONE',
      BrandDetail: [{ BrandId: 4, ContractTypeId: 2, SalesVolume: null }],
    });
  });
});
