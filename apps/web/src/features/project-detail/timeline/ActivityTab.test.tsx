import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type TimelineAnswer, type TimelineEntry } from '@portal/contract';
import i18n from 'i18next';
import { API, failure, mockApi, on, PROJECT_ID, renderAt, type Call } from '../testing';
import ActivityTab from './ActivityTab';

const entry = (id: number, over: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id,
  at: '2026-11-20T10:30:00.000Z',
  kind: 'status',
  actor: { name: 'Gina Gec', role: ROLES.VC, party: null },
  key: 'timeline.e.statusChanged',
  params: {},
  refs: { from: 'status.1', to: 'status.4' },
  comment: null,
  ...over,
});

const decision = entry(9, {
  kind: 'decision',
  key: 'timeline.e.completeness.rejected',
  refs: {},
  comment: 'The facade plan is missing',
});
const upload = entry(7, {
  kind: 'document',
  actor: { name: 'Sam Supplier', role: null, party: 'supplier' },
  key: 'timeline.e.document.uploaded',
  params: { file: 'plan-b.pdf', version: 2 },
  refs: { slot: 'design.doc.situationPlan' },
});
const older = entry(3, {
  kind: 'pause',
  key: 'timeline.e.paused',
  refs: {},
  actor: { name: 'Vic Center', role: ROLES.VC, party: null },
});

const queryOf = (c: Call) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1] ?? ''));
const timelineCalls = (calls: Call[]) =>
  calls.filter((c) => c.path.startsWith(`projects/${PROJECT_ID}/timeline?`)).map(queryOf);

/** Two pages: the first ends at entry 7 (`next`), the second (Before=7) is the last. */
function setup(first: TimelineAnswer = { entries: [entry(10), decision, upload], next: 7 }) {
  const api = mockApi([
    on(API.getProjectTimeline, { params: { projectId: PROJECT_ID } }, (call) =>
      queryOf(call).Before === '7' ? { entries: [older], next: null } : first,
    ),
  ]);
  renderAt(`/UniqueProject/${PROJECT_ID}`, <ActivityTab projectId={PROJECT_ID} />);
  return api.calls;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('ActivityTab', () => {
  it('lists the activity newest first: what (translated), who and role, the comment', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Project activity, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      'Status changed: Project Under Review → Project Refused / Not Compliant',
    );
    expect(items[0]).toHaveTextContent('Gina Gec · Validation Center Team');
    expect(items[1]).toHaveTextContent('Completeness check rejected');
    expect(within(items[1]!).getByText('The facade plan is missing')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Situation Plan v2 uploaded: plan-b.pdf');
    expect(items[2]).toHaveTextContent('Sam Supplier · Supplier');
  });

  it('loads the next page after the last entry and appends it', async () => {
    const calls = setup();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Load more' }));
    const list = screen.getByRole('list', { name: 'Project activity, newest first' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('Project paused');
    expect(timelineCalls(calls).at(-1)).toEqual({ Before: '7', Limit: '25' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks the server for the kinds chosen', async () => {
    const calls = setup();
    const u = userEvent.setup();
    await screen.findByRole('list', { name: 'Project activity, newest first' });
    expect(timelineCalls(calls)[0]).toEqual({ Limit: '25' });
    await u.click(screen.getByRole('combobox', { name: 'Kinds of activity' }));
    await u.click(await screen.findByRole('option', { name: 'Validation decisions' }));
    await u.click(await screen.findByRole('option', { name: 'Documents' }));
    await waitFor(() =>
      expect(timelineCalls(calls).at(-1)).toEqual({ Kinds: 'decision,document', Limit: '25' }),
    );
  });

  it('exports the same kinds as CSV in the browser time zone', async () => {
    const { calls } = mockApi([
      on(API.getProjectTimeline, { params: { projectId: PROJECT_ID } }, { entries: [decision], next: null }),
      on(
        API.getProjectTimelineCsv,
        { params: { projectId: PROJECT_ID } },
        new Response('a\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="activity-FR-1.csv"',
          },
        }),
      ),
    ]);
    renderAt(`/UniqueProject/${PROJECT_ID}`, <ActivityTab projectId={PROJECT_ID} />);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    const u = userEvent.setup();
    await screen.findByRole('list', { name: 'Project activity, newest first' });
    await u.click(screen.getByRole('combobox', { name: 'Kinds of activity' }));
    await u.click(await screen.findByRole('option', { name: 'Validation decisions' }));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toBe('activity-FR-1.csv'));
    const exported = calls.find((c) => c.path.startsWith(`projects/${PROJECT_ID}/timeline/csv`))!;
    expect(queryOf(exported)).toEqual({
      Kinds: 'decision',
      TimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says so when the export fails', async () => {
    setup();
    mockApi([
      on(API.getProjectTimeline, { params: { projectId: PROJECT_ID } }, { entries: [decision], next: null }),
      on(API.getProjectTimelineCsv, { params: { projectId: PROJECT_ID } }, failure(500, 'boom')),
    ]);
    const u = userEvent.setup();
    await screen.findByRole('list', { name: 'Project activity, newest first' });
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export could not be created. Please try again.',
    );
  });

  it('says when there is nothing to show', async () => {
    setup({ entries: [], next: null });
    expect(await screen.findByText('No activity to show.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the activity cannot be loaded', async () => {
    mockApi([on(API.getProjectTimeline, { params: { projectId: PROJECT_ID } }, failure(500, 'boom'))]);
    renderAt(`/UniqueProject/${PROJECT_ID}`, <ActivityTab projectId={PROJECT_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded.');
  });

  it("speaks the reader's language", async () => {
    await i18n.changeLanguage('fr');
    setup();
    const list = await screen.findByRole('list', { name: 'Activité du projet, la plus récente en premier' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      "Statut modifié : Projet en cours d'examen → Projet refusé / non conforme",
    );
    expect(items[0]).toHaveTextContent('Gina Gec · Équipe Validation Center');
    expect(items[2]).toHaveTextContent('Plan de situation v2 téléversé : plan-b.pdf');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
  });
});
