import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Brand, type Market, type UserProfile } from '@portal/contract';
import { onSessionExpired } from '../../lib/api';
import i18n from '../../lib/i18n';
import { session } from '../../lib/session';
import ProfileDialog from './ProfileDialog';
import { API, json, on, renderWithProviders, stubRoutes, type Call } from './testing';

const originator: UserProfile = {
  userSequence: 7,
  firstName: 'Olivia',
  surName: 'Martin',
  email: 'olivia@example.com',
  company: 'Atelier Martin',
  contactNumber: '+33-612345678',
  brands: 'Peugeot, Citroen',
  markets: 'France',
  arBrands: ['Peugeot', 'Citroen'],
  arMarkets: ['FR'],
  roles: ROLES.ORIGINATOR,
  projectRole: '',
  acceptedUser: 'Accepted',
  siteName: '',
  created_Date: '2024-01-01T00:00:00.000Z',
  city: '',
  countries: 'France',
  pendingScopeRequest: null,
};

const rnd: UserProfile = {
  ...originator,
  userSequence: 8,
  firstName: 'Rita',
  surName: 'Network',
  email: 'rita@example.com',
  company: '',
  contactNumber: '',
  roles: ROLES.RND,
};

const brands: Brand[] = [
  { brand_id: 1, brand_name: 'Peugeot', colour: '#000000' },
  { brand_id: 2, brand_name: 'Citroen', colour: '#aa0000' },
  { brand_id: 3, brand_name: 'Opel', colour: '#ffcc00' },
];
const markets: Market[] = [
  { countryCode: 'FR', market_country: 'France', phonePrefix: '+33', isEECluster: true },
  { countryCode: 'DE', market_country: 'Germany', phonePrefix: '+49', isEECluster: true },
];

type Answer = (call: Call) => Response | Promise<Response>;

function setup(
  profile: UserProfile,
  update: Answer = () => json({ statusCode: 200, message: 'Profile Details Updated' }),
) {
  session.signedIn({
    token: 'tok',
    email: profile.email,
    firstName: profile.firstName,
    roles: profile.roles,
    userSequence: profile.userSequence,
    isFirstTimeLogin: false,
  });
  const api = stubRoutes([
    on(API.getUserByUserSequence, { query: { id: profile.userSequence } }, profile),
    on(API.getBrands, {}, brands),
    on(API.getMarkets, {}, markets),
    on(API.updateAccount, {}, update),
  ]);
  const onClose = vi.fn();
  renderWithProviders(<ProfileDialog open userSequence={profile.userSequence} onClose={onClose} />);
  return { ...api, onClose, user: userEvent.setup() };
}

const updates = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === 'users/updateaccount');
const save = () => screen.getByRole('button', { name: /save/i });

async function toggleOptions(user: ReturnType<typeof userEvent.setup>, select: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: select }));
  const list = await screen.findByRole('listbox');
  for (const name of options) await user.click(within(list).getByRole('option', { name }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(async () => {
  session.clear();
  await i18n.changeLanguage('en');
});

// MUI dialogs and menus are slow to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
describe('ProfileDialog', { timeout: 20_000 }, () => {
  it('loads the profile by user sequence and shows its values, email read-only', async () => {
    const { calls } = setup(originator);
    const email = await screen.findByLabelText(/^email/i);
    expect(email).toHaveValue('olivia@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Olivia');
    expect(screen.getByLabelText(/surname/i)).toHaveValue('Martin');
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('+33-612345678');
    expect(screen.getByLabelText(/company/i)).toHaveValue('Atelier Martin');
    expect(screen.getByRole('combobox', { name: /brands/i })).toHaveTextContent('Peugeot, Citroen');
    expect(screen.getByRole('combobox', { name: /countries/i })).toHaveTextContent('France');
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'GET users/GetUserByUserSequence?id=7',
        'GET users/getbrands',
        'GET users/getmarkets',
      ]),
    );
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
  });

  it('shows phone and company to a Project Originator only', async () => {
    setup(rnd);
    expect(await screen.findByLabelText(/first name/i)).toHaveValue('Rita');
    expect(screen.queryByLabelText(/phone number/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/company/i)).not.toBeInTheDocument();
  });

  it('requires first name and surname', async () => {
    const { user, calls } = setup(rnd);
    await user.clear(await screen.findByLabelText(/first name/i));
    await user.clear(screen.getByLabelText(/surname/i));
    await user.click(screen.getByLabelText(/surname/i));
    await user.paste('   ');
    await user.click(save());
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    expect(updates(calls)).toHaveLength(0);
  });

  it('requires phone (digits, + and - only) and company for an originator', async () => {
    const { user, calls } = setup(originator);
    await user.clear(await screen.findByLabelText(/company/i));
    await user.clear(screen.getByLabelText(/phone number/i));
    await user.click(save());
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    await user.click(screen.getByLabelText(/phone number/i));
    await user.paste('06 12 34');
    await user.click(save());
    expect(await screen.findByText('Only digits, "-" and "+" are allowed.')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);
  });

  it('asks for at least one brand and at least one country', async () => {
    const { user, calls } = setup(originator);
    await screen.findByLabelText(/first name/i);
    await toggleOptions(user, /brands/i, ['Peugeot', 'Citroen']);
    await toggleOptions(user, /countries/i, ['France']);
    await user.click(save());
    expect(await screen.findByText('select at least one brand')).toBeInTheDocument();
    expect(screen.getByText('select at least one country')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);
  });

  it("gives the brand and country messages in the user's language", async () => {
    await i18n.changeLanguage('fr');
    const { user } = setup(rnd);
    await screen.findByLabelText(/prénom/i);
    await toggleOptions(user, /marques/i, ['Peugeot', 'Citroen']);
    await toggleOptions(user, /pays/i, ['France']);
    await user.click(screen.getByRole('button', { name: /enregistrer/i }));
    expect(await screen.findByText('sélectionnez au moins une marque')).toBeInTheDocument();
    expect(screen.getByText('sélectionnez au moins un pays')).toBeInTheDocument();
  });

  it('sends the update payload, shows the success banner and updates the shown first name', async () => {
    const { user, calls } = setup(originator);
    const first = await screen.findByLabelText(/first name/i);
    await user.clear(first);
    await user.click(first);
    await user.paste('Olivia-Maria');
    await user.clear(screen.getByLabelText(/company/i));
    await user.click(screen.getByLabelText(/company/i));
    await user.paste('Martin & Fils');
    await toggleOptions(user, /brands/i, ['Opel']);
    await toggleOptions(user, /countries/i, ['Germany']);
    await user.click(save());
    expect(await screen.findByText('Profile Details Updated')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(1);
    expect(updates(calls)[0]!.body).toEqual({
      userSequence: 7,
      Roles: ROLES.ORIGINATOR,
      Email: 'olivia@example.com',
      FirstName: 'Olivia-Maria',
      SurName: 'Martin',
      arMarkets: ['FR', 'DE'],
      arBrands: ['Peugeot', 'Citroen', 'Opel'],
      Company: 'Martin & Fils',
      ContactNumber: '+33-612345678',
    });
    expect(session.get().user?.firstName).toBe('Olivia-Maria');
  });

  it('sends empty company and phone for a non-originator', async () => {
    const { user, calls } = setup(rnd);
    await screen.findByLabelText(/first name/i);
    await user.click(save());
    expect(await screen.findByText('Profile Details Updated')).toBeInTheDocument();
    expect(updates(calls)[0]!.body).toMatchObject({
      userSequence: 8,
      Roles: ROLES.RND,
      Company: '',
      ContactNumber: '',
      arBrands: ['Peugeot', 'Citroen'],
      arMarkets: ['FR'],
    });
  });

  it('disables the save button while submitting', async () => {
    let answer!: (r: Response) => void;
    const { user } = setup(rnd, () => new Promise<Response>((resolve) => (answer = resolve)));
    await screen.findByLabelText(/first name/i);
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer(json({ statusCode: 200, message: 'Profile Details Updated' }));
    expect(await screen.findByText('Profile Details Updated')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('shows the success banner on a 500 too', async () => {
    const { user } = setup(rnd, () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: 'internal server error' }, 500),
    );
    await screen.findByLabelText(/first name/i);
    await user.click(save());
    expect(await screen.findByText('Profile Details Updated')).toBeInTheDocument();
    expect(screen.queryByText('internal server error')).not.toBeInTheDocument();
  });

  it('shows the field messages of a 400', async () => {
    const { user } = setup(rnd, () =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'SurName: This text is too long.',
          fields: { SurName: 'This text is too long.', 'arBrands.0': 'Unknown brand.' },
        },
        400,
      ),
    );
    await screen.findByLabelText(/first name/i);
    await user.click(save());
    expect(await screen.findByText('This text is too long.')).toBeInTheDocument();
    expect(screen.getByText('Unknown brand.')).toBeInTheDocument();
    expect(screen.getByTestId('profile-error')).toHaveTextContent('SurName: This text is too long.');
    expect(screen.queryByText('Profile Details Updated')).not.toBeInTheDocument();
  });

  it('leaves a 401 to the session-expired dialog', async () => {
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const { user } = setup(rnd, () =>
      json({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' }, 401),
    );
    await screen.findByLabelText(/first name/i);
    await user.click(save());
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Profile Details Updated')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-error')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
    off();
  });

  it('tells a Retail Network Development user that added markets and brands need approval', async () => {
    setup(rnd);
    expect(await screen.findByTestId('profile-scope-note')).toHaveTextContent(
      'Added markets and brands need Validation Center approval; you keep your current ones until then.',
    );
    expect(screen.queryByTestId('profile-scope-pending')).not.toBeInTheDocument();
  });

  it('shows no scope note to an originator (its markets and brands are no data scope)', async () => {
    setup(originator);
    await screen.findByLabelText(/first name/i);
    expect(screen.queryByTestId('profile-scope-note')).not.toBeInTheDocument();
  });

  it('shows a pending request beside the scope in force, and keeps it selected', async () => {
    const { user, calls } = setup({
      ...rnd,
      pendingScopeRequest: {
        arMarkets: ['DE'],
        markets: 'Germany',
        arBrands: ['Opel'],
        brands: 'Opel',
        requestedOn: '2026-04-02T08:00:00.000Z',
      },
    });
    const box = await screen.findByTestId('profile-scope-pending');
    expect(box).toHaveTextContent('Waiting for Validation Center approval');
    expect(box).toHaveTextContent('Requested on 02/04/2026');
    expect(box).toHaveTextContent('Markets to add: Germany');
    expect(box).toHaveTextContent('Brands to add: Opel');
    expect(screen.getByRole('combobox', { name: /countries/i })).toHaveTextContent('France, Germany');
    expect(screen.getByRole('combobox', { name: /brands/i })).toHaveTextContent('Peugeot, Citroen, Opel');
    // The pending options are marked in the menu.
    await user.click(screen.getByRole('combobox', { name: /countries/i }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: /Germany/ })).toHaveTextContent('awaiting approval');
    expect(within(list).getByRole('option', { name: /France/ })).not.toHaveTextContent('awaiting approval');
    await user.keyboard('{Escape}');
    // Saving as shown asks for the same scope (the server keeps the request as it is).
    await user.click(save());
    await screen.findByTestId('profile-success');
    expect(updates(calls)[0]!.body).toMatchObject({
      arMarkets: ['FR', 'DE'],
      arBrands: ['Peugeot', 'Citroen', 'Opel'],
    });
  });

  it('says so when a save adds markets or brands, and not when it only removes some', async () => {
    const { user, calls } = setup(rnd, () =>
      json({
        statusCode: 200,
        message: 'Profile Details Updated. The added markets and brands wait for Validation Center approval.',
      }),
    );
    await screen.findByLabelText(/first name/i);
    await toggleOptions(user, /countries/i, ['Germany']);
    await user.click(save());
    expect(await screen.findByTestId('profile-success')).toHaveTextContent(
      'Profile Details Updated. The added markets and brands wait for Validation Center approval.',
    );
    expect(updates(calls)[0]!.body).toMatchObject({ arMarkets: ['FR', 'DE'] });

    await toggleOptions(user, /countries/i, ['Germany']);
    await toggleOptions(user, /brands/i, ['Citroen']);
    await user.click(save());
    await waitFor(() => expect(updates(calls)).toHaveLength(2));
    expect(await screen.findByText('Profile Details Updated')).toBeInTheDocument();
  });

  it('closes with the Close button', async () => {
    const { user, onClose } = setup(rnd);
    await screen.findByLabelText(/first name/i);
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
