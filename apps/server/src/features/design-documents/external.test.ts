import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import {
  BRAND_IDS,
  DOCUMENT_SLOTS,
  PARTY_SLOTS,
  ROLES,
  slotDateField,
  slotPathField,
  type DocumentInfo,
  type DocumentSlot,
  type LinkParty,
} from '@portal/contract';
import { invitations, linkTokens } from '../../db/schema';
import { issueLinkToken } from '../../platform/link-tokens';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { uploadFile } from '../../../test/design-documents';
import { addComment } from '../../../test/design-review';
import type { ProjectRecord } from '../projects/record';

/**
 * The document calls of the external pages (spec 002 §2, §3; docs/external-parties.md): a supplier, auditor or download
 * link sees only its project and only the slots its page lists; signed-in users as before; the zip of
 * "Download All Documents"; message attachments for the download page.
 */

let ctx: TestContext;
let anna: string;
let bert: string;
/** Anna's Peugeot + Citroen project with files in listed and unlisted slots and a message attachment. */
let alpha: ProjectRecord;
/** Bert's project, with a file and an attachment of its own. */
let beta: ProjectRecord;
const links = {} as Record<LinkParty, string>;

/** The files of alpha: slot → versions uploaded oldest first (the last is the latest). */
const UPLOADS: [DocumentSlot, string[]][] = [
  ['simulation', ['sim.pdf']],
  ['newProjectMassPlan', ['mass-v1.pdf', 'mass-v2.pdf']],
  ['psaDerogationForm', ['derogation.pdf']],
  ['citeronFurniture', ['furniture.pdf']],
  ['digitalAtRetailOrderForm', ['dar.pdf']],
  ['multibrandShoppingList', ['multibrand.pdf']],
];
const uploaded = new Map(UPLOADS.map(([slot, names]) => [slot, names]));
const ATTACHMENT = 'message-note.pdf';
const body = (name: string) => Buffer.from(`%PDF-1.4 ${name}\n`);

/** A live link of the party on the project: an invitation row and its token. */
async function linkFor(party: LinkParty, project: { id: number } | null) {
  const [row] = await ctx.database.db
    .insert(invitations)
    .values({
      projectId: project?.id ?? null,
      party,
      brandId: party === 'supplier' ? BRAND_IDS.peugeot : null,
      email: `${party}-${Math.random().toString(36).slice(2)}@party.test`,
    })
    .returning();
  const token = await issueLinkToken(ctx.database.db, party, {
    email: row!.email,
    projectId: row!.projectId,
    partyId: row!.id,
    brandId: row!.brandId,
  });
  return { token, invitationId: row!.id };
}

const info = (token: string, project: { id: number }, userId = 0) =>
  get(ctx, `/projects/GetDocumentInfoToDownload/${userId}/${project.id}`, token);
const fileById = (token: string, documentId: number) =>
  get(ctx, `/projects/GetFileById/${documentId}`, token);
const template = (token: string, fileName: string, project: { id: number }) =>
  get(ctx, `/projects/GetTemplateFile/${fileName}/0/${project.id}`, token);
const zipOf = (token: string, project: { id: number }) =>
  get(ctx, `/projects/downloadalldocuments/${project.id}`, token);
const messageFile = (token: string, path: string) =>
  get(ctx, `/Documents/downloadfileconmtentmessage?fileName=${encodeURIComponent(path)}`, token);

/** The entries of a zip: name → content. */
function readZip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString());
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The documentId of a version of alpha by file name (as the signed-in tab lists it). */
let documentIdOf: (fileName: string) => number;
let betaDocumentId: number;
let alphaAttachment: string;
let betaAttachment: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const b = await createUser(ctx, { role: ROLES.ORIGINATOR });
  anna = await signIn(ctx, a.email);
  bert = await signIn(ctx, b.email);
  alpha = await makeProject(ctx, { originatorId: a.id, brandIds: [BRAND_IDS.peugeot, BRAND_IDS.citroen] });
  beta = await makeProject(ctx, { originatorId: b.id, brandIds: [BRAND_IDS.peugeot] });
  for (const [slot, names] of UPLOADS) {
    for (const fileName of names) {
      const res = await uploadFile(ctx, anna, { projectId: alpha.id, slot, fileName, body: body(fileName) });
      expect(res.statusCode, `${slot} ${fileName}`).toBe(200);
    }
  }
  expect(
    (await uploadFile(ctx, bert, { projectId: beta.id, slot: 'simulation', fileName: 'beta-sim.pdf' }))
      .statusCode,
  ).toBe(200);
  const msg = await addComment(ctx, anna, {
    projectId: alpha.id,
    files: [{ fileName: ATTACHMENT, body: body(ATTACHMENT) }],
  });
  expect(msg.statusCode).toBe(200);
  expect(
    (await addComment(ctx, bert, { projectId: beta.id, files: [{ fileName: 'beta-note.pdf' }] })).statusCode,
  ).toBe(200);

  const docs = (await info(anna, alpha)).json<DocumentInfo>().documents;
  const ids = new Map(docs.flatMap((d) => d.versions.map((v) => [v.fileName, v.documentId] as const)));
  documentIdOf = (fileName) => ids.get(fileName)!;
  betaDocumentId = (await info(bert, beta))
    .json<DocumentInfo>()
    .documents.find((d) => d.documentName === 'simulation')!.versions[0]!.documentId;
  const pathOf = async (token: string, project: { id: number }) =>
    (await get(ctx, `/projects/GetAllCommentByProject/${project.id}`, token))
      .json<{ userWithCommentDetailsList: { attachments: string }[] }>()
      .userWithCommentDetailsList.find((c) => c.attachments)!.attachments;
  alphaAttachment = await pathOf(anna, alpha);
  betaAttachment = await pathOf(bert, beta);

  for (const party of ['supplier', 'auditor', 'download'] as const) {
    links[party] = (await linkFor(party, alpha)).token;
  }
  links.arcad = (await linkFor('arcad', null)).token;
}, 120_000);
afterAll(() => ctx?.close());

/** The latest version's file name of a slot of alpha, or undefined. */
const latestOf = (slot: DocumentSlot) => uploaded.get(slot)?.at(-1);

describe('GetDocumentInfoToDownload through a link', () => {
  it.each(['supplier', 'auditor', 'download'] as const)(
    '%s sees exactly the slots its page lists; the others are empty; nothing to upload',
    async (party) => {
      const res = await info(links[party], alpha, alpha.originatorUserId!);
      expect(res.statusCode).toBe(200);
      const answer = res.json<DocumentInfo>();
      const listed: readonly string[] = PARTY_SLOTS[party];
      for (const slot of DOCUMENT_SLOTS) {
        const path = answer[slotPathField(slot)];
        const latest = latestOf(slot);
        if (latest && listed.includes(slot)) {
          expect(path, slot).toBe(`projects/GetFileById/${documentIdOf(latest)}`);
          expect(answer[slotDateField(slot)], slot).not.toBe('');
        } else {
          expect(path, slot).toBe('');
          expect(answer[slotDateField(slot)], slot).toBe('');
        }
      }
      expect(answer.isUploadAllowed).toBe(false);
      expect(answer.documents.every((d) => listed.includes(d.documentName))).toBe(true);
      expect(answer.missingDocuments.every((s) => listed.includes(s))).toBe(true);
      if (party === 'download') {
        expect(answer.listMessage).toEqual([
          { fileName: ATTACHMENT, createdDate: expect.any(String), attachedFile: alphaAttachment },
        ]);
      } else {
        expect(answer.listMessage).toBeUndefined();
      }
    },
  );

  it('the lists differ as the pages do: brand files for the auditor, the order form for download', async () => {
    const field = async (party: LinkParty, slot: DocumentSlot) =>
      (await info(links[party], alpha)).json<DocumentInfo>()[slotPathField(slot)];
    expect(await field('supplier', 'psaDerogationForm')).not.toBe('');
    expect(await field('supplier', 'citeronFurniture')).toBe('');
    expect(await field('auditor', 'citeronFurniture')).not.toBe('');
    expect(await field('auditor', 'digitalAtRetailOrderForm')).toBe('');
    expect(await field('download', 'digitalAtRetailOrderForm')).not.toBe('');
    expect(await field('download', 'citeronFurniture')).toBe('');
  });

  it('a signed-in session works as before: every slot, upload allowed to the originator, no listMessage', async () => {
    const answer = (await info(anna, alpha)).json<DocumentInfo>();
    for (const [slot] of UPLOADS) expect(answer[slotPathField(slot)], slot).not.toBe('');
    expect(answer.isUploadAllowed).toBe(true);
    expect(answer.listMessage).toBeUndefined();
    expect((await info(bert, alpha)).statusCode).toBe(404);
  });

  it("another project's id (or another originator's userId) is 404", async () => {
    expect((await info(links.supplier, beta)).statusCode).toBe(404);
    expect((await info(links.download, beta)).statusCode).toBe(404);
    expect((await info(links.auditor, alpha, 999_999)).statusCode).toBe(404);
  });

  it('a revoked or expired link, an ARCAD link and no token are 401', async () => {
    const revoked = await linkFor('supplier', alpha);
    expect((await info(revoked.token, alpha)).statusCode).toBe(200);
    await ctx.database.db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(eq(invitations.id, revoked.invitationId));
    expect((await info(revoked.token, alpha)).statusCode).toBe(401);

    const expired = await linkFor('auditor', alpha);
    await ctx.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.partyId, expired.invitationId));
    expect((await info(expired.token, alpha)).statusCode).toBe(401);

    expect((await info(links.arcad, alpha)).statusCode).toBe(401);
    expect((await get(ctx, `/projects/GetDocumentInfoToDownload/0/${alpha.id}`)).statusCode).toBe(401);
  });
});

describe('GetFileById and GetTemplateFile through a link', () => {
  it("serves the live versions of the party's slots, of its project only", async () => {
    const ok = await fileById(links.supplier, documentIdOf('mass-v1.pdf'));
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(body('mass-v1.pdf').toString());
    expect((await fileById(links.supplier, documentIdOf('derogation.pdf'))).statusCode).toBe(200);
    // Another party's slot.
    expect((await fileById(links.supplier, documentIdOf('furniture.pdf'))).statusCode).toBe(404);
    expect((await fileById(links.supplier, documentIdOf('dar.pdf'))).statusCode).toBe(404);
    expect((await fileById(links.auditor, documentIdOf('furniture.pdf'))).statusCode).toBe(200);
    expect((await fileById(links.auditor, documentIdOf('dar.pdf'))).statusCode).toBe(404);
    expect((await fileById(links.download, documentIdOf('dar.pdf'))).statusCode).toBe(200);
    // A slot no page lists.
    for (const party of ['supplier', 'auditor', 'download'] as const) {
      expect((await fileById(links[party], documentIdOf('multibrand.pdf'))).statusCode, party).toBe(404);
    }
    // Another project's file.
    expect((await fileById(links.supplier, betaDocumentId)).statusCode).toBe(404);
    // A session as before.
    expect((await fileById(anna, documentIdOf('multibrand.pdf'))).statusCode).toBe(200);
    expect((await fileById(anna, betaDocumentId)).statusCode).toBe(404);
  });

  it('serves the blank forms of its slots on its project only', async () => {
    expect((await template(links.supplier, 'Derogation_Form.pdf', alpha)).statusCode).toBe(200);
    expect((await template(links.supplier, 'Citroen_Furniture_File.xlsx', alpha)).statusCode).toBe(404);
    expect((await template(links.auditor, 'Citroen_Furniture_File.xlsx', alpha)).statusCode).toBe(200);
    expect((await template(links.download, 'Digital_At_Retail_Order_Form.xlsx', alpha)).statusCode).toBe(200);
    expect((await template(links.supplier, 'Derogation_Form.pdf', beta)).statusCode).toBe(404);
    expect((await template(anna, 'Citroen_Furniture_File.xlsx', alpha)).statusCode).toBe(200);
  });
});

describe('downloadalldocuments', () => {
  const expectZip = async (token: string, files: string[]) => {
    const res = await zipOf(token, alpha);
    expect(res.statusCode).toBe(200);
    expect(contentDisposition.parse(res.headers['content-disposition'] as string).parameters.filename).toBe(
      `${alpha.uniqueCode}-documents.zip`,
    );
    const entries = await readZip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([...files].sort());
    for (const name of files) expect(entries.get(name), name).toBe(body(name).toString());
  };

  it('a supplier gets exactly the latest files of its page', () =>
    expectZip(links.supplier, ['sim.pdf', 'mass-v2.pdf', 'derogation.pdf']));

  it('a download link gets its files and the messages’ attachments', () =>
    expectZip(links.download, ['sim.pdf', 'mass-v2.pdf', 'dar.pdf', 'derogation.pdf', ATTACHMENT]));

  it('an auditor gets the brand files too', () =>
    expectZip(links.auditor, ['sim.pdf', 'mass-v2.pdf', 'furniture.pdf', 'derogation.pdf']));

  it('a signed-in user gets the latest version of every shown slot', () =>
    expectZip(
      anna,
      UPLOADS.map(([, names]) => names.at(-1)!),
    ));

  it("another project is 404; an ARCAD link 401; outside the user's scope 404", async () => {
    expect((await zipOf(links.supplier, beta)).statusCode).toBe(404);
    expect((await zipOf(links.arcad, alpha)).statusCode).toBe(401);
    expect((await zipOf(bert, alpha)).statusCode).toBe(404);
  });
});

describe('downloadfileconmtentmessage', () => {
  it("the download link gets its project's attachments only; other links are 401", async () => {
    const res = await messageFile(links.download, alphaAttachment);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(body(ATTACHMENT).toString());
    expect((await messageFile(links.download, betaAttachment)).statusCode).toBe(404);
    expect((await messageFile(links.supplier, alphaAttachment)).statusCode).toBe(401);
    expect((await messageFile(links.auditor, alphaAttachment)).statusCode).toBe(401);
    expect((await messageFile(anna, alphaAttachment)).statusCode).toBe(200);
    expect((await messageFile(anna, betaAttachment)).statusCode).toBe(404);
  });
});
