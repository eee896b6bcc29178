import { PDFDocument } from 'pdf-lib';
import { CHECK_STATUS, STATUS, type CreateMarkupBody } from '@portal/contract';
import type { ProjectRecord } from '../src/features/projects/record';
import { decideWorld, type DecideWorld, type Who } from './decide-fixtures';
import { setReviewState, validate, type Decision, type ReviewState } from './design-review';
import { uploadFile } from './design-documents';
import { get, post, type TestContext } from './helpers';
import { makeProject } from './project-fixtures';

/** Helpers of the markup tests (src/features/markups/*.test.ts): a real PDF plan uploaded by its originator. */

export type { Who };
export const PLAN_SLOT = 'newProjectFacadePlan';

/** A real two-page PDF (A4 portrait, then A3 landscape rotated by /Rotate 90). */
export async function planPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Facade', { x: 50, y: 780, size: 24 });
  const second = doc.addPage([1191, 842]);
  second.setRotation({ type: 'degrees', angle: 90 } as never);
  return Buffer.from(await doc.save());
}

/** Anna's project with a PDF plan she uploaded (status 0), put in a review state; answers the version's id. */
export async function planProject(world: DecideWorld, state: ReviewState = {}) {
  const { ctx, users, tokens } = world;
  const project = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [2],
  });
  const documentId = await uploadPlan(ctx, tokens.anna, project.id);
  const reviewed = await setReviewState(ctx, project.id, state);
  return { project: reviewed, documentId };
}

export async function uploadPlan(ctx: TestContext, token: string, projectId: number, name = 'facade.pdf') {
  const res = await uploadFile(ctx, token, {
    projectId,
    slot: PLAN_SLOT,
    fileName: name,
    body: await planPdf(),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { documentId: number }).documentId;
}

export const IN_CONTENT: ReviewState = {
  statusId: STATUS.revisionMeeting,
  completenessStatus: CHECK_STATUS.approved,
};
export const ASKING_HQ: ReviewState = {
  ...IN_CONTENT,
  contentStatus: CHECK_STATUS.feedbackRequested,
  feedbackType: 1,
  feedbackRequestedAt: new Date(),
};

export const pin = (documentId: number, over: Partial<CreateMarkupBody> = {}): CreateMarkupBody => ({
  DocumentId: documentId,
  Page: 1,
  Shape: { kind: 'pin', x: 0.5, y: 0.25 },
  Note: 'The lounge lacks the brand wall',
  ...over,
});

export function markupCalls(ctx: TestContext) {
  return {
    draw: (token: string, project: Pick<ProjectRecord, 'id'> | number, body: unknown) =>
      post(ctx, `/projects/${typeof project === 'number' ? project : project.id}/markups`, body, token),
    list: (token: string, project: Pick<ProjectRecord, 'id'>) =>
      get(ctx, `/projects/${project.id}/markups`, token),
    note: (token: string, id: number, Note: unknown) => post(ctx, `/markups/${id}/note`, { Note }, token),
    answer: (token: string, id: number, Note: unknown) => post(ctx, `/markups/${id}/answer`, { Note }, token),
    closed: (token: string, id: number, Closed: boolean) =>
      post(ctx, `/markups/${id}/closed`, { Closed }, token),
    remove: (token: string, id: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/markups/${id}`,
        headers: { authorization: `Bearer ${token}` },
      }),
    download: (token: string, documentId: number) =>
      get(ctx, `/projects/GetFileById/${documentId}/markups`, token),
    /** A decision with markups attached (MarkupIds), as the review page sends it. */
    decide: (
      token: string,
      projectId: number,
      flags: Omit<Decision, 'projectId'>,
      markupIds: (number | string)[],
    ) =>
      validate(ctx, token, {
        projectId,
        ...flags,
        extraParts: [{ name: 'MarkupIds', value: markupIds.join(',') }],
      }),
  };
}

export { decideWorld };
