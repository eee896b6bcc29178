import { theRow } from '../src/db/client';
import { eq } from 'drizzle-orm';
import { CHECK_STATUS, STATUS, type CheckStatus } from '@portal/contract';
import { designValidations, projects } from '../src/db/schema';
import type { ProjectRecord } from '../src/features/projects/record';
import { multipartBody, sampleFile, type FormPart } from './multipart';
import type { TestContext } from './helpers';
import { makeProject, type ProjectFixture } from './project-fixtures';

/**
 * Helpers of the design review and message tool tests: submitted projects written as rows (the submission
 * is tested in design-validation), and the two multipart calls as the pages make them.
 */

export interface ReviewState {
  statusId?: number;
  completenessStatus?: CheckStatus;
  contentStatus?: CheckStatus;
  completenessRefusals?: number;
  contentRefusals?: number;
  feedbackType?: number | null;
  feedbackRequestedAt?: Date | null;
  feedbackProvidedAt?: Date | null;
  submittedAt?: Date;
  isEnabled?: boolean;
}

/** A project submitted for validation (status 1 by default) with its design_validations row. */
export async function submittedProject(
  ctx: TestContext,
  fixture: ProjectFixture,
  state: ReviewState = {},
): Promise<ProjectRecord> {
  const project = await makeProject(ctx, fixture);
  return setReviewState(ctx, project.id, state);
}

/** Puts a project in a review state directly (status, both checks, counters, feedback). */
export async function setReviewState(
  ctx: TestContext,
  projectId: number,
  state: ReviewState = {},
): Promise<ProjectRecord> {
  const db = ctx.database.db;
  const project = theRow(
    await db
      .update(projects)
      .set({
        statusId: state.statusId ?? STATUS.underReview,
        isSubmittedForApproval: true,
        designSubmissionDate: state.submittedAt ?? new Date(),
        isEnabled: state.isEnabled ?? true,
      })
      .where(eq(projects.id, projectId))
      .returning(),
    'the fixture project',
  );
  const values = {
    completenessStatus: state.completenessStatus ?? CHECK_STATUS.pending,
    contentStatus: state.contentStatus ?? CHECK_STATUS.pending,
    completenessRefusals: state.completenessRefusals ?? 0,
    contentRefusals: state.contentRefusals ?? 0,
    feedbackType: state.feedbackType ?? null,
    feedbackRequestedAt: state.feedbackRequestedAt ?? null,
    feedbackProvidedAt: state.feedbackProvidedAt ?? null,
  };
  await db
    .insert(designValidations)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: designValidations.projectId, set: values });
  return project;
}

export interface Decision {
  projectId: number | string;
  completenessAccepted?: boolean;
  completenessRejected?: boolean;
  contentAccepted?: boolean;
  contentRejected?: boolean;
  comment?: string;
  parts?: FormPart[];
  /** Parts sent after the page's fields (e.g. MarkupIds). */
  extraParts?: FormPart[];
  lang?: string;
}

/** POST projects/ValidateProjectData with the page's fields. */
export function validate(ctx: TestContext, token: string, d: Decision) {
  const parts: FormPart[] = d.parts ?? [
    { name: 'UserID', value: '0' },
    { name: 'ProjectId', value: String(d.projectId) },
    { name: 'UpdaterId', value: 'someone@example.test' },
    { name: 'IsCompletenessChkAccepted', value: String(!!d.completenessAccepted) },
    { name: 'IsCompletenessChkRejected', value: String(!!d.completenessRejected) },
    { name: 'IsContentValidationAccepted', value: String(!!d.contentAccepted) },
    { name: 'IsContentValidationRejected', value: String(!!d.contentRejected) },
    { name: 'ListOfComments', value: d.comment ?? '' },
    ...(d.extraParts ?? []),
  ];
  const form = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/projects/ValidateProjectData',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': form.contentType,
      ...(d.lang ? { 'accept-language': d.lang } : {}),
    },
    payload: form.stream,
  });
}

export interface Attachment {
  fileName: string;
  body?: Buffer;
  contentType?: string;
}

export interface CommentInput {
  projectId: number | string;
  text?: string;
  type?: number | string;
  files?: Attachment[];
  /** The form's author fields (not trusted by the server). */
  commentedBy?: string;
  commenterName?: string;
  commenterRole?: string;
  parts?: FormPart[];
  lang?: string;
  /** HQ's draft markups sent with its feedback (docs/review.md). */
  markupIds?: readonly (number | string)[];
}

/** POST projects/AddCommentsByUsers with the message tool's fields. */
export function addComment(ctx: TestContext, token: string, c: CommentInput) {
  const parts: FormPart[] = c.parts ?? [
    { name: 'ProjectId', value: String(c.projectId) },
    { name: 'CommentType', value: String(c.type ?? 0) },
    { name: 'CommentedBy', value: c.commentedBy ?? 'form@example.test' },
    { name: 'ListOfComments', value: c.text ?? 'Hello' },
    { name: 'CommenterName', value: c.commenterName ?? 'Form Name' },
    { name: 'CommenterRole', value: c.commenterRole ?? 'Form Role' },
    ...(c.files ?? []).map((f) => ({
      name: 'ListOfAttachments',
      fileName: f.fileName,
      contentType: f.contentType ?? 'application/pdf',
      body: f.body ?? sampleFile(f.fileName),
    })),
    ...(c.markupIds ? [{ name: 'MarkupIds', value: c.markupIds.join(',') }] : []),
  ];
  const form = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/projects/AddCommentsByUsers',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': form.contentType,
      ...(c.lang ? { 'accept-language': c.lang } : {}),
    },
    payload: form.stream,
  });
}
