import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BRANDS,
  CI_BRAND_IDS,
  CI_STATUSES,
  STATUS,
  toLanguage,
  type CiDocument,
  type Language,
  type LinkParty,
} from '@portal/contract';
import type { Storage } from '../platform/storage';
import { issueLinkToken, LINK_LIFETIME_MS } from '../platform/link-tokens';
import { INVITATION_TEMPLATE, invitationLink } from '../platform/links';
import { renderMail } from '../platform/mail';
import { sha256 } from '../platform/crypto';
import { theRow, type Db, type Tx } from './client';
import {
  auditLog,
  ciBrandBlocks,
  ciImplementations,
  invitations,
  linkTokens,
  mailOutbox,
  projectBrands,
  projectDocuments,
  projects,
  projectStatusHistory,
  storedFiles,
  users,
} from './schema';
import { facadePng } from './design-files';

/**
 * Demo data of the CI stage (issue 11): on the approved demo projects of seed-projects.ts (statuses 3 and
 * 8–11), the invitations of suppliers and auditors with their live links mailed into the dev mailbox, the
 * suppliers' offers, orders and invoices per CI brand, their dates and confirmations, the originator's
 * installation photos, implementation documents and submission, and the auditor's report and audit date,
 * each dated along the project's status history. Runs once after the design dossiers (an audit row marks
 * it done); deterministic except the link tokens.
 */

export const DEMO_CI_MARKER = 'demo.seedCi';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One supplier company per CI brand (demo parties; their mailboxes are the dev mailbox's). */
const SUPPLIERS: Record<number, { contact: string; company: string; email: string }> = {
  1: {
    contact: 'Marc Lefèvre',
    company: 'Atelier Chevron Signalisation',
    email: 'citroen@supplier-demo.test',
  },
  2: { contact: 'Sophie Marchand', company: 'Lion Enseignes SAS', email: 'peugeot@supplier-demo.test' },
  3: { contact: 'Julien Morel', company: 'Maison Signature', email: 'ds@supplier-demo.test' },
  4: { contact: 'Stefan Krüger', company: 'Blitz Werbetechnik GmbH', email: 'opel@supplier-demo.test' },
  5: { contact: 'Oliver Hughes', company: 'Griffin Signs Ltd', email: 'vauxhall@supplier-demo.test' },
  6: { contact: 'Elena Ruiz', company: 'Spot Display Services', email: 'spoticar@supplier-demo.test' },
};
/** The supplier of a CI brand (every CI brand has one above). */
function supplierOf(brandId: number | null) {
  const supplier = brandId === null ? undefined : SUPPLIERS[brandId];
  if (!supplier) throw new Error(`seed: no demo supplier for brand ${brandId}`);
  return supplier;
}
/** The auditor (seed-projects.ts records status 11 with this mailbox). */
const AUDITOR = { contact: 'Anna Keller', company: 'CI Audit Services', email: 'audit@auditor-demo.test' };
const DOWNLOAD = {
  contact: 'Paul Girard',
  company: 'Girard Agencement',
  email: 'designs@download-demo.test',
};

interface Inviter {
  id: number | null;
  email: string;
  firstName: string;
  language: Language;
}

interface CiProject {
  id: number;
  code: string;
  siteName: string;
  statusId: number;
  originator: (Inviter & { surName: string }) | null;
  ciBrands: number[];
  /** When the project reached each status (its latest history row). */
  reached: Map<number, Date>;
  /** When it was approved (from its history, else its design validation date, else 30 days ago). */
  approvedAt: Date;
}

export async function seedDemoCi(
  db: Db,
  storage: Storage,
  opts: { publicUrl: string; now?: Date },
): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  const [done] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, DEMO_CI_MARKER))
    .limit(1);
  if (done) return { seeded: false };
  const [vcRow] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.email, 'vc@demo.test'));
  if (!vcRow) return { seeded: false };
  const vc: Inviter = { ...vcRow, language: toLanguage(vcRow.language) };

  const rows = await db
    .select({
      id: projects.id,
      code: projects.uniqueCode,
      siteName: projects.siteName,
      statusId: projects.statusId,
      designValidationDate: projects.designValidationDate,
      originatorId: users.id,
      originatorEmail: users.email,
      originatorFirst: users.firstName,
      originatorLast: users.surName,
      originatorLanguage: users.language,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.originatorUserId))
    .where(inArray(projects.statusId, [...CI_STATUSES]))
    .orderBy(asc(projects.id));
  if (!rows.length) return { seeded: false };
  const ids = rows.map((r) => r.id);
  const [brandRows, history] = await Promise.all([
    db
      .select({ projectId: projectBrands.projectId, brandId: projectBrands.brandId })
      .from(projectBrands)
      .where(inArray(projectBrands.projectId, ids)),
    db
      .select({
        projectId: projectStatusHistory.projectId,
        statusId: projectStatusHistory.statusId,
        changedAt: projectStatusHistory.changedAt,
      })
      .from(projectStatusHistory)
      .where(inArray(projectStatusHistory.projectId, ids))
      .orderBy(asc(projectStatusHistory.changedAt), asc(projectStatusHistory.id)),
  ]);
  const list: CiProject[] = rows.map((r) => {
    const reached = new Map<number, Date>();
    for (const h of history) if (h.projectId === r.id) reached.set(h.statusId, h.changedAt);
    const approvedAt =
      reached.get(STATUS.approved) ?? r.designValidationDate ?? new Date(now.getTime() - 30 * DAY);
    reached.set(STATUS.approved, approvedAt);
    return {
      id: r.id,
      code: r.code,
      siteName: r.siteName,
      statusId: r.statusId,
      originator:
        r.originatorId === null
          ? null
          : {
              id: r.originatorId,
              email: r.originatorEmail ?? '',
              firstName: r.originatorFirst ?? '',
              surName: r.originatorLast ?? '',
              language: toLanguage(r.originatorLanguage),
            },
      ciBrands: brandRows
        .filter((b) => b.projectId === r.id && CI_BRAND_IDS.includes(b.brandId))
        .map((b) => b.brandId)
        .sort((a, b) => a - b),
      reached,
      approvedAt,
    };
  });

  const seeder = new CiSeeder(storage, opts.publicUrl, now, vc);
  const approved = list.filter((p) => p.statusId === STATUS.approved);
  const completed = list.filter((p) => p.statusId === STATUS.technicalCompletion);
  // One project of those the originator submitted complies only partially (with its evidence).
  const partial = completed.find((p) => p.ciBrands.length > 1) ?? completed[0];
  // One project waiting for its audit has its auditor invited.
  const auditWaiting = completed.find((p) => p.ciBrands.length > 0 && p !== partial);
  // The first project of its status with CI brands shows a revoked supplier link, and one an installation photo.
  // Chosen before the loop: a transaction run again after a deadlock (db/conflicts.ts) must choose the same.
  const revokedOne = list.find((p) => p.statusId === STATUS.offersReceived && p.ciBrands.length > 0);
  const photoOne = list.find((p) => p.statusId === STATUS.orderIntake && p.ciBrands.length > 0);
  for (const project of list) {
    await db.transaction(async (tx) => {
      if (project.statusId === STATUS.approved) {
        const i = approved.indexOf(project);
        // The last approved project has no invitation yet: the invite dialogs start from nothing there.
        if (i === approved.length - 1 && approved.length > 1) return;
        await seeder.approvedStage(tx, project, { auditor: i === 0, download: i === 1 });
        return;
      }
      await seeder.laterStage(tx, project, {
        revoked: project === revokedOne,
        photo: project === photoOne,
        partial: project === partial,
        auditor: project === auditWaiting,
      });
    });
  }

  await db.insert(auditLog).values({
    actorEmail: 'demo seed',
    action: DEMO_CI_MARKER,
    entity: 'seed',
    entityId: 'ci',
    detail: { projects: list.length },
  });
  return { seeded: true };
}

const brandName = (brandId: number | null) => BRANDS.find((b) => b.id === brandId)?.name ?? '';
const brandColour = (brandId: number | undefined) =>
  BRANDS.find((b) => b.id === brandId)?.colour ?? '#607D8B';
const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
const day = (d: Date) => d.toISOString().slice(0, 10);
const between = (from: Date, to: Date, share: number) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * share);
const euros = (n: number) => `EUR ${n.toLocaleString('en-GB', { minimumFractionDigits: 2 })} excl. VAT`;

class CiSeeder {
  private readonly pngs = new Map<string, Buffer>();

  constructor(
    private readonly storage: Storage,
    private readonly publicUrl: string,
    private readonly now: Date,
    private readonly vc: Inviter,
  ) {}

  /** Project Approved: the suppliers of its CI brands invited (links sent, not opened yet). */
  async approvedStage(tx: Tx, p: CiProject, extra: { auditor: boolean; download: boolean }) {
    const { approvedAt } = p;
    const inviter = p.originator ?? this.vc;
    const soon = (hours: number) =>
      new Date(Math.min(approvedAt.getTime() + DAY + hours * HOUR, this.now.getTime() - HOUR));
    // A project with three CI brands or more still waits for its last brand's supplier.
    const brands = p.ciBrands.length >= 3 ? p.ciBrands.slice(0, -1) : p.ciBrands;
    for (const [k, brandId] of brands.entries())
      await this.invite(tx, p, inviter, 'supplier', brandId, { createdAt: soon(k * 2) });
    if (extra.auditor) await this.invite(tx, p, this.vc, 'auditor', null, { createdAt: soon(5) });
    if (extra.download) await this.invite(tx, p, inviter, 'download', null, { createdAt: soon(6) });
  }

  /** Statuses 8–11: what the suppliers, the originator and the auditor did to get the project there. */
  async laterStage(
    tx: Tx,
    p: CiProject,
    opts: { revoked: boolean; photo: boolean; partial: boolean; auditor: boolean },
  ) {
    const s = p.statusId;
    const d3 = p.approvedAt;
    const d8 = p.reached.get(STATUS.offersReceived) ?? between(d3, this.now, 0.5);
    const d9 = p.reached.get(STATUS.orderIntake) ?? between(d8, this.now, 0.5);
    const d10 = p.reached.get(STATUS.technicalCompletion) ?? between(d9, this.now, 0.5);
    const d11 = p.reached.get(STATUS.siteCompliance) ?? between(d10, this.now, 0.5);
    const inviter = p.originator ?? this.vc;
    const confirmed = s >= STATUS.technicalCompletion;

    for (const [k, brandId] of p.ciBrands.entries()) {
      const supplier = supplierOf(brandId);
      const hours = (h: number) => k * h * HOUR;
      if (opts.revoked && k === 0)
        // A first invitation went to a wrong address and was withdrawn.
        await this.invite(tx, p, inviter, 'supplier', brandId, {
          createdAt: between(d3, d8, 0.1),
          revokedAt: between(d3, d8, 0.2),
          email: supplier.email.replace('@', '.sales@'),
        });
      const confirmedAt = new Date(between(d9, d10, 0.6).getTime() + hours(1));
      const invitationId = await this.invite(tx, p, inviter, 'supplier', brandId, {
        createdAt: new Date(between(d3, d8, 0.4).getTime() + hours(1)),
        openedAt: new Date(between(d3, d8, 0.7).getTime() + hours(1)),
        submittedAt: confirmed ? confirmedAt : null,
      });
      const by = { email: supplier.email, invitationId, brandId, userId: null };
      const amount = 18_000 + ((p.id * 7919 + brandId * 104_729) % 40) * 950;
      const offerAt = new Date(d8.getTime() + hours(3));
      await this.document(tx, p, 'OfferFromSupplier', by, offerAt, {
        fileName: `Offer_${fileSafe(brandName(brandId))}_${p.code}.pdf`,
        title: 'Offer',
        rows: [
          ['Supplier', supplier.company],
          ['Offer number', `OF-${p.code}-${brandId}`],
          ['Scope', 'Exterior signage: pylon, facade lettering, entrance marking'],
          ['', 'Interior CI elements: reception desk cladding, wall graphics'],
          ['Amount', euros(amount)],
          ['Valid until', day(new Date(offerAt.getTime() + 90 * DAY))],
        ],
      });
      if (s < STATUS.orderIntake) continue;
      const orderAt = new Date(d9.getTime() + hours(3));
      await this.document(tx, p, 'OrderFromSupplier', by, orderAt, {
        fileName: `Order_${fileSafe(brandName(brandId))}_${p.code}.pdf`,
        title: 'Purchase order',
        rows: [
          ['Supplier', supplier.company],
          ['Order number', `PO-${p.code}-${brandId}`],
          ['Offer', `OF-${p.code}-${brandId}`],
          ['Amount', euros(amount)],
          ['Delivery', 'Within 6 weeks of the order'],
        ],
      });
      if (!confirmed) continue;
      const invoiceAt = new Date(between(d9, d10, 0.55).getTime() + hours(1));
      await this.document(tx, p, 'InvoiceFromSupplier', by, invoiceAt, {
        fileName: `Invoice_${fileSafe(brandName(brandId))}_${p.code}.pdf`,
        title: 'Invoice',
        rows: [
          ['Supplier', supplier.company],
          ['Invoice number', `IN-${p.code}-${brandId}`],
          ['Order', `PO-${p.code}-${brandId}`],
          ['Amount', euros(amount)],
          ['Due', day(new Date(invoiceAt.getTime() + 30 * DAY))],
        ],
      });
      await tx.insert(ciBrandBlocks).values({
        projectId: p.id,
        brandId,
        plannedDeliveryDate: day(between(d9, d10, 0.2)),
        plannedInstallationDate: day(between(d9, d10, 0.35)),
        installationCompletedDate: day(between(d9, d10, 0.5)),
        confirmedAt,
        confirmedByInvitationId: invitationId,
      });
    }
    // The history's offer and order rows were recorded by the first supplier's mailbox.
    const [firstBrand] = p.ciBrands;
    if (firstBrand !== undefined)
      await tx
        .update(projectStatusHistory)
        .set({ changedByEmail: supplierOf(firstBrand).email })
        .where(
          and(
            eq(projectStatusHistory.projectId, p.id),
            inArray(projectStatusHistory.statusId, [STATUS.offersReceived, STATUS.orderIntake]),
          ),
        );

    const originator = {
      email: p.originator?.email ?? '',
      userId: p.originator?.id ?? null,
      invitationId: null,
      brandId: null,
    };
    // The originator's photos: before the submission, or already on one project in order intake.
    if (opts.photo || confirmed)
      await this.photo(tx, p, originator, confirmed ? between(d9, d10, 0.7) : between(d9, this.now, 0.5), 1);
    if (!confirmed) return;
    if (p.id % 2 === 0) await this.photo(tx, p, originator, between(d9, d10, 0.72), 2);
    const brands = p.ciBrands.map(brandName).join(', ') || 'all brands';
    if (opts.partial) {
      await this.document(tx, p, 'PartialComplianceEvidence', originator, between(d9, d10, 0.75), {
        fileName: `Partial_compliance_evidence_${p.code}.pdf`,
        title: 'Partial CI compliance: evidence',
        rows: [
          ['Brands', brands],
          ['Deviation', 'The facade pylon is not permitted by the local planning office;'],
          ['', 'a wall-mounted sign at the entrance replaces it.'],
          ['Evidence', 'Refusal of the building permit for the pylon (attached, page 2)'],
        ],
      });
      await this.document(tx, p, 'ImplementationLevel1', originator, between(d9, d10, 0.78), {
        fileName: `Implementation_level_1_${p.code}.pdf`,
        title: 'Implementation completed with exemption (Level 1)',
        rows: [
          ['Brands', brands],
          ['Exemption', 'Pylon replaced by a wall-mounted sign'],
          ['Interior', 'Implemented as planned'],
        ],
      });
    } else {
      await this.document(tx, p, 'ImplementationCompleted', originator, between(d9, d10, 0.78), {
        fileName: `Implementation_completed_${p.code}.pdf`,
        title: 'Implementation completed as planned',
        rows: [
          ['Brands', brands],
          ['Exterior', 'Pylon, facade lettering and entrance marking installed'],
          ['Interior', 'Reception desk, wall graphics and lighting installed'],
        ],
      });
    }
    await tx.insert(ciImplementations).values({
      projectId: p.id,
      submittedAt: d10,
      submittedByUserId: p.originator?.id ?? null,
      submittedByEmail: p.originator?.email ?? '',
      fullCompliance: !opts.partial,
    });

    if (opts.auditor)
      await this.invite(tx, p, this.vc, 'auditor', null, {
        createdAt: new Date(Math.min(d10.getTime() + DAY, this.now.getTime() - HOUR)),
      });
    if (s < STATUS.siteCompliance) return;
    const auditInvitationId = await this.invite(tx, p, this.vc, 'auditor', null, {
      createdAt: between(d10, d11, 0.2),
      openedAt: between(d10, d11, 0.3),
      submittedAt: d11,
    });
    const auditDate = between(d10, d11, 0.6);
    await this.document(
      tx,
      p,
      'ComplianceReportFromAuditor',
      { email: AUDITOR.email, userId: null, invitationId: auditInvitationId, brandId: null },
      between(d10, d11, 0.85),
      {
        fileName: `Compliance_audit_report_${p.code}.pdf`,
        title: 'Site compliance audit report',
        rows: [
          ['Auditor', `${AUDITOR.contact}, ${AUDITOR.company}`],
          ['Audit date', day(auditDate)],
          ['Brands', brands],
          ['Exterior', 'Compliant'],
          ['Interior', 'Compliant'],
          ['Result', 'The site complies with the corporate identity guidelines.'],
        ],
      },
    );
    await tx
      .update(ciImplementations)
      .set({ auditDate: day(auditDate), auditSubmittedAt: d11, auditInvitationId })
      .where(eq(ciImplementations.projectId, p.id));
  }

  /**
   * An invitation with its link token, mailed as the invitations feature does (its template, its link), at
   * the time it was last sent. A live invitation older than its link's lifetime was re-sent lately, so its
   * link opens; a submitted or revoked one keeps its first link.
   */
  private async invite(
    tx: Tx,
    p: CiProject,
    inviter: Inviter,
    party: LinkParty,
    brandId: number | null,
    at: { createdAt: Date; openedAt?: Date; submittedAt?: Date | null; revokedAt?: Date; email?: string },
  ): Promise<number> {
    const who = party === 'supplier' ? supplierOf(brandId) : party === 'auditor' ? AUDITOR : DOWNLOAD;
    const email = at.email ?? who.email;
    const live = !at.submittedAt && !at.revokedAt;
    const lifetime = LINK_LIFETIME_MS[party];
    const resent = live && this.now.getTime() - at.createdAt.getTime() > lifetime - 5 * DAY;
    const lastSentAt = resent ? new Date(this.now.getTime() - (2 + (p.id % 5)) * DAY) : at.createdAt;
    const row = theRow(
      await tx
        .insert(invitations)
        .values({
          projectId: p.id,
          party,
          brandId,
          name: who.contact,
          email,
          createdAt: at.createdAt,
          createdByUserId: inviter.id,
          createdByEmail: inviter.email,
          lastSentAt,
          openedAt: at.openedAt ?? null,
          submittedAt: at.submittedAt ?? null,
          revokedAt: at.revokedAt ?? null,
        })
        .returning({ id: invitations.id }),
      'the new invitation',
    );
    const invitationId = row.id;
    const token = await issueLinkToken(tx, party, { email, projectId: p.id, partyId: invitationId, brandId });
    await tx
      .update(linkTokens)
      .set({
        createdAt: lastSentAt,
        expiresAt: new Date(lastSentAt.getTime() + lifetime),
        revokedAt: at.revokedAt ?? null,
      })
      .where(eq(linkTokens.tokenHash, sha256(token)));
    const mail = renderMail({
      lang: inviter.language,
      template: INVITATION_TEMPLATE[party],
      vars: {
        firstName: who.contact,
        inviterName: inviter.firstName ? `${inviter.firstName} (${inviter.email})` : inviter.email,
        siteName: p.siteName,
        projectCode: p.code,
        brandName: brandName(brandId),
        days: String(Math.round(lifetime / DAY)),
        link: invitationLink(
          { publicUrl: this.publicUrl },
          {
            party,
            invitationId,
            projectId: p.id,
            originatorUserId: p.originator?.id ?? null,
            brandId,
            email,
          },
          token,
        ),
      },
    });
    // Sent long ago: the outbox holds it as delivered (the dev mailbox shows it; no worker resends it).
    await tx.insert(mailOutbox).values({
      toAddress: email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: INVITATION_TEMPLATE[party],
      createdAt: lastSentAt,
      status: 'sent',
      sentAt: lastSentAt,
    });
    return invitationId;
  }

  private async document(
    tx: Tx,
    p: CiProject,
    slot: CiDocument,
    by: { email: string; userId: number | null; invitationId: number | null; brandId: number | null },
    at: Date,
    content: { fileName: string; title: string; rows: [string, string][] },
  ) {
    const body = textPdf(content.title, [
      ['Site', p.siteName],
      ['Project', p.code],
      ...(by.brandId ? [['Brand', brandName(by.brandId)] as [string, string]] : []),
      ['Date', day(at)],
      ...content.rows,
    ]);
    await this.store(tx, p, slot, by, at, body, content.fileName, 'application/pdf');
  }

  private async photo(
    tx: Tx,
    p: CiProject,
    by: { email: string; userId: number | null; invitationId: null; brandId: null },
    at: Date,
    n: number,
  ) {
    const colour = brandColour(p.ciBrands[n - 1] ?? p.ciBrands[0]);
    const body = this.pngs.get(colour) ?? facadePng(colour);
    this.pngs.set(colour, body);
    await this.store(
      tx,
      p,
      'InstallationPhoto',
      by,
      at,
      body,
      `Installation_${p.code}_${n}.png`,
      'image/png',
    );
  }

  private async store(
    tx: Tx,
    p: CiProject,
    slot: CiDocument,
    by: { email: string; userId: number | null; invitationId: number | null; brandId: number | null },
    at: Date,
    body: Buffer,
    fileName: string,
    contentType: string,
  ) {
    // A stored object belongs to one row (as in seed-design.ts): each version is stored on its own.
    const stored = await this.storage.put(body);
    const file = theRow(
      await tx
        .insert(storedFiles)
        .values({
          storageKey: stored.key,
          fileName,
          contentType,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          createdAt: at,
          createdBy: by.userId,
        })
        .returning({ id: storedFiles.id }),
      'the new stored file',
    );
    await tx.insert(projectDocuments).values({
      projectId: p.id,
      slot,
      fileId: file.id,
      brandId: by.brandId,
      invitationId: by.invitationId,
      uploadedByUserId: by.userId,
      uploadedByEmail: by.email,
      uploadedAt: at,
    });
  }
}

/**
 * A one-page A4 PDF of text (a title, a rule, label/value rows) written directly: a demo offer, order,
 * invoice or report in well under a millisecond (pdf-lib's plan sheets take some 20 ms each).
 */
export function textPdf(title: string, rows: [string, string][]): Buffer {
  const text = (s: string) =>
    s
      .normalize('NFC')
      .replace(/[^\x20-\xff]/g, '?')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = [
    '0.15 0.2 0.35 rg 0.15 0.2 0.35 RG',
    `BT /F2 20 Tf 56 770 Td (${text(title)}) Tj ET`,
    '1.5 w 56 755 m 539 755 l S',
    ...rows.map(([label, value], i) => {
      const y = 725 - i * 20;
      return `BT /F2 11 Tf 56 ${y} Td (${text(label)}) Tj ET BT /F1 11 Tf 170 ${y} Td (${text(value)}) Tj ET`;
    }),
    `0.5 w 56 ${705 - rows.length * 20} m 539 ${705 - rows.length * 20} l S`,
    `BT /F1 9 Tf 56 ${685 - rows.length * 20} Td (Store Design Portal demo document) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
  ];
  // Every character is one latin1 byte: string lengths are the byte offsets of the cross-reference table.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
