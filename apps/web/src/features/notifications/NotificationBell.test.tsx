import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type NotificationItem } from '@portal/contract';
import { setLanguage } from '../../lib/i18n';
import { session } from '../../lib/session';
import { API } from '../../lib/routes';
import { json, on, stubRoutes } from '../../test/fetch-stub';
import { render } from '../../test/query';
import { followNotificationEvents } from './api/notificationEvents';
import { NotificationBell } from './NotificationBell';

vi.setConfig({ testTimeout: 20_000 });

const item = (id: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  notificationId: id,
  role: ROLES.ORIGINATOR,
  userName: `Anna ${id}`,
  siteName: `SITE ${id}`,
  projectId: 100 + id,
  projectUniqueId: `FR-2026-00000${id}`,
  notificationMessage: `<b>Design submitted</b> for project ${id}`,
  notificationDateTime: '2026-03-04T09:05:00.000Z',
  ...over,
});

/** A text/event-stream answer the test writes to; `end()` closes it as the server would. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (name: string) => controller.enqueue(encoder.encode(`event: ${name}\ndata: \n\n`)),
    end: () => controller.close(),
  };
}

function signIn() {
  session.signedIn({
    token: 'tok',
    email: 'vera@example.test',
    firstName: 'Vera',
    roles: ROLES.VC,
    userSequence: 3,
    isFirstTimeLogin: false,
  });
}

/** The bell on a page, with the server's list answers taken in turn (the last one repeats). */
function renderBell(lists: NotificationItem[][], stream = eventStream()) {
  let served = 0;
  const answer = () => {
    const list = lists[Math.min(served++, lists.length - 1)]!;
    return { notificationsListData: list, notificationCount: list.length };
  };
  const { calls } = stubRoutes([
    on(API.getNotifications, { query: {} }, answer),
    // The list kept is echoed back: the bell sends whole items.
    on(API.updateNotifications, {}, ({ body }) => {
      const kept = (body.NotificationsListData ?? []) as NotificationItem[];
      return { notificationsListData: kept, notificationCount: kept.length };
    }),
    on(API.notificationEvents, {}, () => stream.response()),
  ]);
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<NotificationBell />} />
        <Route path="/UniqueProject/:projectId" element={<p>project page</p>} />
        <Route path="/Extract/:extractId" element={<p>extract page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { calls, stream };
}

/** How many times the bell read its list. */
const reads = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('home/getnotificationbyuser')).length;

async function openDrawer() {
  await userEvent.setup().click(await screen.findByTestId('notification-bell'));
  return screen.findByTestId('notifications-drawer');
}

beforeEach(signIn);
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
  delete (window as { pwned?: unknown }).pwned;
});

describe('notifications list (spec 002 §2, §3)', () => {
  it('shows each item: role title, user, site linking to the project, unique id, message, date', async () => {
    renderBell([[item(2), item(1, { role: ROLES.RETAIL, projectId: null })]]);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    const drawer = await openDrawer();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toContainElement(drawer);
    expect(within(drawer).getByText('You have 2 unread notifications.')).toBeInTheDocument();
    const items = await within(drawer).findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Project Originator (Investor / Architect)')).toBeInTheDocument();
    expect(first.getByText('Anna 2')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'SITE 2' })).toHaveAttribute('href', '/UniqueProject/102');
    expect(first.getByText('FR-2026-000002')).toBeInTheDocument();
    expect(first.getByText('Design submitted').tagName).toBe('B');
    expect(first.getByText(/^04\/03\/2026 \d\d:\d\d$/)).toBeInTheDocument();
    // No project: the site name is plain text.
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByText('SITE 1')).toBeInTheDocument();
  });

  it("shows no role for the portal's own notices (a project became overdue)", async () => {
    renderBell([[item(3, { role: '', userName: 'Store Design Portal' }), item(4)]]);
    const drawer = await openDrawer();
    const items = await within(drawer).findAllByTestId('notification-item');
    expect(within(items[0]!).queryByText('Role')).toBeNull();
    expect(within(items[0]!).getByText('Store Design Portal')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Role')).toBeInTheDocument();
  });

  it("asks for the list again in the reader's new language, and shows the server's text in it", async () => {
    // The server writes each notification in every language and answers in the caller's (Accept-Language).
    const { calls } = stubRoutes([
      on(API.getNotifications, { query: {} }, ({ headers }) => {
        const fr = headers['Accept-Language'] === 'fr';
        const list = [
          item(1, { notificationMessage: fr ? '<b>Design soumis</b>' : '<b>Design submitted</b>' }),
        ];
        return { notificationsListData: list, notificationCount: 1 };
      }),
      on(API.notificationEvents, {}, () => eventStream().response()),
    ]);
    render(
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
      </MemoryRouter>,
    );
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Design submitted')).toBeInTheDocument();
    try {
      await act(() => setLanguage('fr'));
      expect(await within(drawer).findByText('Design soumis')).toBeInTheDocument();
      const lists = calls.filter((c) => c.path.startsWith('home/getnotificationbyuser'));
      expect(lists.at(-1)?.headers['Accept-Language']).toBe('fr');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('opens the project from the site name and closes the drawer', async () => {
    renderBell([[item(1)]]);
    const drawer = await openDrawer();
    await userEvent.setup().click(await within(drawer).findByRole('link', { name: 'SITE 1' }));
    expect(await screen.findByText('project page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notifications-drawer')).toBeNull());
  });

  it("a prepared extract's notice links its page instead of a project (decision 031)", async () => {
    renderBell([
      [
        item(5, {
          role: '',
          userName: 'Store Design Portal',
          siteName: '',
          projectId: null,
          projectUniqueId: '',
          extractId: 42,
          notificationMessage: 'Your project-based extract is ready (12 rows). Download it until 04/12/2026.',
        }),
      ],
    ]);
    const drawer = await openDrawer();
    const [notice] = await within(drawer).findAllByTestId('notification-item');
    expect(within(notice!).queryByText('Site')).toBeNull();
    expect(within(notice!).getByText('Extract')).toBeInTheDocument();
    const link = within(notice!).getByRole('link', { name: 'Open the extract' });
    expect(link).toHaveAttribute('href', '/Extract/42');
    await userEvent.setup().click(link);
    expect(await screen.findByText('extract page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notifications-drawer')).toBeNull());
  });

  it('Read removes the item and sends the remaining list with what was shown', async () => {
    const { calls } = renderBell([[item(3), item(2), item(1)]]);
    const drawer = await openDrawer();
    const items = await within(drawer).findAllByTestId('notification-item');
    const read = within(items[1]!).getByRole('button', { name: 'Read' });
    expect(read).toHaveAccessibleDescription('FR-2026-000002');
    await userEvent.setup().click(read);

    await waitFor(() => expect(within(drawer).getAllByTestId('notification-item')).toHaveLength(2));
    expect(within(drawer).queryByText('Anna 2')).toBeNull();
    expect(within(drawer).getByText('You have 2 unread notifications.')).toBeInTheDocument();
    const update = calls.find((c) => c.path === 'home/updatenotificationsbyuser')!;
    const body = update.body as {
      CachKey: string;
      NotificationsListData: NotificationItem[];
      ShownNotificationIds: number[];
    };
    expect(body.CachKey).toBe('vera@example.test');
    expect(body.NotificationsListData.map((n) => n.notificationId)).toEqual([3, 1]);
    expect(body.ShownNotificationIds).toEqual([3, 2, 1]);
  });

  it('Mark all as read empties the list in one click and asks the server to read them all', async () => {
    const { calls } = renderBell([[item(3), item(2), item(1)]]);
    const drawer = await openDrawer();
    await within(drawer).findAllByTestId('notification-item');
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(within(drawer).queryAllByTestId('notification-item')).toHaveLength(0));
    expect(within(drawer).getByText('You have 0 unread notifications.')).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 0 unread');
    expect(within(drawer).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    const updates = calls.filter((c) => c.path === 'home/updatenotificationsbyuser');
    expect(updates).toHaveLength(1);
    // No ShownNotificationIds: the server reads every unread one, also those the list does not show.
    expect(updates[0]!.body).toEqual({ CachKey: 'vera@example.test', NotificationsListData: [] });
  });

  it("the bell's name holds the badge's text, 99+ beyond 99 (label in name)", async () => {
    renderBell([Array.from({ length: 120 }, (_, i) => item(i + 1))]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell).toHaveTextContent('99+');
  });

  it('puts the item back and says so when Read fails', async () => {
    renderBell([[item(1)]]);
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST') return json({ statusCode: 500, error: 'x', message: 'x' }, 500);
      if (url.includes('notificationevents')) return new Response(new ReadableStream());
      return json({ notificationsListData: [item(1)], notificationCount: 1 });
    });
    const drawer = await openDrawer();
    await userEvent.setup().click(await within(drawer).findByRole('button', { name: 'Read' }));
    expect(
      await within(drawer).findByText('The notification could not be marked as read. Please try again.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Anna 1')).toBeInTheDocument();
  });

  it('sanitises the message: no script, no event handler, no javascript: link', async () => {
    const hostile =
      '<b>ok</b><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
      '<a href="javascript:window.pwned=3">click</a><span onmouseover="window.pwned=4">hover</span>';
    renderBell([[item(1, { notificationMessage: hostile })]]);
    const drawer = await openDrawer();
    const message = await within(drawer).findByTestId('notification-message');
    expect(message.querySelector('script')).toBeNull();
    expect(message.querySelector('img')).toBeNull();
    expect(message.querySelector('[onerror], [onmouseover]')).toBeNull();
    expect(message.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(message).toHaveTextContent('okclickhover');
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });
});

describe('live count and list (docs/lifecycle.md)', () => {
  it('refetches when the stream says the notifications changed, without a reload', async () => {
    const { stream, calls } = renderBell([[item(1)], [item(2), item(1)]]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === 'home/notificationevents')).toBe(true));
    const events = calls.find((c) => c.path === 'home/notificationevents')!;
    expect(events.headers.Authorization).toBe('Bearer tok');

    stream.send('notifications');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const drawer = await openDrawer();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toContainElement(drawer);
    expect(await within(drawer).findByText('Anna 2')).toBeInTheDocument();
  });

  it('reads a change after a random part of 2 s, with the changes that come meanwhile (a team is told at once)', async () => {
    // Math.random() = 0.4: the bell waits 800 ms (NOTIFICATION_REFETCH_SPREAD_MS in the contract).
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.4);
    try {
      const { stream, calls } = renderBell([[item(1)], [item(3), item(2), item(1)]]);
      expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
      await waitFor(() => expect(calls.some((c) => c.path === 'home/notificationevents')).toBe(true));
      expect(reads(calls)).toBe(1);
      const sent = performance.now();
      stream.send('notifications');
      stream.send('notifications');
      await new Promise((r) => setTimeout(r, 400));
      expect(reads(calls)).toBe(1);
      expect(
        await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(performance.now() - sent).toBeGreaterThanOrEqual(790);
      await new Promise((r) => setTimeout(r, 1000));
      expect(reads(calls)).toBe(2);
    } finally {
      random.mockRestore();
    }
  });
});

describe('followNotificationEvents', () => {
  const answers = (...responses: (() => Response | Promise<Response>)[]) => {
    let n = 0;
    const spy = vi.isMockFunction(fetch) ? vi.mocked(fetch) : vi.spyOn(globalThis, 'fetch');
    spy.mockClear();
    return spy.mockImplementation(async () => {
      const next = responses[Math.min(n++, responses.length - 1)]!;
      return next();
    });
  };

  it('reconnects after the stream drops, waiting longer after each failure', async () => {
    const first = eventStream();
    const second = eventStream();
    const spy = answers(
      () => first.response(),
      () => json({}, 503),
      () => second.response(),
    );
    const seen: string[] = [];
    const controller = new AbortController();
    const done = followNotificationEvents({
      signal: controller.signal,
      onEvent: (name) => seen.push(name),
      minDelayMs: 10,
    });
    first.send('ready');
    first.end();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
    second.send('ready');
    second.send('notifications');
    await waitFor(() => expect(seen).toEqual(['ready', 'ready', 'notifications']));
    controller.abort();
    await done;
  });

  it('stops on sign-out, on an expired session and on a refusal', async () => {
    const stream = eventStream();
    const spy = answers(() => stream.response());
    const controller = new AbortController();
    const done = followNotificationEvents({
      signal: controller.signal,
      onEvent: () => undefined,
      minDelayMs: 10,
    });
    stream.send('ready');
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    session.clear();
    controller.abort();
    await done;
    expect(spy).toHaveBeenCalledTimes(1);

    signIn();
    const expiring = eventStream();
    const expired = answers(() => expiring.response());
    const seen: string[] = [];
    const ending = followNotificationEvents({
      signal: new AbortController().signal,
      onEvent: (name) => seen.push(name),
      minDelayMs: 10,
    });
    expiring.send('expired');
    await ending;
    expect(seen).toEqual(['expired']);
    expect(expired).toHaveBeenCalledTimes(1);

    const refused = answers(() => json({}, 403));
    await followNotificationEvents({ signal: new AbortController().signal, onEvent: () => undefined });
    expect(refused).toHaveBeenCalledTimes(1);

    session.clear();
    const signedOut = answers(() => json({}, 200));
    await followNotificationEvents({ signal: new AbortController().signal, onEvent: () => undefined });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('the bell stops its stream when the user signs out', async () => {
    const { calls } = renderBell([[item(1)]]);
    await waitFor(() => expect(calls.some((c) => c.path === 'home/notificationevents')).toBe(true));
    const signal = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => String(input).includes('notificationevents'))![1]!.signal!;
    expect(signal.aborted).toBe(false);
    session.clear();
    expect(signal.aborted).toBe(true);
  });
});
