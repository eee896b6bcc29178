import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, type Role } from '@portal/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientConfig } from '../../lib/config';
import { session } from '../../lib/session';
import { clientConfigAnswer } from '../../test/client-config';
import { API } from '../../lib/routes';
import { failure, on, stubRoutes, type Call, type RouteStub } from '../../test/fetch-stub';
import { render } from '../../test/query';
import HelpDeskPage from './HelpDeskPage';
import { HELP_DESK_TIMINGS } from './components/timings';

// MUI pages render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const FAQS = [
  { faQsId: 5, question: 'How do I submit a design?', answer: 'Open the project and press Submit.' },
  { faQsId: 7, question: 'Who validates?', answer: 'The validation centre.' },
];

/** The help desk's server; `stubs` replace its answers to the same calls. */
function setup(role: Role, stubs: RouteStub[] = [], entry = '/HelpDesk') {
  session.signedIn({
    token: 'tok',
    email: 'vera@example.test',
    firstName: 'Vera',
    roles: role,
    userSequence: 3,
    isFirstTimeLogin: false,
  });
  let faqs = [...FAQS];
  const api = stubRoutes([
    on(API.clientConfig, {}, clientConfigAnswer({ helpDeskEmail: 'support@portal.example' })),
    on(API.getFaqs, {}, () => faqs),
    on(API.authorizedUserHelpDesk, {}, { statusCode: 200, message: 'sent' }),
    on(API.addFaq, {}, ({ body }) => {
      const item = { faQsId: 9, question: body.Question, answer: body.Answer };
      faqs = [...faqs, item];
      return item;
    }),
    on(API.deleteFaq, { params: { faQsId: 5 } }, () => {
      faqs = faqs.filter((f) => f.faQsId !== 5);
      return { statusCode: 200, message: 'deleted' };
    }),
    ...stubs,
  ]);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <HelpDeskPage />
    </MemoryRouter>,
  );
  return { ...api, user };
}

const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith(path));

async function type(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Lets pending promises, React work and due timers run without moving the (fake) clock. */
async function flush(until: () => boolean = () => false) {
  for (let i = 0; i < 100 && !until(); i++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const shown = (text: string) => () => screen.queryByText(text) !== null;

beforeEach(() => {
  resetClientConfig();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  session.clear();
});

describe('HelpDeskPage: Help Desk tab', () => {
  it('has the two tabs and shows the fixed contact address as a mail link', async () => {
    setup(ROLES.RETAIL);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Desk' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Help desk sections' });
    expect(within(tabs).getByRole('tab', { name: 'Help Desk' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'false');
    const link = await screen.findByRole('link', { name: 'support@portal.example' });
    expect(link).toHaveAttribute('href', 'mailto:support@portal.example');
    expect(link.parentElement).toHaveTextContent('You can write to the help desk at support@portal.example.');
  });

  it('requires subject and description (blank counts as missing) and sends nothing', async () => {
    const { user, calls } = setup(ROLES.ORIGINATOR);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    await type(user, /^Subject/, '   ');
    await type(user, /^Description/, 'Where is my project?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('this field is required')).toHaveLength(1));
    expect(callsTo(calls, 'POST', 'users/authorizeduserhelpdesk')).toHaveLength(0);
  });

  it('sends Email, UserName, Subject, Queries; the confirmation shows for exactly 4 s', async () => {
    const { user, calls } = setup(ROLES.RND);
    await type(user, /^Subject/, '  Upload stuck ');
    await type(user, /^Description/, 'It stops at 94%.');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const confirmation = 'Your query has been sent to the help desk.';
    await flush(shown(confirmation));
    expect(screen.getByText(confirmation)).toBeInTheDocument();
    const [sent] = callsTo(calls, 'POST', 'users/authorizeduserhelpdesk');
    expect(sent!.body).toEqual({
      Email: 'vera@example.test',
      UserName: 'Vera',
      Subject: 'Upload stuck',
      Queries: 'It stops at 94%.',
    });
    expect(sent!.headers.Authorization).toBe('Bearer tok');
    // The form is emptied for the next query.
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(HELP_DESK_TIMINGS.confirmationMs - 1));
    await flush();
    expect(screen.getByText(confirmation)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush(() => !shown(confirmation)());
    expect(screen.queryByText(confirmation)).not.toBeInTheDocument();
  });

  it('says so when the query could not be sent, keeping what was typed', async () => {
    const { user } = setup(ROLES.VC, [on(API.authorizedUserHelpDesk, {}, failure(500, 'x'))]);
    await type(user, /^Subject/, 'Help');
    await type(user, /^Description/, 'Please');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your query could not be sent. Please try again.',
    );
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Help');
  });
});

describe('HelpDeskPage: FAQ tab', () => {
  it('lists the questions as accordions whose answers open on click', async () => {
    const { user } = setup(ROLES.RETAIL);
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    const question = await screen.findByRole('button', { name: 'How do I submit a design?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Open the project and press Submit.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Who validates?' })).toBeInTheDocument();
  });

  it.each([ROLES.RND, ROLES.ORIGINATOR, ROLES.RETAIL])(
    '%s sees no create form and no Delete',
    async (role) => {
      setup(role, [], '/HelpDesk?tab=faq');
      await screen.findByRole('button', { name: 'Who validates?' });
      expect(screen.queryByRole('button', { name: 'Add FAQ' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    },
  );

  it('says when there is no question yet', async () => {
    setup(ROLES.HQ, [on(API.getFaqs, {}, [])], '/HelpDesk?tab=faq');
    expect(await screen.findByText('No questions have been added yet.')).toBeInTheDocument();
  });

  it.each([ROLES.VC, ROLES.HQ])('%s adds an item: both fields required, in English', async (role) => {
    const { user, calls } = setup(role, [], '/HelpDesk?tab=faq');
    expect(await screen.findByText('Write the question and its answer in English.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findAllByText('this field is required')).toHaveLength(2);
    expect(callsTo(calls, 'POST', 'tutorials/addfaq')).toHaveLength(0);

    await type(user, /^Question/, ' What is ARCAD? ');
    await type(user, /^Answer/, 'The reference list of locations.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByRole('button', { name: 'What is ARCAD?' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'tutorials/addfaq')[0]!.body).toEqual({
      Question: 'What is ARCAD?',
      Answer: 'The reference list of locations.',
    });
    expect(screen.getByText('The question has been added.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Question/)).toHaveValue('');
  });

  it("shows 'error' when adding fails", async () => {
    const { user } = setup(ROLES.VC, [on(API.addFaq, {}, failure(500, 'x'))], '/HelpDesk?tab=faq');
    await type(user, /^Question/, 'Q?');
    await type(user, /^Answer/, 'A.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^error$/);
  });

  it('deletes after a confirmation; Cancel sends nothing', async () => {
    const { user, calls } = setup(ROLES.VC, [], '/HelpDesk?tab=faq');
    await user.click(
      await screen.findByRole('button', { name: 'Delete the question "How do I submit a design?"' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(dialog).toHaveTextContent('"How do I submit a design?" will be removed from the FAQ.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE', 'tutorials/deletefaq')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the question "How do I submit a design?"' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const banner = 'The question has been deleted.';
    await flush(
      () => shown(banner)() && !screen.queryByRole('button', { name: 'How do I submit a design?' }),
    );
    expect(screen.getByText(banner)).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', 'tutorials/deletefaq')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'How do I submit a design?' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(HELP_DESK_TIMINGS.faqBannerMs - 1));
    await flush();
    expect(screen.getByText(banner)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush(() => !shown(banner)());
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('says so when deleting fails', async () => {
    const { user } = setup(
      ROLES.HQ,
      [on(API.deleteFaq, { params: { faQsId: 5 } }, failure(404, 'x'))],
      '/HelpDesk?tab=faq',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Delete the question "How do I submit a design?"' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The question could not be deleted.');
  });
});
