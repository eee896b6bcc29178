import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  CI_BRAND_IDS,
  CI_STATUSES,
  STATUS,
  type CiImplementation,
  type ComplianceAudit,
  type ExternalLink,
  type Invitation,
} from '@portal/contract';
import { createTestContext, get, linkFrom, signIn, type TestContext } from '../../test/helpers';
import {
  auditLog,
  invitations,
  mailOutbox,
  projectBrands,
  projectDocuments,
  projects,
  projectStatusHistory,
  users,
} from './schema';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { DEMO_CI_MARKER, seedDemoCi, textPdf } from './seed-ci';
import { DiskStorage, type Storage } from '../platform/storage';

let ctx: TestContext;
let storage: Storage;
let vc: string;
let vcId: number;
let statusBefore: Map<number, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  storage = new DiskStorage(path.join(ctx.dataDir, 'files'));
  await seedDemo(ctx.database.db, storage, { publicUrl: ctx.config.publicUrl });
  vc = await signIn(ctx, 'vc@demo.test', DEMO_PASSWORD);
  const [me] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'vc@demo.test'));
  vcId = me!.id;
}, 180_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** The demo projects in a status that have a CI brand, oldest first. */
async function ciProjects(statusId: number) {
  const rows = await db()
    .selectDistinct({ id: projects.id, code: projects.uniqueCode })
    .from(projects)
    .innerJoin(projectBrands, eq(projectBrands.projectId, projects.id))
    .where(and(eq(projects.statusId, statusId), inArray(projectBrands.brandId, [...CI_BRAND_IDS])))
    .orderBy(asc(projects.id));
  expect(rows.length, `projects in status ${statusId}`).toBeGreaterThan(0);
  return rows;
}

const ciOf = async (projectId: number) => {
  const res = await get(ctx, `/projects/getallciimplementationdata/${vcId}/${projectId}`, vc);
  expect(res.statusCode).toBe(200);
  return res.json() as CiImplementation;
};

async function download(filePath: string, token = vc): Promise<Buffer> {
  const res = await get(ctx, `/${filePath}`, token);
  expect(res.statusCode, filePath).toBe(200);
  return res.rawPayload;
}

/** The mailed link of an invitation (the newest mail to its address whose link names it). */
async function mailedLink(invitation: Invitation): Promise<URL> {
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, invitation.email));
  const links = mails.map((m) => linkFrom(m.text));
  const id = String(invitation.invitationId);
  const mine = links.filter((l) =>
    [l.searchParams.get('supplierid'), l.searchParams.get('auditorid')].includes(id),
  );
  expect(mine, `mail of invitation ${id}`).toHaveLength(1);
  return mine[0]!;
}

describe('demo CI stage', () => {
  it('keeps every project in its status (the history says how it got there)', async () => {
    statusBefore = new Map(
      (await db().select({ id: projects.id, s: projects.statusId }).from(projects)).map((r) => [r.id, r.s]),
    );
    const history = await db()
      .select()
      .from(projectStatusHistory)
      .orderBy(asc(projectStatusHistory.changedAt), asc(projectStatusHistory.id));
    for (const [id, s] of statusBefore) {
      const last = history.filter((h) => h.projectId === id).at(-1);
      expect(last?.statusId, `project ${id}`).toBe(s);
    }
  });

  it('gives a project in Offers Received an offer per CI brand from an invited supplier, nothing else', async () => {
    for (const p of await ciProjects(STATUS.offersReceived)) {
      const ci = await ciOf(p.id);
      expect(ci.brands.length).toBeGreaterThan(0);
      for (const b of ci.brands) {
        expect(b.offerFile, `${p.code} ${b.brandName}`).not.toBeNull();
        expect(b.orderFile).toBeNull();
        expect(b.invoiceFile).toBeNull();
        expect(b.confirmedAt).toBeNull();
      }
      expect(ci.isCIImplementationSubmitted).toBe(false);
      const docs = await db()
        .select()
        .from(projectDocuments)
        .innerJoin(invitations, eq(invitations.id, projectDocuments.invitationId))
        .where(and(eq(projectDocuments.projectId, p.id), eq(projectDocuments.slot, 'OfferFromSupplier')));
      for (const { project_documents: d, invitations: i } of docs) {
        expect(i).toMatchObject({ party: 'supplier', brandId: d.brandId, projectId: p.id });
        expect(d.uploadedByEmail).toBe(i.email);
      }
    }
  });

  it('gives a project in Order Intake the order after the offer, and a real PDF behind each', async () => {
    for (const p of await ciProjects(STATUS.orderIntake)) {
      const ci = await ciOf(p.id);
      for (const b of ci.brands) {
        expect(b.orderFile, `${p.code} ${b.brandName}`).not.toBeNull();
        expect(Date.parse(b.orderDate!)).toBeGreaterThan(Date.parse(b.offerDate!));
        expect(b.invoiceFile).toBeNull();
        const pdf = await download(b.orderFile!.filePath);
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const doc = await PDFDocument.load(pdf);
        expect(doc.getPageCount()).toBe(1);
      }
    }
  });

  it('gives the projects past the technical completion invoices, confirmed dates, photos and the submission (one partial)', async () => {
    const done = [
      ...(await ciProjects(STATUS.technicalCompletion)),
      ...(await ciProjects(STATUS.siteCompliance)),
    ];
    const full: boolean[] = [];
    for (const p of done) {
      const ci = await ciOf(p.id);
      expect(ci.isCIImplementationSubmitted, p.code).toBe(true);
      expect(ci.installationPhotos.length).toBeGreaterThan(0);
      const photo = await download(ci.installationPhotos[0]!.filePath);
      expect(photo.subarray(1, 4).toString()).toBe('PNG');
      for (const b of ci.brands) {
        expect(b.invoiceFile, `${p.code} ${b.brandName}`).not.toBeNull();
        expect(b.confirmedAt).not.toBeNull();
        expect(b.plannedDeliveryDate! <= b.plannedInstallationDate!).toBe(true);
        expect(b.plannedInstallationDate! <= b.installationCompletedDate!).toBe(true);
        expect(Date.parse(b.confirmedAt!)).toBeLessThanOrEqual(Date.parse(ci.submittedAt!));
      }
      full.push(ci.fullCompliance!);
      if (ci.fullCompliance === false) expect(ci.partialComplianceEvidence.length).toBeGreaterThan(0);
      else expect(ci.implementationCompletedList.length).toBeGreaterThan(0);
    }
    expect(full).toContain(false);
    expect(full).toContain(true);
  });

  it('gives a project in Site Compliance its audit date, report and submitted auditor', async () => {
    for (const p of await ciProjects(STATUS.siteCompliance)) {
      const res = await get(ctx, `/projects/getallcompleanceaudit/${vcId}/${p.id}`, vc);
      expect(res.statusCode).toBe(200);
      const audit = res.json() as ComplianceAudit;
      expect(audit.dateOfExecutedComplianceAudit, p.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(audit.auditorName).not.toBe('');
      expect(audit.complianceReports).toHaveLength(1);
      const pdf = await download(audit.complianceReports[0]!.filePath);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      const list = (await get(ctx, `/projects/invitations/${p.id}`, vc)).json() as Invitation[];
      expect(list.find((i) => i.party === 'auditor')?.state).toBe('submitted');
      expect(list.filter((i) => i.party === 'supplier' && i.state !== 'revoked')).not.toHaveLength(0);
      for (const i of list.filter((x) => x.party === 'supplier' && x.state !== 'revoked'))
        expect(i.state).toBe('submitted');
    }
  });

  it('leaves open supplier invitations on approved projects, whose mailed links open the supplier page', async () => {
    const approved = await ciProjects(STATUS.approved);
    let open = 0;
    let auditors = 0;
    for (const p of approved) {
      const list = (await get(ctx, `/projects/invitations/${p.id}`, vc)).json() as Invitation[];
      for (const inv of list) {
        expect(inv.state, `${p.code} ${inv.party}`).toBe('sent');
        const url = await mailedLink(inv);
        const token = url.searchParams.get('token')!;
        const res = await get(ctx, '/projects/externallink', token);
        expect(res.statusCode).toBe(200);
        const link = res.json() as ExternalLink;
        expect(link).toMatchObject({
          party: inv.party,
          invitationId: inv.invitationId,
          projectId: p.id,
          brandId: inv.brandId,
          readOnly: false,
        });
        expect(url.searchParams.get('projectid')).toBe(String(p.id));
        expect(url.searchParams.get('userid')).toBe(String(link.userId));
        if (inv.party === 'supplier') {
          expect(url.pathname).toMatch(/\/project\/ciimplementationforsuplier$/);
          expect(url.searchParams.get('brandid')).toBe(String(inv.brandId));
          open++;
          // The supplier's page shows its brand's block only.
          const ci = await get(ctx, `/projects/getallciimplementationdata/${link.userId}/${p.id}`, token);
          expect(ci.statusCode).toBe(200);
          expect((ci.json() as CiImplementation).brands.map((b) => b.brandId)).toEqual([inv.brandId]);
        }
        if (inv.party === 'auditor') {
          expect(url.pathname).toMatch(/\/project\/complianceauditforauditors$/);
          auditors++;
        }
      }
    }
    expect(open).toBeGreaterThan(approved.length);
    expect(auditors).toBe(1);
    // Opening the links marked them opened.
    const [first] = (await get(ctx, `/projects/invitations/${approved[0]!.id}`, vc)).json() as Invitation[];
    expect(first!.state).toBe('opened');
  });

  it('keeps the links of suppliers still working (offers, orders) open, and one revoked invitation dead', async () => {
    const rows = await db()
      .select({ invitation: invitations, statusId: projects.statusId })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(inArray(projects.statusId, [STATUS.offersReceived, STATUS.orderIntake]));
    expect(rows.length).toBeGreaterThan(3);
    let revoked = 0;
    for (const { invitation } of rows) {
      const inv = { invitationId: invitation.id, email: invitation.email } as Invitation;
      const token = (await mailedLink(inv)).searchParams.get('token')!;
      const res = await get(ctx, '/projects/externallink', token);
      if (invitation.revokedAt) {
        revoked++;
        expect(res.statusCode).toBe(401);
      } else expect(res.statusCode, invitation.email).toBe(200);
    }
    expect(revoked).toBe(1);
  });

  it('writes the mails from the packs, marked delivered', async () => {
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.template, ['inviteSupplier', 'inviteAuditor', 'inviteDownload']));
    const count = (await db().select({ id: invitations.id }).from(invitations)).length;
    expect(mails).toHaveLength(count);
    for (const m of mails) {
      expect(m.status).toBe('sent');
      expect(`${m.subject} ${m.text}`).not.toMatch(/mail\.|\{\{/);
    }
  });

  it('writes readable PDFs (also with characters outside Latin-1)', async () => {
    const pdf = textPdf('Offer (draft)', [['Site', 'AUTO CENTRUM MOKOTÓW – Łódź \\ x']]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
  });

  it('runs once, and only on the CI statuses', async () => {
    expect(await seedDemoCi(db(), storage, { publicUrl: ctx.config.publicUrl })).toEqual({ seeded: false });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, DEMO_CI_MARKER))).toHaveLength(1);
    const touched = await db()
      .selectDistinct({ statusId: projects.statusId })
      .from(projectDocuments)
      .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
      .where(isNotNull(projectDocuments.brandId));
    for (const t of touched) expect(CI_STATUSES).toContain(t.statusId);
    const after = await db().select({ id: projects.id, s: projects.statusId }).from(projects);
    for (const r of after) expect(r.s).toBe(statusBefore.get(r.id));
  });
});
