import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORIGINATOR_CI_DOCUMENTS, ROLES, STATUS, type CiImplementation, type Role } from '@portal/contract';
import { auditLog, projectDocuments, projects } from '../../db/schema';
import { createTestContext, get, post, type TestContext } from '../../../test/helpers';
import {
  CITROEN,
  inviteArcadParty,
  inviteParty,
  LINK_INVALID,
  PEUGEOT,
  signedInUser,
} from '../../../test/ci-fixtures';
import { makeProject } from '../../../test/project-fixtures';
import { storedObjects, uploadFile } from '../../../test/design-documents';
import { sampleFile } from '../../../test/multipart';
import { MAX_CI_FILES } from './upload';

/**
 * projects/uploadafile with a CI DocumentName (spec 001 §6, spec 002 §3; docs/external-parties.md): the originator's CI
 * files while the stage is open, a supplier's offer, order and invoice for its brand, an auditor's report;
 * every refusal leaves nothing in storage.
 */

const UPLOAD_CLOSED =
  'Files can no longer be added: the CI implementation is submitted or the project is not in the CI stage.';

let ctx: TestContext;
let vc: string;
let hq: string;
let retail: string;
let retailId: number;
let anna: string;
let annaId: number;
let annaEmail: string;
let bert: string;

const project = (statusId: number = STATUS.approved, brandIds = [PEUGEOT, CITROEN]) =>
  makeProject(ctx, { originatorId: annaId, retailId, brandIds, set: { statusId } });

const invite = (token: string, body: Record<string, unknown>) => inviteParty(ctx, token, body);
const supplier = (projectId: number, brandId = PEUGEOT) =>
  invite(vc, { ProjectId: projectId, Party: 'supplier', BrandId: brandId });

const send = (token: string, projectId: number, slot: string, fileName = `${slot}.pdf`) =>
  uploadFile(ctx, token, { projectId, slot, fileName, body: sampleFile(fileName) });

const ciOf = (token: string, projectId: number) =>
  get(ctx, `/projects/getallciimplementationdata/0/${projectId}`, token);

const documentsOf = (projectId: number) =>
  ctx.database.db.select().from(projectDocuments).where(eq(projectDocuments.projectId, projectId));

/** Runs a refused call and checks that storage holds what it held before and no version was written. */
async function refusedCleanly(projectId: number, call: () => ReturnType<typeof send>) {
  const before = storedObjects(ctx);
  const rows = (await documentsOf(projectId)).length;
  const res = await call();
  expect(storedObjects(ctx)).toEqual(before);
  expect(await documentsOf(projectId)).toHaveLength(rows);
  return res;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const make = (role: Role) => signedInUser(ctx, role);
  vc = (await make(ROLES.VC)).token;
  hq = (await make(ROLES.HQ)).token;
  const r = await make(ROLES.RETAIL);
  retail = r.token;
  retailId = r.id;
  const a = await make(ROLES.ORIGINATOR);
  anna = a.token;
  annaId = a.id;
  annaEmail = a.email;
  bert = (await make(ROLES.ORIGINATOR)).token;
}, 120_000);
afterAll(() => ctx?.close());

describe("the originator's CI files", () => {
  it('every originator CI name is accepted in status 3 and lands in its own list', async () => {
    const p = await project();
    const answers = new Map<string, { documentId: number }>();
    for (const slot of ORIGINATOR_CI_DOCUMENTS) {
      const res = await send(anna, p.id, slot);
      expect(res.statusCode, `${slot}: ${res.body}`).toBe(200);
      const answer = res.json();
      expect(answer).toEqual({
        fileName: `${slot}.pdf`,
        createdDate: expect.any(String),
        directoryPath: `projects/GetFileById/${answer.documentId}`,
        documentId: expect.any(Number),
      });
      answers.set(slot, answer);
    }
    const ci = (await ciOf(anna, p.id)).json<CiImplementation>();
    const idOf = (slot: string) => answers.get(slot)!.documentId;
    const only = (list: { fileId: number }[]) => list.map((f) => f.fileId);
    expect(only(ci.installationPhotos)).toEqual([idOf('InstallationPhoto')]);
    expect(ci.installationFileId).toBe(idOf('InstallationPhoto'));
    expect(only(ci.partialComplianceEvidence)).toEqual([idOf('PartialComplianceEvidence')]);
    expect(only(ci.derogationForms)).toEqual([idOf('CIDerogationForm')]);
    expect(ci.psaDerogationFileId).toBe(idOf('CIDerogationForm'));
    expect(only(ci.implementationCompletedList)).toEqual([idOf('ImplementationCompleted')]);
    expect(only(ci.newProjectFacadePlanList)).toEqual([idOf('NewProjectFacadePlanAfterSurvey')]);
    expect(only(ci.level1ExemptionList)).toEqual([idOf('ImplementationLevel1')]);
    expect(only(ci.level2ExemptionList)).toEqual([idOf('ImplementationLevel2')]);
    expect(ci.installationPhotos[0]).toMatchObject({ documentName: 'InstallationPhoto', email: annaEmail });

    // The originator's files move no status, carry no brand, and are audited.
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row!.statusId).toBe(STATUS.approved);
    const rows = await documentsOf(p.id);
    expect(
      rows.every((d) => d.brandId === null && d.invitationId === null && d.uploadedByUserId === annaId),
    ).toBe(true);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'projectDocument'), eq(auditLog.entityId, String(idOf('InstallationPhoto')))),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({ projectId: p.id, slot: 'InstallationPhoto' });
  });

  it.each([STATUS.offersReceived, STATUS.orderIntake, STATUS.technicalCompletion])(
    'is accepted in status %i',
    async (statusId) => {
      const p = await project(statusId);
      expect((await send(anna, p.id, 'InstallationPhoto', 'site.png')).statusCode).toBe(200);
    },
  );

  it('is refused (405) before approval, in the other statuses and at site compliance; nothing kept', async () => {
    for (const statusId of [
      STATUS.registered,
      STATUS.underReview,
      STATUS.revisionMeeting,
      STATUS.refusedNotCompliant,
      STATUS.refused,
      STATUS.documented,
      STATUS.siteCompliance,
    ]) {
      const p = await project(statusId);
      const res = await refusedCleanly(p.id, () => send(anna, p.id, 'InstallationPhoto'));
      expect(res.statusCode, String(statusId)).toBe(405);
      expect(res.json().message, String(statusId)).toBe(UPLOAD_CLOSED);
    }
  });

  it('is refused (405) once the CI implementation is submitted', async () => {
    const p = await project();
    expect((await send(anna, p.id, 'InstallationPhoto')).statusCode).toBe(200);
    const submit = await post(
      ctx,
      '/projects/submitretailciimplementation',
      { ProjectId: p.id, UserID: annaId, ImpleMentationCompletedStatus: true },
      anna,
    );
    expect(submit.statusCode, submit.body).toBe(200);
    const res = await refusedCleanly(p.id, () => send(anna, p.id, 'ImplementationCompleted'));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toBe(UPLOAD_CLOSED);
    expect((await ciOf(anna, p.id)).json<CiImplementation>().isUploadAllowed).toBe(false);
  });

  it('is refused (405) while the project is paused', async () => {
    const p = await project();
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, p.id));
    const res = await refusedCleanly(p.id, () => send(anna, p.id, 'InstallationPhoto'));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toMatch(/paused/);
    expect((await ciOf(anna, p.id)).json<CiImplementation>().isUploadAllowed).toBe(false);
  });

  it("other roles 403, another originator 404, a supplier's or auditor's name 403; nothing kept", async () => {
    const p = await project();
    for (const [who, token] of [
      ['vc', vc],
      ['hq', hq],
      ['retail', retail],
    ] as const) {
      const res = await refusedCleanly(p.id, () => send(token, p.id, 'InstallationPhoto'));
      expect(res.statusCode, who).toBe(403);
    }
    expect((await refusedCleanly(p.id, () => send(bert, p.id, 'InstallationPhoto'))).statusCode).toBe(404);
    for (const slot of [
      'OfferFromSupplier',
      'OrderFromSupplier',
      'InvoiceFromSupplier',
      'ComplianceReportFromAuditor',
    ]) {
      const res = await refusedCleanly(p.id, () => send(anna, p.id, slot));
      expect(res.statusCode, slot).toBe(403);
    }
  });

  it('the same name twice in one list is 409 FileExist; in another list it is fine', async () => {
    const p = await project();
    expect((await send(anna, p.id, 'InstallationPhoto', 'front.png')).statusCode).toBe(200);
    const again = await refusedCleanly(p.id, () => send(anna, p.id, 'InstallationPhoto', 'front.png'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('FileExist');
    expect((await send(anna, p.id, 'InstallationPhoto', 'side.png')).statusCode).toBe(200);
    expect((await send(anna, p.id, 'ImplementationCompleted', 'front.png')).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_CI_FILES} files per list (405 beyond)`, async () => {
    const p = await project();
    for (let i = 0; i < MAX_CI_FILES; i++) {
      expect((await send(anna, p.id, 'ImplementationLevel1', `l1-${i}.pdf`)).statusCode, String(i)).toBe(200);
    }
    const res = await refusedCleanly(p.id, () => send(anna, p.id, 'ImplementationLevel1', 'one-more.pdf'));
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toContain(String(MAX_CI_FILES));
  });

  it('a file name the rules refuse is 400 with nothing kept', async () => {
    const p = await project();
    const res = await refusedCleanly(p.id, () => send(anna, p.id, 'InstallationPhoto', 'a+b.png'));
    expect(res.statusCode).toBe(400);
  });
});

describe("a supplier's link", () => {
  it('uploads its offer, order and invoice, recorded for its brand and invitation and audited with it', async () => {
    const p = await project();
    const peugeot = await supplier(p.id);
    for (const slot of ['OfferFromSupplier', 'OrderFromSupplier', 'InvoiceFromSupplier']) {
      const res = await send(peugeot.token, p.id, slot);
      expect(res.statusCode, `${slot}: ${res.body}`).toBe(200);
      expect(res.json().directoryPath).toBe(`projects/GetFileById/${res.json().documentId}`);
    }
    const rows = await documentsOf(p.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        brandId: PEUGEOT,
        invitationId: peugeot.invitationId,
        uploadedByUserId: null,
        uploadedByEmail: peugeot.email,
      });
    }
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'projectDocument'), eq(auditLog.actorEmail, peugeot.email)));
    expect(audits).toHaveLength(3);
    expect(audits.every((a) => a.detail.invitationId === peugeot.invitationId)).toBe(true);
    const block = (await ciOf(vc, p.id)).json<CiImplementation>().brands.find((b) => b.brandId === PEUGEOT)!;
    expect(block.offerFile?.email).toBe(peugeot.email);
    expect(block.invoiceFile?.fileName).toBe('InvoiceFromSupplier.pdf');
    expect(block.invoiceDate).toEqual(expect.any(String));
  });

  it("may not upload the auditor's report, a design slot or the originator's names (403); nothing kept", async () => {
    const p = await project();
    const { token } = await supplier(p.id);
    for (const slot of [
      'ComplianceReportFromAuditor',
      'simulation',
      'psaDerogationForm',
      'InstallationPhoto',
    ]) {
      const res = await refusedCleanly(p.id, () => send(token, p.id, slot));
      expect(res.statusCode, slot).toBe(403);
    }
  });

  it('another project’s id is 401 link.invalid; nothing kept', async () => {
    const p = await project();
    const other = await project();
    const { token } = await supplier(p.id);
    const res = await refusedCleanly(other.id, () => send(token, other.id, 'OfferFromSupplier'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LINK_INVALID);
  });

  it('FileExist is per list and brand: the same name as an order, or by the other brand’s supplier, is fine', async () => {
    const p = await project();
    const peugeot = await supplier(p.id, PEUGEOT);
    const citroen = await supplier(p.id, CITROEN);
    expect((await send(peugeot.token, p.id, 'OfferFromSupplier', 'quote.pdf')).statusCode).toBe(200);
    const again = await refusedCleanly(p.id, () =>
      send(peugeot.token, p.id, 'OfferFromSupplier', 'quote.pdf'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('FileExist');
    expect((await send(citroen.token, p.id, 'OfferFromSupplier', 'quote.pdf')).statusCode).toBe(200);
    expect((await send(peugeot.token, p.id, 'OrderFromSupplier', 'quote.pdf')).statusCode).toBe(200);
    expect((await send(peugeot.token, p.id, 'OfferFromSupplier', 'quote-2.pdf')).statusCode).toBe(200);
  });

  it('is refused after its own submission (405), when revoked (401), paused (405) or at site compliance (405)', async () => {
    const submitted = await project();
    const s = await supplier(submitted.id);
    // A supplier confirms once its offer and order are on file.
    expect((await send(s.token, submitted.id, 'OfferFromSupplier')).statusCode).toBe(200);
    expect((await send(s.token, submitted.id, 'OrderFromSupplier')).statusCode).toBe(200);
    const confirm = await post(
      ctx,
      '/projects/SubmitCIImplementationForSupplier',
      {
        ProjectId: submitted.id,
        UserID: annaId,
        SupplierId: s.invitationId,
        BrandId: PEUGEOT,
        PlannedDeliveryDate: '2026-05-01',
        DateOfInstallationCompleted: '2026-06-01',
        PlannedInstallationDate: '2026-05-15',
      },
      s.token,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    const after = await refusedCleanly(submitted.id, () =>
      send(s.token, submitted.id, 'InvoiceFromSupplier'),
    );
    expect(after.statusCode).toBe(405);

    const revokedProject = await project();
    const r = await supplier(revokedProject.id);
    expect((await post(ctx, `/projects/invitations/${r.invitationId}/revoke`, {}, vc)).statusCode).toBe(200);
    const revoked = await refusedCleanly(revokedProject.id, () =>
      send(r.token, revokedProject.id, 'OfferFromSupplier'),
    );
    expect(revoked.statusCode).toBe(401);

    const paused = await project();
    const ps = await supplier(paused.id);
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, paused.id));
    const pausedRes = await refusedCleanly(paused.id, () => send(ps.token, paused.id, 'OfferFromSupplier'));
    expect(pausedRes.statusCode).toBe(405);
    expect(pausedRes.json().message).toMatch(/paused/);

    const done = await project();
    const ds = await supplier(done.id);
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.siteCompliance })
      .where(eq(projects.id, done.id));
    const closed = await refusedCleanly(done.id, () => send(ds.token, done.id, 'InvoiceFromSupplier'));
    expect(closed.statusCode).toBe(405);
    expect(closed.json().message).toBe(UPLOAD_CLOSED);
  });
});

describe('the other links', () => {
  it("an auditor's link uploads the compliance report only", async () => {
    const p = await project();
    const auditor = await invite(vc, { ProjectId: p.id, Party: 'auditor' });
    const res = await send(auditor.token, p.id, 'ComplianceReportFromAuditor', 'report.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await documentsOf(p.id);
    expect(row).toMatchObject({
      slot: 'ComplianceReportFromAuditor',
      invitationId: auditor.invitationId,
      brandId: null,
    });
    for (const slot of ['OfferFromSupplier', 'InstallationPhoto', 'simulation']) {
      const refused = await refusedCleanly(p.id, () => send(auditor.token, p.id, slot));
      expect(refused.statusCode, slot).toBe(403);
    }
  });

  it('the download recipient and an ARCAD party cannot upload (401); nothing kept', async () => {
    const p = await project();
    const download = await invite(anna, { ProjectId: p.id, Party: 'download' });
    const arcad = (await inviteArcadParty(ctx, vc)).token;
    for (const slot of ['OfferFromSupplier', 'ComplianceReportFromAuditor', 'InstallationPhoto']) {
      expect((await refusedCleanly(p.id, () => send(download.token, p.id, slot))).statusCode, slot).toBe(401);
      expect((await refusedCleanly(p.id, () => send(arcad, p.id, slot))).statusCode, slot).toBe(401);
    }
  });
});
