import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type DesignValidationInfo, type Role } from '@portal/contract';
import { session } from '../../../../lib/session';
import { failure, on, stubRoutes, type RouteStub } from '../../../../test/fetch-stub';
import { API } from '../../../../lib/routes';
import { commentProblem, ValidationActions } from './ValidationActions';

vi.setConfig({ testTimeout: 60_000 });

const PROJECT_ID = 42;

const info = (over: Partial<DesignValidationInfo> = {}): DesignValidationInfo => ({
  userName: 'Olivia',
  projectUniqueId: 'FR-2026-000042',
  completenessChkStatus: '',
  contentValidationStatus: '',
  completenessChkRejectionNos: 0,
  contentValidationRejectionNos: 0,
  completenessChkDate: null,
  contentValidationDate: null,
  isSubmittedForApproval: true,
  designSubmissionDate: '2026-03-01T10:00:00.000Z',
  projectContractBrandsList: [],
  statusId: 1,
  isDocumentationOnly: false,
  isEnabled: true,
  feedbackType: null,
  canValidateCompleteness: false,
  canValidateContent: false,
  canSubmit: false,
  canEdit: false,
  ball: null,
  validationComments: [],
  ...over,
});

function signIn(role: Role = ROLES.VC) {
  session.signedIn({
    token: 'tok-3',
    email: 'gec@example.test',
    firstName: 'Gina',
    roles: role,
    userSequence: 3,
    isFirstTimeLogin: false,
  });
}

/** The tab as it holds the info: the query ['designValidationInfo', id], read from a fake server. */
function Tab({ read }: { read: () => Promise<DesignValidationInfo> }) {
  const query = useQuery({ queryKey: ['designValidationInfo', PROJECT_ID], queryFn: read });
  return query.data ? <ValidationActions projectId={PROJECT_ID} userId={7} info={query.data} /> : null;
}

/** The fake server: a decision approves completeness, unless `validate` answers otherwise. */
function setup(initial: DesignValidationInfo, validate?: RouteStub, more: RouteStub[] = []) {
  let server = initial;
  const stub = stubRoutes([
    ...more,
    validate ??
      on(API.validateProjectData, {}, () => {
        server = {
          ...initial,
          statusId: 2,
          completenessChkStatus: 'Approved',
          canValidateCompleteness: false,
          canValidateContent: false,
        };
        return { ...server, message: 'Completeness check approved.' };
      }),
  ]);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(['designValidationInfo', PROJECT_ID], initial);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <Tab read={async () => server} />
    </QueryClientProvider>,
  );
  return { ...stub, ...view, client, invalidate, user: userEvent.setup() };
}

function formOf(spy: ReturnType<typeof stubRoutes>['spy']): FormData {
  const found = spy.mock.calls.find(([input]) => String(input).includes('projects/ValidateProjectData'));
  expect(found, 'a ValidateProjectData call').toBeDefined();
  return found![1]!.body as FormData;
}
const validateCalls = (spy: ReturnType<typeof stubRoutes>['spy']) =>
  spy.mock.calls.filter(([input]) => String(input).includes('ValidateProjectData'));

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('ValidationActions: which buttons', () => {
  it('renders nothing when the caller may not act now', () => {
    const { container } = setup(info());
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for another role, whatever the info says', () => {
    signIn(ROLES.HQ);
    const { container } = setup(info({ canValidateCompleteness: true, canValidateContent: true }));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows Approve / Reject of the completeness check only when the info allows it', () => {
    setup(info({ canValidateCompleteness: true }));
    const group = screen.getByRole('group', { name: 'Completeness check' });
    expect(within(group).getByRole('button', { name: 'Approve the completeness check' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Reject the completeness check' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Content validation' })).not.toBeInTheDocument();
  });

  it('shows Approve / Reject of the content only when the info allows it', () => {
    setup(info({ statusId: 2, completenessChkStatus: 'Approved', canValidateContent: true }));
    const group = screen.getByRole('group', { name: 'Content validation' });
    expect(within(group).getByRole('button', { name: 'Approve the content validation' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Reject the content validation' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Completeness check' })).not.toBeInTheDocument();
  });
});

describe('ValidationActions: the comment dialog (spec 001 §5 "Validation comment")', () => {
  it('rejecting asks for a comment; without one it shows the message and sends nothing', async () => {
    const { spy, user } = setup(info({ canValidateCompleteness: true }));
    await user.click(screen.getByRole('button', { name: 'Reject the completeness check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the completeness check' });
    expect(dialog).toHaveTextContent('Please enter comment for rejection');
    await user.type(within(dialog).getByRole('textbox', { name: /Validation comment/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Please enter the comment first and then click on submit'),
    ).toBeInTheDocument();
    expect(validateCalls(spy)).toHaveLength(0);
  });

  it('a comment over 5000 characters shows the message and sends nothing', async () => {
    const { spy, user } = setup(info({ canValidateContent: true, statusId: 2 }));
    await user.click(screen.getByRole('button', { name: 'Approve the content validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the content validation' });
    expect(dialog).toHaveTextContent('Please click on submit for confirmation');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Validation comment/ }), {
      target: { value: 'x'.repeat(5001) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Validation comments should not be more than 5000 characters.'),
    ).toBeInTheDocument();
    expect(validateCalls(spy)).toHaveLength(0);
  });

  it('the rules: a comment is required to reject only; at most 5000 characters', () => {
    expect(commentProblem('reject', '')).toBe('review.ui.commentRequired');
    expect(commentProblem('approve', '')).toBeNull();
    expect(commentProblem('reject', 'x'.repeat(5000))).toBeNull();
    expect(commentProblem('approve', 'x'.repeat(5001))).toBe('review.ui.commentTooLong');
  });

  it('approving posts the multipart decision, then the buttons go and the answer shows', async () => {
    const { spy, invalidate, user } = setup(info({ canValidateCompleteness: true }));
    await user.click(screen.getByRole('button', { name: 'Approve the completeness check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the completeness check' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Completeness check approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /completeness check/ })).not.toBeInTheDocument();

    const form = formOf(spy);
    expect(Object.fromEntries(form.entries())).toEqual({
      UserID: '7',
      ProjectId: String(PROJECT_ID),
      UpdaterId: 'gec@example.test',
      IsCompletenessChkAccepted: 'true',
      IsCompletenessChkRejected: 'false',
      IsContentValidationAccepted: 'false',
      IsContentValidationRejected: 'false',
      ListOfComments: '',
    });
    const [, init] = validateCalls(spy)[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-3');
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['designValidationInfo', PROJECT_ID]),
        JSON.stringify(['project-detail', PROJECT_ID]),
        JSON.stringify(['projectComments', PROJECT_ID]),
      ]),
    );
  });

  it("the reviewers' draft markups go with the comment (MarkupIds), ticked by default", async () => {
    const drafts = on(
      API.getProjectMarkups,
      { params: { projectId: PROJECT_ID } },
      {
        canDraw: true,
        openCount: 0,
        markups: [11, 12].map((id) => ({
          id,
          documentId: 501,
          slot: 'newProjectFacadePlan',
          version: 1,
          fileName: 'facade.pdf',
          page: 1,
          shape: { kind: 'pin' as const, x: 0.5, y: 0.5 },
          note: '',
          author: { name: 'Vera', role: 'Validation Center Team' },
          createdAt: '2026-03-05T10:00:00.000Z',
          status: 'open' as const,
          answer: null,
          decisionId: null,
          messageId: null,
          canEdit: true,
          canDelete: true,
          canAnswer: false,
          canClose: false,
        })),
      },
    );
    const { spy, user } = setup(info({ canValidateContent: true, statusId: 2 }), undefined, [drafts]);
    await user.click(screen.getByRole('button', { name: 'Reject the content validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the content validation' });
    const attach = await within(dialog).findByRole('checkbox', {
      name: 'Attach the draft markups (2) to this comment',
    });
    expect(attach).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Validation comment/ }), 'See the plan');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(validateCalls(spy)).toHaveLength(1));
    expect(formOf(spy).get('MarkupIds')).toBe('11,12');
  });

  it('rejecting the content sends its flag and the comment', async () => {
    const { spy, user } = setup(info({ canValidateContent: true, statusId: 2 }));
    await user.click(screen.getByRole('button', { name: 'Reject the content validation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the content validation' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Validation comment/ }),
      'Facade plan missing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(validateCalls(spy)).toHaveLength(1));
    const form = formOf(spy);
    expect(form.get('IsContentValidationRejected')).toBe('true');
    expect(form.get('IsContentValidationAccepted')).toBe('false');
    expect(form.get('IsCompletenessChkAccepted')).toBe('false');
    expect(form.get('ListOfComments')).toBe('Facade plan missing');
  });

  it('a refusal of the server stays in the dialog with its message', async () => {
    const { user } = setup(
      info({ canValidateCompleteness: true }),
      on(API.validateProjectData, {}, failure(405, 'Already decided.')),
    );
    await user.click(screen.getByRole('button', { name: 'Approve the completeness check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the completeness check' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText(/The decision could not be recorded\. Already decided\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Approve the completeness check' })).toBeInTheDocument();
  });
});
