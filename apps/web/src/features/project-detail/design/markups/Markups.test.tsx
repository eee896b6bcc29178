import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isAttached, type MarkupView, type MarkupsAnswer } from '@portal/contract';
import type { PdfOpener } from '../../../../components/viewer/types';
import { on } from '../../../../test/fetch-stub';
import { API } from '../../../../lib/routes';
import { PDF_VERSION, PROJECT_ID, ready, resetStubsAroundEachTest, setup, slot } from '../testing';

/**
 * The markups beside the viewer (docs/review.md): a reviewer's tools (accessible names, keyboard and pointer
 * drawing), the note saved with the shape in page-relative coordinates, the originator's read-only list with
 * answers, and the open markups of an earlier version shown beside the newer one.
 */

vi.setConfig({ testTimeout: 60_000 });
resetStubsAroundEachTest();

/** A one-page A4-sized plan (jsdom cannot run pdf.js): 600 × 800 points, shown at scale 1. */
const pdfEngine: PdfOpener = () =>
  Promise.resolve({
    count: 1,
    page: () =>
      Promise.resolve({
        size: { width: 600, height: 800 },
        render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
        cleanup: () => {},
      }),
    destroy: () => {},
  });

const markup = (over: Partial<MarkupView> = {}): MarkupView => ({
  id: 11,
  documentId: PDF_VERSION.documentId,
  slot: 'newProjectInteriorPlan',
  version: 2,
  fileName: PDF_VERSION.fileName,
  page: 1,
  shape: { kind: 'pin', x: 0.5, y: 0.25 },
  note: 'Lounge lacks the brand wall',
  author: { name: 'Vera Validator', role: 'Validation Center Team' },
  createdAt: '2026-03-05T10:00:00.000Z',
  status: 'open',
  answer: null,
  decisionId: 3,
  messageId: null,
  canEdit: false,
  canDelete: false,
  canAnswer: false,
  canClose: false,
  ...over,
});

const answer = (markups: MarkupView[], canDraw: boolean): MarkupsAnswer => ({
  markups,
  canDraw,
  openCount: markups.filter((m) => isAttached(m) && m.status !== 'closed').length,
});

async function openMarkups(user: ReturnType<typeof setup>['user']) {
  await ready();
  await user.click(screen.getByRole('button', { name: 'Markups on interior plan.pdf' }));
  return screen.findByRole('dialog', { name: 'interior plan.pdf: markups' });
}

describe('a reviewer draws', () => {
  it('chooses a tool by its name and places a pin with the keyboard; the note goes with it', async () => {
    const created = vi.fn((call: { body: unknown }) =>
      markup({ id: 12, decisionId: null, ...(call.body as object) }),
    );
    const { user } = setup({
      pdfEngine,
      stubs: [
        on(API.getProjectMarkups, { params: { projectId: PROJECT_ID } }, answer([], true)),
        on(API.createMarkup, { params: { projectId: PROJECT_ID } }, created),
      ],
    });
    const dialog = await openMarkups(user);
    const tools = await within(dialog).findByRole('group', { name: 'Markup tools' });
    for (const name of ['Pan (no drawing)', 'Pin', 'Rectangle', 'Cloud', 'Arrow', 'Measurement'])
      expect(within(tools).getByRole('button', { name })).toBeInTheDocument();
    await user.click(within(tools).getByRole('button', { name: 'Pin' }));
    const page = await within(dialog).findByRole('button', { name: 'Draw a Pin on page 1' });
    page.focus();
    await user.keyboard('{Enter}');
    const note = await within(dialog).findByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    await user.type(note, 'Brand wall missing');
    await user.click(within(dialog).getByRole('button', { name: 'Save markup' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0]?.[0].body).toEqual({
      DocumentId: PDF_VERSION.documentId,
      Page: 1,
      Shape: { kind: 'pin', x: 0.5, y: 0.5 },
      Note: 'Brand wall missing',
    });
    // Drawing ends with the shape: the page is no longer a drawing surface.
    expect(within(dialog).queryByRole('button', { name: 'Draw a Pin on page 1' })).toBeNull();
  });

  it('drags a rectangle with a pointer (touch or pen alike): page-relative, whatever the zoom', async () => {
    const created = vi.fn((call: { body: unknown }) =>
      markup({ id: 13, decisionId: null, ...(call.body as object) }),
    );
    const { user } = setup({
      pdfEngine,
      stubs: [
        on(API.getProjectMarkups, { params: { projectId: PROJECT_ID } }, answer([], true)),
        on(API.createMarkup, { params: { projectId: PROJECT_ID } }, created),
      ],
    });
    const dialog = await openMarkups(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Rectangle' }));
    const layer = await within(dialog).findByRole('button', { name: 'Draw a Rectangle on page 1' });
    fireEvent.pointerDown(layer, { pointerId: 1, clientX: 60, clientY: 80, pointerType: 'touch' });
    fireEvent.pointerMove(layer, { pointerId: 1, clientX: 200, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerUp(layer, { pointerId: 1, clientX: 300, clientY: 400, pointerType: 'touch' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Note' }), 'Lounge');
    await user.click(within(dialog).getByRole('button', { name: 'Save markup' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0]?.[0].body).toMatchObject({
      Shape: { kind: 'rect', x: 0.1, y: 0.1, w: 0.4, h: 0.4 },
    });
  });
});

describe('the list beside the page', () => {
  it("the originator reads, answers; no tools; an earlier version's open markup is labelled", async () => {
    const answered = vi.fn((call: { body: unknown }) =>
      markup({
        status: 'addressed',
        answer: {
          note: (call.body as { Note: string }).Note,
          name: 'Olivia',
          at: '2026-03-06T00:00:00.000Z',
        },
      }),
    );
    const { user } = setup({
      pdfEngine,
      docs: {
        documents: [
          slot('newProjectInteriorPlan', {
            versions: [PDF_VERSION, { ...PDF_VERSION, documentId: 400, fileName: 'interior plan v1.pdf' }],
          }),
        ],
      },
      stubs: [
        on(
          API.getProjectMarkups,
          { params: { projectId: PROJECT_ID } },
          answer(
            [
              markup({ canAnswer: true }),
              markup({
                id: 9,
                documentId: 400,
                version: 1,
                note: 'Seats',
                shape: { kind: 'cloud', x: 0.1, y: 0.1, w: 0.2, h: 0.2 },
              }),
              markup({ id: 8, documentId: 400, version: 1, status: 'closed', note: 'Old and closed' }),
            ],
            false,
          ),
        ),
        on(API.answerMarkup, { params: { markupId: 11 } }, answered),
      ],
    });
    const dialog = await openMarkups(user);
    const list = await within(dialog).findByRole('list', { name: 'Markups' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('from v1')).toBeInTheDocument();
    expect(within(list).queryByText('Old and closed')).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Markup tools' })).toBeNull();
    expect(await screen.findByText('2 markups still open')).toBeInTheDocument();
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Answer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'Added on v3');
    await user.click(within(dialog).getByRole('button', { name: 'Answer and mark addressed' }));
    await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
    expect(answered.mock.calls[0]?.[0].body).toEqual({ Note: 'Added on v3' });
  });

  it('a markup named in a decision comment opens its version', async () => {
    const { user } = setup({
      pdfEngine,
      info: {
        validationComments: [
          {
            check: 'content',
            decision: 'rejected',
            comment: 'See the plan',
            userName: 'Vera',
            date: '2026-03-05T10:00:00.000Z',
            markups: [
              {
                documentId: PDF_VERSION.documentId,
                slot: 'newProjectInteriorPlan',
                version: 2,
                count: 3,
                markupIds: [1, 2, 3],
              },
            ],
          },
        ],
      },
      stubs: [on(API.getProjectMarkups, { params: { projectId: PROJECT_ID } }, answer([markup()], false))],
    });
    await ready();
    await user.click(screen.getByRole('button', { name: '3 markups on New Project Interior Plan v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'interior plan.pdf: markups' });
    expect(await within(dialog).findByText('Lounge lacks the brand wall')).toBeInTheDocument();
  });
});

describe('a markup chosen on the page', () => {
  const two = [
    markup(),
    markup({ id: 12, note: 'Seats', shape: { kind: 'rect', x: 0.1, y: 0.5, w: 0.3, h: 0.2 } }),
  ];

  it('a click on it chooses it in the list (focus there); Enter on it too; the list marks it on the page', async () => {
    const { user } = setup({
      pdfEngine,
      stubs: [on(API.getProjectMarkups, { params: { projectId: PROJECT_ID } }, answer(two, false))],
    });
    const dialog = await openMarkups(user);
    const list = await within(dialog).findByRole('list', { name: 'Markups' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const page = within(dialog).getByRole('group', { name: 'Markups on page 1' });
    const rect = within(page).getByRole('button', { name: 'Show markup 2 (Rectangle) in the list' });
    await user.click(rect);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(within(second).getByRole('button', { name: 'Markup 2, page 1, Rectangle' })).toHaveFocus();
    expect(rect).toHaveAttribute('aria-pressed', 'true');

    within(page).getByRole('button', { name: 'Show markup 1 (Pin) in the list' }).focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');

    await user.click(within(second).getByRole('button', { name: 'Markup 2, page 1, Rectangle' }));
    expect(
      within(page).getByRole('button', { name: 'Show markup 2 (Rectangle) in the list' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('with a tool chosen the page draws: a click there places a shape, not a choice', async () => {
    const { user } = setup({
      pdfEngine,
      stubs: [on(API.getProjectMarkups, { params: { projectId: PROJECT_ID } }, answer(two, true))],
    });
    const dialog = await openMarkups(user);
    expect(
      await within(dialog).findByRole('button', { name: 'Show markup 1 (Pin) in the list' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    expect(within(dialog).queryByRole('button', { name: /^Show markup/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Draw a Pin on page 1' })).toBeInTheDocument();
  });
});

describe('image versions', () => {
  it('a PNG, JPEG, GIF or WEBP version has its Markups button; a file of another kind has none', async () => {
    const image = (documentId: number, fileName: string, contentType: string) => ({
      ...PDF_VERSION,
      documentId,
      fileName,
      contentType,
      directoryPath: `projects/GetFileById/${documentId}`,
    });
    setup({
      pdfEngine,
      docs: {
        documents: [
          slot('newProjectInteriorPlan', {
            versions: [
              image(601, 'plan.png', 'image/png'),
              image(602, 'site.jpg', 'image/jpeg'),
              image(603, 'anim.gif', 'image/gif'),
              image(604, 'photo.webp', 'image/webp'),
              image(
                605,
                'notes.docx',
                'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              ),
            ],
          }),
        ],
      },
      stubs: [on(API.getProjectMarkups, { params: { projectId: PROJECT_ID } }, answer([], true))],
    });
    await ready();
    expect(screen.getByRole('button', { name: 'Markups on plan.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markups on site.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markups on anim.gif' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markups on photo.webp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markups on notes.docx' })).toBeNull();
  });
});
