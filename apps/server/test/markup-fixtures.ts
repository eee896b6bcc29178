import { PDFDocument } from 'pdf-lib';
import { CHECK_STATUS, COMMENT_TYPE, STATUS, type CreateMarkupBody } from '@portal/contract';
import { theRow } from '../src/db/client';
import { projectDocuments, storedFiles } from '../src/db/schema';
import type { ProjectRecord } from '../src/features/projects/record';
import { decideWorld, type DecideWorld, type Who } from './decide-fixtures';
import { addComment, setReviewState, validate, type Decision, type ReviewState } from './design-review';
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

/**
 * A version written directly into the database, past the upload's checks (what an upload could not leave: a
 * kind a design slot does not take, bytes that do not match their type). Answers its document id.
 */
export async function insertVersion(
  ctx: TestContext,
  projectId: number,
  slot: string,
  file: { storageKey: string; fileName: string; contentType: string; sizeBytes: number; sha256: string },
): Promise<number> {
  const db = ctx.database.db;
  const stored = theRow(await db.insert(storedFiles).values(file).returning(), 'the file');
  const version = theRow(
    await db.insert(projectDocuments).values({ projectId, slot, fileId: stored.id }).returning(),
    'the version',
  );
  return version.id;
}

/**
 * Anna's project with a plan she uploaded (status 0; a PDF unless `file` is given), put in a review state;
 * answers the version's id.
 */
export async function planProject(world: DecideWorld, state: ReviewState = {}, file?: PlanFile) {
  const { ctx, users, tokens } = world;
  const project = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [2],
  });
  const documentId = await uploadPlan(ctx, tokens.anna, project.id, file?.name, file);
  const reviewed = await setReviewState(ctx, project.id, state);
  return { project: reviewed, documentId };
}

/** An 8 × 4 px PNG (made with zlib: signature, IHDR, IDAT, IEND). */
export const PLAN_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000080000000408020000003cafe9a70000002549444154789c6338c1607442cee8' +
    '848dd18928a313154627a6199dd86274e2921103f52400834c2c6193bdbe520000000049454e44ae426082',
  'hex',
);

/** An 8 × 4 px baseline JPEG (made with jpeg-js), as stored: no EXIF. */
const JPEG_8X4 =
  'ffd8ffe000104a46494600010100000100010000ffdb008400100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a' +
  '333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763011112121815182f1a1a2f634238' +
  '426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363' +
  'ffc00011080004000803011100021101031101ffc401a20000010501010101010100000000000000000102030405060708090a' +
  '0b100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f024' +
  '33627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475' +
  '767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3' +
  'd4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa0100030101010101010101010000000000000102030405060' +
  '708090a0b1100020102040403040705040400010277000102031104052131061241510761711322328108144291a1b1c109233' +
  '352f0156272d10a162434e125f11718191a262728292a35363738393a434445464748494a535455565758595a636465666768' +
  '696a737475767778797a82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6' +
  'c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9faffda000c03010002110311003f00342fe1af2f14' +
  '7b18dea7ffd9';

/**
 * The 8 × 4 JPEG, with an EXIF segment giving its orientation when asked (6: shown turned a quarter clockwise,
 * 4 × 8, as a phone's portrait photo is stored).
 */
export function planJpeg(orientation?: number): Buffer {
  const jpeg = Buffer.from(JPEG_8X4, 'hex');
  if (orientation === undefined) return jpeg;
  // APP1 "Exif": a big-endian TIFF header and one IFD holding tag 0x0112 (SHORT) = orientation.
  const tiff = Buffer.from(
    `4d4d002a00000008 0001 0112 0003 00000001 000${orientation} 0000 00000000`.replace(/ /g, ''),
    'hex',
  );
  const body = Buffer.concat([Buffer.from('457869660000', 'hex'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from('ffe1', 'hex'), length, body, jpeg.subarray(2)]);
}

export interface PlanFile {
  name: string;
  body: Buffer;
  contentType: string;
}

export async function uploadPlan(
  ctx: TestContext,
  token: string,
  projectId: number,
  name = 'facade.pdf',
  file?: PlanFile,
) {
  const res = await uploadFile(ctx, token, {
    projectId,
    slot: PLAN_SLOT,
    fileName: name,
    body: file?.body ?? (await planPdf()),
    contentType: file?.contentType ?? 'application/pdf',
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
    /** A message with markups (MarkupIds): HQ's Feedback Provided unless another type is named. */
    feedback: (
      token: string,
      projectId: number,
      markupIds: readonly (number | string)[],
      type: number = COMMENT_TYPE.feedbackProvided,
    ) => addComment(ctx, token, { projectId, type, text: 'See my markups on the plan', markupIds }),
  };
}

export { decideWorld };
