import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BRANDS,
  CHECK_STATUS,
  COMMENT_TYPE,
  FEEDBACK_TYPE,
  ROLES,
  STATUS,
  designBrandFields,
  requiredSlots,
  TYPOLOGIES,
  type BrandSelection,
  type CheckStatus,
  type DocumentSlot,
} from '@portal/contract';
import type { Storage } from '../platform/storage';
import { theRow, type Db, type Tx } from './client';
import { present } from './present';
import {
  auditLog,
  designValidations,
  messageAttachments,
  projectBrandDesign,
  projectBrands,
  projectDesign,
  projectDocuments,
  projectMessages,
  projects,
  projectStatusHistory,
  storedFiles,
  users,
  validationDecisions,
} from './schema';
import { facadePng, planPdf } from './design-files';
import { notify, validationTeam } from '../platform/notifications';

/**
 * Demo design dossiers (issue 10 §1): on the demo projects of seed-projects.ts, project data, brand
 * selections, real documents (PDF plans, PNG photos), validation records with their decisions, and message
 * threads with attachments, so the Design Validation tab has something true to show in every status.
 * Runs once after the demo projects (an audit row marks it done); deterministic.
 */

export const DEMO_DESIGN_MARKER = 'demo.seedDesign';
const DAY = 86_400_000;
const FEEDBACK_ANSWER =
  'Confirmed: the layout is acceptable if the exterior signage follows the current guideline.';

/** Statuses whose design was submitted (the dossier is complete). */
const SUBMITTED: readonly number[] = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11];

interface Person {
  id: number;
  email: string;
  name: string;
  role: string;
}

export async function seedDemoDesign(db: Db, storage: Storage, opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const [done] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, DEMO_DESIGN_MARKER))
    .limit(1);
  if (done) return { seeded: false };

  const people = await db
    .select({
      id: users.id,
      email: users.email,
      first: users.firstName,
      last: users.surName,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.email, ['vc@demo.test', 'gec@demo.test', 'hq@demo.test']));
  const person = (email: string): Person | undefined => {
    const u = people.find((p) => p.email === email);
    return u && { id: u.id, email: u.email, name: `${u.first} ${u.last}`.trim(), role: u.role };
  };
  const vc = person('vc@demo.test');
  const gec = person('gec@demo.test');
  const hq = person('hq@demo.test');
  if (!vc || !gec || !hq) return { seeded: false };

  const rows = await db
    .select({
      id: projects.id,
      code: projects.uniqueCode,
      siteName: projects.siteName,
      statusId: projects.statusId,
      submittedAt: projects.designSubmissionDate,
      createdAt: projects.createdAt,
      originatorId: projects.originatorUserId,
      originatorEmail: users.email,
      originatorName: sql<string>`trim(${users.firstName} || ' ' || ${users.surName})`,
    })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.originatorUserId))
    .orderBy(asc(projects.id));
  const brandRows = await db
    .select({ projectId: projectBrands.projectId, brandId: projectBrands.brandId })
    .from(projectBrands);

  // The files are made once and stored once per version (a stored object belongs to one row).
  const pdfCache = new Map<string, Buffer>();
  const store = async (
    tx: Tx,
    body: Buffer,
    fileName: string,
    contentType: string,
    createdAt: Date,
    createdBy: number | null,
  ) => {
    const stored = await storage.put(body);
    const file = theRow(
      await tx
        .insert(storedFiles)
        .values({
          storageKey: stored.key,
          fileName,
          contentType,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          createdAt,
          createdBy,
        })
        .returning({ id: storedFiles.id }),
      'the new stored file',
    );
    return file.id;
  };

  let n = 0;
  for (const project of rows) {
    n++;
    const brandIds = brandRows.filter((b) => b.projectId === project.id).map((b) => b.brandId);
    const submitted = SUBMITTED.includes(project.statusId);
    // Registered projects: every third has a dossier in progress; the others start empty.
    const started = submitted || n % 3 === 0;
    if (!started) continue;
    const selection: BrandSelection[] = brandIds.map((brandId, i) => {
      const [typologyField, workstreamField] = designBrandFields(brandId);
      const typology = present(typologyField, 'the typology field').mandatory
        ? present(TYPOLOGIES[(project.id + i) % 3], 'a typology')
        : '';
      return {
        brandId,
        brandEnabled: true,
        typology,
        ciWorkstream: present(workstreamField, 'the CI workstream field').mandatory
          ? ['exteriorSignage', 'interiorDesign']
          : [],
      };
    });
    const submittedAt = project.submittedAt ?? new Date(now.getTime() - 3 * DAY);
    const uploadDay = (k: number) =>
      new Date(Math.max(project.createdAt.getTime(), submittedAt.getTime() - (k + 1) * DAY));

    await db.transaction(async (tx) => {
      const area = 400 + ((project.id * 37) % 900);
      await tx.insert(projectDesign).values({
        projectId: project.id,
        buildingSurface: String(area),
        terrainSurface: String(area * 3),
        workshopSurface: String(Math.round(area * 0.35)),
        sparePartsSurface: String(Math.round(area * 0.08)),
        otherSurface: submitted ? '40' : '',
        handOverArea: submitted ? '25' : '',
        afterSales: submitted ? '30' : '',
      });
      await tx.insert(projectBrandDesign).values(
        selection.map((s, i) => ({
          projectId: project.id,
          brandId: s.brandId,
          enabled: true,
          typology: s.typology,
          ciWorkstreams: [...s.ciWorkstream],
          fieldValues: { workshopBays: String(4 + ((project.id + i) % 6)) },
          surfaceNewVehicle: String(Math.round(area * 0.3)),
          surfaceSecondVehicle: submitted ? String(Math.round(area * 0.15)) : '',
        })),
      );

      // Documents: every required slot once submitted (a second version on some), a few otherwise.
      const slots: DocumentSlot[] = submitted
        ? requiredSlots(selection)
        : requiredSlots(selection).slice(0, 4);
      let k = 0;
      for (const slot of slots) {
        const photo = slot === 'photosreport';
        const versions = submitted && k % 4 === 1 ? 2 : 1;
        for (let v = 0; v < versions; v++) {
          const label = slotTitle(slot);
          const fileName = photo
            ? `Photos_${project.code}${v ? `_v${v + 1}` : ''}.png`
            : `${label.replace(/[^A-Za-z0-9]+/g, '_')}_${project.code}${v ? `_v${v + 1}` : ''}.pdf`;
          let body: Buffer;
          if (photo) {
            const colour = BRANDS.find((b) => b.id === brandIds[0])?.colour ?? '#607D8B';
            body = facadePng(colour);
          } else {
            const key = `${label}|${project.id}`;
            body = pdfCache.get(key) ?? (await planPdf(label, project.siteName, project.code));
            pdfCache.set(key, body);
          }
          const at = new Date(uploadDay(slots.length - k).getTime() + v * 3600_000);
          const fileId = await store(
            tx,
            body,
            fileName,
            photo ? 'image/png' : 'application/pdf',
            at,
            project.originatorId,
          );
          await tx.insert(projectDocuments).values({
            projectId: project.id,
            slot,
            fileId,
            uploadedByUserId: project.originatorId,
            uploadedByEmail: project.originatorEmail ?? '',
            uploadedAt: at,
          });
        }
        k++;
      }

      if (!submitted || project.statusId === STATUS.documented) return;
      const feedbackType = await seedValidation(tx, project, { vc, gec, hq, submittedAt, now, store });
      // The bell's list: new submissions and HQ's answers wait for the Validation Center.
      const event = { projectId: project.id, siteName: project.siteName, projectUniqueId: project.code };
      const vars = { siteName: project.siteName, projectCode: project.code };
      if (project.statusId === STATUS.underReview)
        await notify(tx, await validationTeam(tx), {
          ...event,
          role: ROLES.ORIGINATOR,
          userName: project.originatorName,
          template: 'designSubmitted',
          vars: { ...vars, originatorName: project.originatorName },
        });
      if (feedbackType === FEEDBACK_TYPE.provided)
        await notify(tx, await validationTeam(tx), {
          ...event,
          role: ROLES.HQ,
          userName: hq.name,
          template: 'feedbackProvided',
          vars: { ...vars, excerpt: FEEDBACK_ANSWER.slice(0, 80) },
        });
    });
  }

  await db.insert(auditLog).values({
    actorEmail: 'demo seed',
    action: DEMO_DESIGN_MARKER,
    entity: 'seed',
    entityId: 'design',
    detail: {},
  });
  return { seeded: true };
}

/** English slot titles for the demo file names (data, not interface text). */
function slotTitle(slot: DocumentSlot): string {
  return slot
    .replace(/FilePath$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
}

type StoreFn = (
  tx: Tx,
  body: Buffer,
  fileName: string,
  contentType: string,
  createdAt: Date,
  createdBy: number | null,
) => Promise<number>;

/** The validation record, decisions and a message thread that match the project's status. */
async function seedValidation(
  tx: Tx,
  project: {
    id: number;
    code: string;
    statusId: number;
    originatorId: number | null;
    originatorEmail: string | null;
    originatorName: string;
  },
  ctx: { vc: Person; gec: Person; hq: Person; submittedAt: Date; now: Date; store: StoreFn },
) {
  const { vc, gec, hq, submittedAt, store } = ctx;
  // The refusals the status history went through (a refusal after review or after revision meeting).
  const path = (
    await tx
      .select({ statusId: projectStatusHistory.statusId })
      .from(projectStatusHistory)
      .where(eq(projectStatusHistory.projectId, project.id))
      .orderBy(asc(projectStatusHistory.changedAt), asc(projectStatusHistory.id))
  ).map((h) => h.statusId);
  const refusalsAfter = (refusal: number, before: number) =>
    path.filter((id, i) => id === refusal && path[i - 1] === before).length;
  const later = (days: number) => new Date(submittedAt.getTime() + days * DAY);
  const s = project.statusId;
  const approved = [3, 8, 9, 10, 11].includes(s);
  let completeness: CheckStatus = CHECK_STATUS.pending;
  let content: CheckStatus = CHECK_STATUS.pending;
  let feedbackType: number | null = null;
  if (s === 2 || approved || s === 5) completeness = CHECK_STATUS.approved;
  if (s === 4) completeness = CHECK_STATUS.rejected;
  if (approved) content = CHECK_STATUS.approved;
  if (s === 5) content = CHECK_STATUS.rejected;
  // Two of the projects in content validation wait for (or have) HQ feedback: the feedback lists show them.
  if (s === 2 && project.id % 2 === 0) {
    content = CHECK_STATUS.feedbackRequested;
    feedbackType = FEEDBACK_TYPE.requested;
  } else if (s === 2) feedbackType = FEEDBACK_TYPE.provided;

  await tx.insert(designValidations).values({
    projectId: project.id,
    completenessStatus: completeness,
    contentStatus: content,
    completenessRefusals: refusalsAfter(STATUS.refusedNotCompliant, STATUS.underReview),
    contentRefusals: refusalsAfter(STATUS.refused, STATUS.revisionMeeting),
    completenessDate: completeness ? later(3) : null,
    contentDate: content === CHECK_STATUS.approved || content === CHECK_STATUS.rejected ? later(9) : null,
    feedbackType,
    feedbackRequestedAt: feedbackType ? later(5) : null,
    feedbackProvidedAt: feedbackType === FEEDBACK_TYPE.provided ? later(7) : null,
  });

  const decide = (
    check: 'completeness' | 'content',
    decision: 'approved' | 'rejected',
    by: Person,
    at: Date,
    comment = '',
  ) =>
    tx.insert(validationDecisions).values({
      projectId: project.id,
      check,
      decision,
      comment,
      userId: by.id,
      userEmail: by.email,
      createdAt: at,
    });
  if (completeness === CHECK_STATUS.approved) await decide('completeness', 'approved', gec, later(3));
  if (completeness === CHECK_STATUS.rejected)
    await decide(
      'completeness',
      'rejected',
      gec,
      later(3),
      'The existing facade plan and the client path plan are missing their dimensions. Please upload complete plans.',
    );
  if (content === CHECK_STATUS.approved) await decide('content', 'approved', vc, later(9));
  if (content === CHECK_STATUS.rejected)
    await decide(
      'content',
      'rejected',
      vc,
      later(9),
      'The showroom layout does not follow the brand guidelines for the customer path. Please revise the interior plan.',
    );

  // The thread: demo conversation in English (user-written text is data, not interface text).
  const say = async (
    by: { id: number | null; email: string; name: string; role: string },
    type: number,
    text: string,
    at: Date,
    attachment?: { body: Buffer; fileName: string; contentType: string },
  ) => {
    const message = theRow(
      await tx
        .insert(projectMessages)
        .values({
          projectId: project.id,
          commentTypeId: type,
          text,
          userId: by.id,
          userEmail: by.email,
          userName: by.name,
          userRole: by.role,
          createdAt: at,
        })
        .returning({ id: projectMessages.id }),
      'the new message',
    );
    if (attachment) {
      const fileId = await store(tx, attachment.body, attachment.fileName, attachment.contentType, at, by.id);
      await tx.insert(messageAttachments).values({ messageId: message.id, fileId });
    }
  };
  const originator = {
    id: project.originatorId,
    email: project.originatorEmail ?? '',
    name: project.originatorName || 'Project Originator',
    role: ROLES.ORIGINATOR,
  };
  await say(
    originator,
    COMMENT_TYPE.comment,
    'The design files are uploaded. The opening is planned for next spring; please tell us if anything is missing.',
    later(0.1),
  );
  await say(
    gec,
    COMMENT_TYPE.comment,
    'Thank you, the dossier is with the completeness check now.',
    later(1),
  );
  if (feedbackType) {
    await say(
      vc,
      COMMENT_TYPE.feedbackRequest,
      'HQ, could you confirm that the shop-in-shop layout is acceptable for this market?',
      later(5),
      {
        body: facadePng('#243782'),
        fileName: `Layout_question_${project.code}.png`,
        contentType: 'image/png',
      },
    );
    if (feedbackType === FEEDBACK_TYPE.provided)
      await say(hq, COMMENT_TYPE.feedbackProvided, FEEDBACK_ANSWER, later(7));
  }
  if (approved)
    await say(
      vc,
      COMMENT_TYPE.comment,
      'The design is approved. Good luck with the implementation.',
      later(9),
    );
  return feedbackType;
}
