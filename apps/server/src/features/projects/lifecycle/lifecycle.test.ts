import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  CHECK_STATUS,
  FEEDBACK_TYPE,
  LIFECYCLE,
  PROJECT_STATUSES,
  requiredSlots,
  ROLES,
  type LifecycleEvent,
  type LifecycleRow,
} from '@portal/contract';
import { ciImplementations, invitations, projects, projectStatusHistory } from '../../../db/schema';
import type { LinkContext } from '../../../platform/auth';
import { HttpError } from '../../../platform/errors';
import type { PolicyUser } from '../../../platform/policy';
import { createTestContext, createUser, signIn, type TestContext } from '../../../../test/helpers';
import { makeProject } from '../../../../test/project-fixtures';
import { setReviewState } from '../../../../test/design-review';
import { addDocuments, dossierBody, saveDesign } from '../../../../test/design-validation';
import type { ProjectRecord } from '../record';
import { transition, transitionIfAllowed, type LifecycleCaller } from './transition';

/**
 * The lifecycle table walked row by row on the real database: every event from every status is allowed
 * (the project reaches the row's status, with its history row) or refused (405, nothing written) as
 * the table says; the projects are prepared so that every guard holds and the caller may cause the event,
 * so the status alone decides. Then each guard and each "who" on its own.
 */

const PEUGEOT = 2;
const STATUS_IDS = PROJECT_STATUSES.map((_, id) => id);

let ctx: TestContext;
let annaToken: string;
const who = {} as Record<'anna' | 'gec' | 'validator' | 'hq' | 'vc' | 'rnd', PolicyUser & { email: string }>;

beforeAll(async () => {
  ctx = await createTestContext();
  const make = async (key: keyof typeof who, role: PolicyUser['role'], projectRole?: string) => {
    const u = await createUser(ctx, { role, ...(projectRole ? { projectRole } : {}) });
    who[key] = { userId: u.id, role, projectRole: projectRole ?? null, email: u.email };
    return u;
  };
  annaToken = await signIn(ctx, (await make('anna', ROLES.ORIGINATOR)).email);
  await make('gec', ROLES.VC, 'GEC Validator/Data Analyst');
  await make('validator', ROLES.VC, 'Validator');
  await make('hq', ROLES.HQ);
  await make('vc', ROLES.VC);
}, 120_000);
afterAll(() => ctx?.close());

const db = () => ctx.database.db;

const linkOf = (project: ProjectRecord, party: LinkContext['party']): LinkContext => ({
  invitationId: 0,
  party,
  projectId: project.id,
  brandId: party === 'supplier' ? PEUGEOT : null,
  email: `${party}@example.test`,
  name: party,
  readOnly: false,
});

/** Someone the table lets cause the event. */
function callerOf(row: LifecycleRow, project: ProjectRecord): LifecycleCaller {
  switch (row.by) {
    case 'submit':
    case 'implementCi':
      return { user: who.anna };
    case 'validateCompleteness':
      return { user: who.gec };
    case 'validateContent':
    case 'requestFeedback':
      return { user: who.validator };
    case 'giveFeedback':
      return { user: who.hq };
    case 'admin':
      return { user: who.vc };
    case 'supplierLink':
      return { link: linkOf(project, 'supplier') };
    case 'auditorLink':
      return { link: linkOf(project, 'auditor') };
  }
}

/** Someone the table does not let cause the event (the same kind of caller, another role or party). */
function outsiderOf(row: LifecycleRow, project: ProjectRecord): LifecycleCaller {
  if (row.by === 'supplierLink') return { link: linkOf(project, 'auditor') };
  if (row.by === 'auditorLink') return { link: linkOf(project, 'supplier') };
  return { user: row.by === 'giveFeedback' || row.by === 'admin' ? who.anna : who.hq };
}

/** A Peugeot project of Anna in `statusId` whose records make the row's guard hold. */
async function projectFor(row: LifecycleRow, statusId: number): Promise<ProjectRecord> {
  const documentationOnly = row.event === 'documentOnly';
  const project = await makeProject(ctx, {
    originatorId: who.anna.userId,
    brandIds: [PEUGEOT],
    documentationOnly,
  });
  switch (row.guard) {
    case 'dossierComplete': {
      // Filled through the save call while the dossier is open, then moved to the status under test.
      const brands = [{ brandId: PEUGEOT }];
      await addDocuments(
        ctx,
        project.id,
        requiredSlots([
          { brandId: PEUGEOT, brandEnabled: true, typology: 'newBuild', ciWorkstream: ['exteriorSignage'] },
        ]),
      );
      const saved = await saveDesign(ctx, annaToken, dossierBody(project.id, brands));
      expect(saved.statusCode, saved.body).toBe(200);
      break;
    }
    case 'completenessPending':
      await setReviewState(ctx, project.id, { statusId });
      break;
    case 'contentPending':
      await setReviewState(ctx, project.id, { statusId, completenessStatus: CHECK_STATUS.approved });
      break;
    case 'feedbackAwaited':
      await setReviewState(ctx, project.id, {
        statusId,
        completenessStatus: CHECK_STATUS.approved,
        contentStatus: CHECK_STATUS.feedbackRequested,
        feedbackType: FEEDBACK_TYPE.requested,
        feedbackRequestedAt: new Date(),
      });
      break;
    case 'everyCiBrandCovered':
      if (row.by === 'supplierLink')
        await db().insert(invitations).values({
          projectId: project.id,
          party: 'supplier',
          brandId: PEUGEOT,
          email: 'supplier@example.test',
          submittedAt: new Date(),
        });
      else await db().insert(ciImplementations).values({ projectId: project.id, submittedAt: new Date() });
      break;
    case 'auditReportOnFile':
      await addDocuments(ctx, project.id, ['ComplianceReportFromAuditor']);
      break;
    case null:
      break;
  }
  const [moved] = await db()
    .update(projects)
    .set({ statusId, isSubmittedForApproval: false })
    .where(eq(projects.id, project.id))
    .returning();
  return moved!;
}

const statusOf = async (id: number) =>
  (await db().select({ s: projects.statusId }).from(projects).where(eq(projects.id, id)))[0]!.s;
const historyOf = (id: number) =>
  db()
    .select({ statusId: projectStatusHistory.statusId })
    .from(projectStatusHistory)
    .where(eq(projectStatusHistory.projectId, id))
    .orderBy(asc(projectStatusHistory.id));

const cause = (project: ProjectRecord, event: LifecycleEvent, caller: LifecycleCaller) =>
  db().transaction((tx) =>
    transition(tx, project.id, event, caller, { actor: { email: 'walk@example.test' } }),
  );

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe.each(LIFECYCLE.map((row) => [row.event, row] as const))('%s', (_event, row) => {
  it.each(STATUS_IDS.map((id) => [PROJECT_STATUSES[id]!, id] as const))(
    `from %s: as the table says`,
    async (_name, statusId) => {
      const project = await projectFor(row, statusId);
      const before = await historyOf(project.id);
      if (row.from.includes(statusId)) {
        const done = await cause(project, row.event, callerOf(row, project));
        expect(done).toMatchObject({
          event: row.event,
          from: statusId,
          to: row.to,
          moved: row.to !== statusId,
        });
        expect(await statusOf(project.id)).toBe(row.to);
        const after = await historyOf(project.id);
        expect(after.slice(before.length)).toEqual(row.to === statusId ? [] : [{ statusId: row.to }]);
      } else {
        const err = await refusal(cause(project, row.event, callerOf(row, project)));
        expect([err.statusCode, err.messageKey]).toEqual([405, 'project.transitionNotAllowed']);
        const lenient = await db().transaction((tx) =>
          transitionIfAllowed(tx, project.id, row.event, callerOf(row, project), { actor: {} }),
        );
        expect(lenient).toBeNull();
        expect(await statusOf(project.id)).toBe(statusId);
        expect(await historyOf(project.id)).toEqual(before);
      }
    },
  );

  it('refuses a caller the table does not name (403), nothing written', async () => {
    const project = await projectFor(row, row.from[0]!);
    const err = await refusal(cause(project, row.event, outsiderOf(row, project)));
    expect(err.statusCode).toBe(403);
    expect(await statusOf(project.id)).toBe(row.from[0]);
  });

  it.runIf(row.guard !== null)(
    `refuses when its guard (${row.guard}) does not hold (405 with why)`,
    async () => {
      // The same project without the records the guard reads.
      const project = await makeProject(ctx, {
        originatorId: who.anna.userId,
        brandIds: [PEUGEOT],
        documentationOnly: row.event === 'documentOnly',
        set: { statusId: row.from[0]! },
      });
      const err = await refusal(cause(project, row.event, callerOf(row, project)));
      expect(err.statusCode).toBe(405);
      expect(err.messageKey).not.toBe('project.transitionNotAllowed');
      expect(await statusOf(project.id)).toBe(row.from[0]);
      const lenient = await db().transaction((tx) =>
        transitionIfAllowed(tx, project.id, row.event, callerOf(row, project), { actor: {} }),
      );
      expect(lenient).toBeNull();
    },
  );

  it('on a paused project: only the Validation Center acts', async () => {
    const project = await projectFor(row, row.from[0]!);
    await db().update(projects).set({ isEnabled: false }).where(eq(projects.id, project.id));
    const caller = callerOf(row, project);
    if (caller.user?.role === ROLES.VC) {
      expect((await cause(project, row.event, caller)).to).toBe(row.to);
    } else {
      const err = await refusal(cause(project, row.event, caller));
      expect([err.statusCode, err.messageKey]).toEqual([405, 'project.paused']);
    }
  });
});

describe('everyCiBrandCovered', () => {
  const OPEL = 4;
  const supplierOf = (projectId: number, brandId: number, over: Partial<typeof invitations.$inferInsert>) =>
    db()
      .insert(invitations)
      .values({ projectId, party: 'supplier', brandId, email: `s${brandId}@example.test`, ...over });
  const confirmBySuppliers = (project: ProjectRecord) =>
    db().transaction((tx) =>
      transitionIfAllowed(
        tx,
        project.id,
        'installationConfirmedBySuppliers',
        { link: linkOf(project, 'supplier') },
        {
          actor: {},
        },
      ),
    );

  it("a revoked supplier's confirmation covers nothing; a brand without a supplier waits", async () => {
    const project = await makeProject(ctx, { brandIds: [PEUGEOT, OPEL], set: { statusId: 9 } });
    await supplierOf(project.id, PEUGEOT, { submittedAt: new Date() });
    await supplierOf(project.id, OPEL, { submittedAt: new Date(), revokedAt: new Date() });
    expect(await confirmBySuppliers(project)).toBeNull();
    await supplierOf(project.id, OPEL, { submittedAt: new Date() });
    expect((await confirmBySuppliers(project))?.to).toBe(10);
  });

  it('brands without a CI block (Leapmotor) are not waited for', async () => {
    const LEAPMOTOR = 22;
    const project = await makeProject(ctx, { brandIds: [PEUGEOT, LEAPMOTOR], set: { statusId: 3 } });
    await supplierOf(project.id, PEUGEOT, { submittedAt: new Date() });
    expect((await confirmBySuppliers(project))?.to).toBe(10);
  });
});
