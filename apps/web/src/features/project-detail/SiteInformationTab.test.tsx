import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteDetails } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import i18n from '../../lib/i18n';
import { SiteInformationTab } from './SiteInformationTab';
import {
  API,
  detailRoutes,
  json,
  mockApi,
  on,
  ORIGINATOR_ID,
  PROJECT_ID,
  renderAt,
  siteDetails,
  type Call,
} from './testing';

function setup(
  opts: {
    details?: Partial<SiteDetails>;
    isOriginator?: boolean;
    isEnabled?: boolean;
    save?: (c: Call) => Response;
  } = {},
) {
  const api = mockApi(
    detailRoutes([
      on(
        API.getProjectDetailsForUser,
        { params: { userId: ORIGINATOR_ID, projectId: PROJECT_ID } },
        { ...siteDetails, ...opts.details },
      ),
      on(
        API.createProject,
        {},
        opts.save ?? { statusCode: 200, message: 'Site Information is successfully updated' },
      ),
    ]),
  );
  renderAt(
    `/UniqueProject/${PROJECT_ID}`,
    <SiteInformationTab
      projectId={PROJECT_ID}
      userId={ORIGINATOR_ID}
      isOriginator={opts.isOriginator ?? true}
      isEnabled={opts.isEnabled ?? true}
    />,
  );
  return { ...api, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const saves = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === 'Projects/CreateProject');
const updateButton = () => screen.queryByRole('button', { name: 'Update Site Information' });
const sectionButton = (name: string) => screen.getByRole('button', { name });
const SECTIONS = ['Site information', 'Brand selection', 'Site representative contact'];
const expandedSections = () =>
  SECTIONS.filter((name) => sectionButton(name).getAttribute('aria-expanded') === 'true');

afterEach(() => vi.restoreAllMocks());

describe('Site information tab', () => {
  it('shows the three sections filled from the server; documentation only is read-only', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'Update Site Information' })).toBeInTheDocument();
    for (const title of SECTIONS)
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(field(/site name/i)).toHaveValue('GARAGE DU CENTRE');
    expect(field(/vat number/i)).toHaveValue('FR123');
    expect(field(/location code/i)).toHaveValue('LC01');
    expect(screen.getByRole('combobox', { name: /region/i })).toHaveTextContent('DR Lyon');
    expect(screen.getByRole('checkbox', { name: /documentation only/i })).toBeDisabled();
    await user.click(sectionButton('Brand selection'));
    expect(await screen.findByRole('checkbox', { name: 'Peugeot' })).toBeChecked();
    await user.click(sectionButton('Site representative contact'));
    expect(await screen.findByRole('textbox', { name: /full name/i })).toHaveValue('JEAN DUPONT');
  });

  it('opens one section at a time; clicking the open one closes it (spec 000 §4)', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Update Site Information' });
    expect(expandedSections()).toEqual(['Site information']);
    await user.click(sectionButton('Brand selection'));
    expect(expandedSections()).toEqual(['Brand selection']);
    await user.click(sectionButton('Site representative contact'));
    expect(expandedSections()).toEqual(['Site representative contact']);
    await user.click(sectionButton('Site representative contact'));
    expect(expandedSections()).toEqual([]);
  });

  it.each([
    [
      'submitted for approval',
      { isSubmittedForApproval: true },
      'The project has been submitted for approval',
    ],
    [
      'site information locked',
      { isSiteInfoNonEditable: true },
      'The site information of this project is locked',
    ],
  ])('hides the update button and locks the form when %s', async (_label, details, note) => {
    const { user } = setup({ details });
    expect(await screen.findByText(new RegExp(note))).toBeInTheDocument();
    expect(updateButton()).toBeNull();
    expect(field(/site name/i)).toHaveAttribute('readonly');
    await user.click(sectionButton('Site representative contact'));
    expect(await screen.findByRole('textbox', { name: /phone/i })).toHaveAttribute('readonly');
  });

  it('hides the update button on a paused project', async () => {
    setup({ isEnabled: false });
    expect(await screen.findByText(/The project is paused/)).toBeInTheDocument();
    expect(updateButton()).toBeNull();
  });

  it('shows each invalid field its message, focuses the first one and sends nothing', async () => {
    const { user, calls } = setup();
    await screen.findByRole('button', { name: 'Update Site Information' });
    await user.clear(field(/site name/i));
    await user.clear(field(/^city/i));
    await user.type(field(/^city/i), 'LYON 2');
    await user.click(sectionButton('Site representative contact'));
    await user.clear(await screen.findByRole('textbox', { name: /phone/i }));
    await user.type(field(/phone/i), 'call me');
    await user.click(updateButton()!);
    // The first section with an error opens (alone), its first invalid field focused.
    await waitFor(() => expect(field(/site name/i)).toHaveFocus());
    expect(expandedSections()).toEqual(['Site information']);
    expect(screen.getByText('this field is required')).toBeInTheDocument();
    expect(screen.getByText(/City may only contain letters/)).toBeInTheDocument();
    await user.click(sectionButton('Site representative contact'));
    expect(await screen.findByText('Only digits, "-" and "+" are allowed.')).toBeVisible();
    expect(saves(calls)).toEqual([]);
  });

  it('opens a collapsed section to focus its invalid field', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Update Site Information' });
    await user.click(sectionButton('Site representative contact'));
    await user.clear(await screen.findByRole('textbox', { name: /full name/i }));
    await user.click(sectionButton('Site information'));
    await waitFor(() => expect(expandedSections()).toEqual(['Site information']));
    await user.click(updateButton()!);
    await waitFor(() => expect(field(/full name/i)).toHaveFocus());
    expect(expandedSections()).toEqual(['Site representative contact']);
  });

  it('saves with POST /Projects/CreateProject and shows the success banner', async () => {
    const { user, calls } = setup();
    await screen.findByRole('button', { name: 'Update Site Information' });
    await user.clear(field(/street/i));
    await user.type(field(/street/i), '3 avenue foch');
    await user.click(updateButton()!);
    expect(await screen.findByText('Site Information is successfully updated')).toBeInTheDocument();
    expect(saves(calls).map((c) => c.body)).toEqual([
      {
        ProjectId: PROJECT_ID,
        UserID: ORIGINATOR_ID,
        BrandDetail: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 120 }],
        SiteName: 'GARAGE DU CENTRE',
        Street: '3 AVENUE FOCH',
        City: 'LYON',
        ZipCode: '69001',
        AncCodeCpltVo: 'LC01',
        Country: 'FR',
        Region: 'DR Lyon',
        VATNumber: 'FR123',
        Retailer_FullName: 'JEAN DUPONT',
        Retailer_EmailAddress: 'JEAN@EXAMPLE.COM',
        Retailer_Phone: '+33-600000000',
      },
    ]);
  });

  it('puts the server’s field messages on their fields and focuses the first', async () => {
    const { user } = setup({
      save: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'City: refused by the server',
            fields: {
              City: 'City refused by the server',
              'BrandDetail.0.ContractTypeId': 'Contract type refused',
            },
          },
          400,
        ),
    });
    await screen.findByRole('button', { name: 'Update Site Information' });
    await user.click(updateButton()!);
    expect(await screen.findByText('City refused by the server')).toBeInTheDocument();
    expect(screen.getByText('Contract type refused')).toBeInTheDocument();
    await waitFor(() => expect(field(/^city/i)).toHaveFocus());
    expect(screen.queryByText('Site Information is successfully updated')).toBeNull();
  });

  it('shows a refusal (405) as an error banner', async () => {
    const { user } = setup({
      save: () =>
        json(
          { statusCode: 405, error: 'Method Not Allowed', message: 'The site information is locked.' },
          405,
        ),
    });
    await screen.findByRole('button', { name: 'Update Site Information' });
    await user.click(updateButton()!);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The site information is locked.')).toBeInTheDocument();
  });

  it("names countries and contract types in the reader's language (packs by code and id)", async () => {
    await i18n.changeLanguage('fr');
    try {
      setup();
      // Peugeot's contract type 1 and the country FR, as the server names them in English.
      expect(await screen.findByText(packs.fr['contractType.1']!)).toBeInTheDocument();
      expect(screen.queryByText('Sales and After-Sales')).not.toBeInTheDocument();
      fireEvent.mouseDown(
        screen.getByRole('combobox', { name: new RegExp(`^${packs.fr['siteForm.country']}`) }),
      );
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['Allemagne', 'France']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
