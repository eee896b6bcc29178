import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type CommentType, type MarkupView, type ProjectComment } from '@portal/contract';
import { session } from '../../../../lib/session';
import { API } from '../../../../lib/routes';
import { failure, on, stubRoutes, type RouteStub } from '../../../../test/fetch-stub';
import { render } from '../../../../test/query';
import { MessageTool } from './MessageTool';

vi.setConfig({ testTimeout: 60_000 });

const PROJECT_ID = 42;
/** The signed-in user's sequence: the comment types are asked for it. */
const USER_SEQUENCE = 9;
const comments = (list: ProjectComment[]) =>
  on(API.getCommentsByProject, { params: { projectId: PROJECT_ID } }, { userWithCommentDetailsList: list });

const comment = (over: Partial<ProjectComment> = {}): ProjectComment => ({
  commentId: 1,
  comment: 'First line\nSecond line',
  commentedBy: 'vera@example.test',
  commenterRole: ROLES.VC,
  commenterName: 'Vera Valid',
  commentDate: '2026-03-05T10:00:00.000Z',
  commentTypeId: 1,
  commentTypeTitle: 'Feedback Request',
  attachments: '1/7/plan.pdf',
  attachmentList: [{ fileName: 'plan.pdf', path: '1/7/plan.pdf' }],
  markups: [],
  ...over,
});
const OLDER = comment({
  commentId: 0,
  comment: 'Hello from HQ',
  commenterRole: 'Some Other Role',
  commenterName: 'Hugo',
  commentDate: '2026-03-01T10:00:00.000Z',
  commentTypeId: 0,
  commentTypeTitle: 'Comment',
  attachments: '',
  attachmentList: [],
});
const COMMENT_TYPE: CommentType = {
  commentTypeId: 0,
  commentTypeTitle: 'Comment',
  commentTypeDescription: 'A message',
};
const FEEDBACK_REQUEST: CommentType = {
  commentTypeId: 1,
  commentTypeTitle: 'Feedback Request',
  commentTypeDescription: 'Ask HQ',
};

/** The tool's calls answered; `stubs` add calls or replace these (the later wins). */
function setup(stubs: RouteStub[] = []) {
  const stub = stubRoutes([
    comments([OLDER, comment()]),
    on(API.getCommentTypes, { params: { userSequence: USER_SEQUENCE } }, [COMMENT_TYPE, FEEDBACK_REQUEST]),
    on(API.addComment, {}, { statusCode: 200, message: 'Comment added', comment: comment({ commentId: 5 }) }),
    ...stubs,
  ]);
  render(<MessageTool projectId={PROJECT_ID} />);
  return { ...stub, user: userEvent.setup() };
}

/** The multipart body of the first call to `path`. */
function formOf(spy: ReturnType<typeof stubRoutes>['spy'], path: string): FormData {
  const found = spy.mock.calls.find(([input]) => String(input).includes(path));
  expect(found, `a call to ${path}`).toBeDefined();
  return found![1]!.body as FormData;
}

const textBox = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const fileInput = () => screen.getByLabelText('Attach files', { selector: 'input' }) as HTMLInputElement;
const file = (name: string, body = 'x') => new File([body], name, { type: 'application/pdf' });

beforeEach(() =>
  session.signedIn({
    token: 'tok-9',
    email: 'vera@example.test',
    firstName: 'Vera',
    roles: ROLES.VC,
    userSequence: USER_SEQUENCE,
    isFirstTimeLogin: false,
  }),
);
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('MessageTool: the thread', () => {
  it('shows each message: type, commenter name and role, date dd/mm/yyyy, text with its line breaks; newest first', async () => {
    setup();
    const thread = await screen.findByRole('region', { name: 'Messages on this project' });
    const items = within(thread)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    const [newest, older] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('Feedback Request')).toBeInTheDocument();
    expect(within(newest).getByText('Vera Valid')).toBeInTheDocument();
    // A known role shows its display title (spec 000 §2.6); another as sent.
    expect(within(newest).getByText('Validation Center Team')).toBeInTheDocument();
    expect(within(newest).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(newest).getByText(/First line/).textContent).toBe('First line\nSecond line');
    expect(within(older).getByText('Some Other Role')).toBeInTheDocument();
    expect(within(older).getByText('Comment')).toBeInTheDocument();
    expect(within(older).getByText('01/03/2026')).toBeInTheDocument();
  });

  it('says so when the project has no message yet', async () => {
    setup([comments([])]);
    expect(await screen.findByText('No messages on this project yet.')).toBeInTheDocument();
  });

  it('shows the text as plain text, never as HTML', async () => {
    setup([comments([comment({ comment: '<b>bold</b><img src=x>' })])]);
    expect(await screen.findByText('<b>bold</b><img src=x>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('downloads an attachment through downloadfileconmtentmessage with the bearer token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { spy, user } = setup([
      on(
        API.downloadMessageFile,
        {},
        () => new Response('pdf', { headers: { 'content-disposition': 'attachment; filename="plan.pdf"' } }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Download plan.pdf' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [input, init] = spy.mock.calls.find(([i]) => String(i).includes('downloadfileconmtentmessage'))!;
    expect(String(input)).toContain('Documents/downloadfileconmtentmessage?fileName=1%2F7%2Fplan.pdf');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
  });

  it('opens an image attachment in the document viewer; an attachment neither PDF nor image has no preview', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const { spy, user } = setup([
      comments([
        comment({
          attachmentList: [
            { fileName: 'photo.png', path: '1/8/photo.png' },
            { fileName: 'list.xlsx', path: '1/9/list.xlsx' },
          ],
        }),
      ]),
      on(
        API.downloadMessageFile,
        {},
        () => new Response('png', { headers: { 'content-type': 'image/png' } }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Preview photo.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(await within(dialog).findByAltText('photo.png')).toHaveAttribute('src', 'blob:photo');
    const [input, init] = spy.mock.calls.find(([i]) => String(i).includes('downloadfileconmtentmessage'))!;
    expect(String(input)).toContain('fileName=1%2F8%2Fphoto.png');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    expect(screen.queryByRole('button', { name: 'Preview list.xlsx' })).toBeNull();
  });

  it('a missing file shows the File Not Found dialog', async () => {
    const { user } = setup([on(API.downloadMessageFile, {}, failure(404, 'Not found.'))]);
    await user.click(await screen.findByRole('button', { name: 'Download plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'File Not Found' });
    expect(dialog).toHaveTextContent('The file you downloaded does not exist!');
  });
});

describe('MessageTool: writing a message', () => {
  it('asks the allowed types for the project and picks Comment (id 0) by default', async () => {
    const { calls, user } = setup();
    const picker = await screen.findByRole('combobox', { name: 'Comment type' });
    expect(picker).toHaveTextContent('Comment');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(`projects/GetAllCommentType/9?projectId=${PROJECT_ID}`),
    );
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Comment', 'Feedback Request']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps Send disabled while the text is empty or blank', async () => {
    const { user } = setup();
    await screen.findByRole('combobox', { name: 'Comment type' });
    expect(sendButton()).toBeDisabled();
    await user.type(textBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(textBox(), 'Hello');
    expect(sendButton()).toBeEnabled();
    expect(textBox()).toHaveAttribute('maxlength', '5000');
  });

  it('refuses an attachment whose name has other characters with the invalid-characters dialog', async () => {
    const { user } = setup();
    await screen.findByRole('combobox', { name: 'Comment type' });
    await user.upload(fileInput(), [file('good plan (v2).pdf'), file('bad#name.pdf')]);
    const dialog = await screen.findByRole('dialog', { name: 'Invalid characters' });
    expect(dialog).toHaveTextContent('The file name may contain only letters, digits');
    expect(dialog).toHaveTextContent('Not attached: bad#name.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const chosen = screen.getByRole('list', { name: 'Files to attach' });
    expect(within(chosen).getByText('good plan (v2).pdf')).toBeInTheDocument();
    expect(within(chosen).queryByText('bad#name.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove good plan (v2).pdf' }));
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('posts the multipart fields of AddCommentsByUsers with every attachment, then reads the thread again', async () => {
    const { spy, calls, user } = setup();
    const picker = await screen.findByRole('combobox', { name: 'Comment type' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Feedback Request' }));
    await user.type(textBox(), 'Please check{enter}the facade');
    await user.upload(fileInput(), [file('a.pdf', 'aaa'), file('b.png', 'bb')]);
    await user.click(sendButton());
    expect(await screen.findByText('Your message has been posted.')).toBeInTheDocument();

    const form = formOf(spy, 'projects/AddCommentsByUsers');
    expect(form.get('ProjectId')).toBe(String(PROJECT_ID));
    expect(form.get('CommentType')).toBe('1');
    expect(form.get('CommentedBy')).toBe('vera@example.test');
    expect(form.get('ListOfComments')).toBe('Please check\nthe facade');
    expect(form.get('CommenterName')).toBe('Vera');
    expect(form.get('CommenterRole')).toBe(ROLES.VC);
    expect((form.getAll('ListOfAttachments') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    const [, init] = spy.mock.calls.find(([i]) => String(i).includes('AddCommentsByUsers'))!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBeUndefined();

    // The form is emptied, the type back to Comment; the thread and the allowed types are read again.
    expect(textBox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Comment type' })).toHaveTextContent('Comment');
    await waitFor(() => {
      expect(calls.filter((c) => c.path === `projects/GetAllCommentByProject/${PROJECT_ID}`)).toHaveLength(2);
      expect(calls.filter((c) => c.path.startsWith('projects/GetAllCommentType/'))).toHaveLength(2);
    });
  });

  it('shows the server’s refusal', async () => {
    const { user } = setup([on(API.addComment, {}, failure(405, 'Not allowed now.'))]);
    await screen.findByRole('combobox', { name: 'Comment type' });
    fireEvent.change(textBox(), { target: { value: 'Hi' } });
    await user.click(sendButton());
    expect(
      await screen.findByText(/The message could not be posted\. Not allowed now\./),
    ).toBeInTheDocument();
    expect(textBox()).toHaveValue('Hi');
  });
});

describe("MessageTool: HQ's feedback carries its markups (docs/review.md)", () => {
  const FEEDBACK_PROVIDED: CommentType = {
    commentTypeId: 2,
    commentTypeTitle: 'Feedback Provided',
    commentTypeDescription: 'Answer',
  };
  const markup = (id: number, role: string, over: Partial<MarkupView> = {}): MarkupView => ({
    id,
    documentId: 501,
    slot: 'newProjectFacadePlan',
    version: 1,
    fileName: 'facade.pdf',
    page: 1,
    shape: { kind: 'pin', x: 0.5, y: 0.5 },
    note: 'Brand wall',
    author: { name: 'Hugo', role },
    createdAt: '2026-03-05T10:00:00.000Z',
    status: 'open',
    answer: null,
    decisionId: null,
    messageId: null,
    canEdit: false,
    canDelete: false,
    canAnswer: false,
    canClose: false,
    ...over,
  });

  it("offers HQ's drafts with Feedback Provided, ticked, and sends their ids; the thread says how many", async () => {
    const { spy, user } = setup([
      comments([
        comment({
          commentId: 3,
          commentTypeId: 2,
          markups: [
            { documentId: 501, slot: 'newProjectFacadePlan', version: 1, count: 2, markupIds: [31, 32] },
          ],
        }),
      ]),
      on(API.getCommentTypes, { params: { userSequence: USER_SEQUENCE } }, [COMMENT_TYPE, FEEDBACK_PROVIDED]),
      on(
        API.getProjectMarkups,
        { params: { projectId: PROJECT_ID } },
        {
          markups: [
            markup(21, ROLES.HQ),
            markup(22, ROLES.HQ),
            markup(23, ROLES.VC),
            markup(24, ROLES.HQ, { messageId: 3 }),
          ],
          canDraw: true,
          openCount: 1,
        },
      ),
    ]);
    expect(await screen.findByText('2 markups on New Project Facade Plan v1')).toBeInTheDocument();
    // A plain comment carries none.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(await screen.findByRole('combobox', { name: 'Comment type' }));
    await user.click(await screen.findByRole('option', { name: 'Feedback Provided' }));
    const attach = await screen.findByRole('checkbox', {
      name: 'Attach the HQ/Management draft markups (2) to this feedback',
    });
    expect(attach).toBeChecked();
    await user.type(textBox(), 'See my markups');
    await user.click(sendButton());
    expect(await screen.findByText('Your message has been posted.')).toBeInTheDocument();
    const form = formOf(spy, 'projects/AddCommentsByUsers');
    expect(form.get('CommentType')).toBe('2');
    expect(form.get('MarkupIds')).toBe('21,22');
  });

  it('unticked, the feedback goes without them', async () => {
    const { spy, user } = setup([
      on(API.getCommentTypes, { params: { userSequence: USER_SEQUENCE } }, [COMMENT_TYPE, FEEDBACK_PROVIDED]),
      on(
        API.getProjectMarkups,
        { params: { projectId: PROJECT_ID } },
        { markups: [markup(21, ROLES.HQ)], canDraw: true, openCount: 0 },
      ),
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'Comment type' }));
    await user.click(await screen.findByRole('option', { name: 'Feedback Provided' }));
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Attach the HQ/Management draft markups (1) to this feedback',
      }),
    );
    await user.type(textBox(), 'No markups');
    await user.click(sendButton());
    expect(await screen.findByText('Your message has been posted.')).toBeInTheDocument();
    expect(formOf(spy, 'projects/AddCommentsByUsers').get('MarkupIds')).toBeNull();
  });
});
