import { eq } from 'drizzle-orm';
import { BRAND_IDS, CHECK_STATUS, ROLES, STATUS } from '@portal/contract';
import { theRow } from '../src/db/client';
import { designValidations, notifications, projects, validationDecisions } from '../src/db/schema';
import { t } from '../src/platform/i18n';
import type { ProjectRecord } from '../src/features/projects/record';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';
import { submittedProject, type ReviewState } from './design-review';

/** Users and project helpers shared by the decision tests (src/features/design-review/decide-*.test.ts). */

export type Who = 'gec' | 'gec2' | 'validator' | 'analyst' | 'vcNoRole' | 'hq' | 'rnd' | 'anna' | 'retail';
export const en = (key: string) => t('en', key);

export interface DecideWorld {
  ctx: TestContext;
  tokens: Record<Who, string>;
  users: Record<Who, { id: number; email: string }>;
}

/** The test file's context: every VC project role, the other roles and the originator Anna, signed in. */
export async function decideWorld(): Promise<DecideWorld> {
  const ctx = await createTestContext();
  const tokens = {} as Record<Who, string>;
  const users = {} as Record<Who, { id: number; email: string }>;
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('gec2', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
  await make('analyst', { role: ROLES.VC, projectRole: 'Data Analyst' });
  await make('vcNoRole', { role: ROLES.VC });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [BRAND_IDS.peugeot] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  return { ctx, tokens, users };
}

/** The project helpers, for the test file's world (read when called: it is set in beforeAll). */
export function decideFixtures(current: () => DecideWorld) {
  /** Anna's Peugeot project in France, in a review state. */
  const project = (state: ReviewState = {}) => {
    const { ctx, users } = current();
    return submittedProject(
      ctx,
      { originatorId: users.anna.id, retailId: users.retail.id, brandIds: [BRAND_IDS.peugeot] },
      state,
    );
  };
  const inRevision = (state: ReviewState = {}) =>
    project({ statusId: STATUS.revisionMeeting, completenessStatus: CHECK_STATUS.approved, ...state });

  async function stateOf(p: ProjectRecord) {
    const db = current().ctx.database.db;
    const [rows, validations] = await Promise.all([
      db.select().from(projects).where(eq(projects.id, p.id)),
      db.select().from(designValidations).where(eq(designValidations.projectId, p.id)),
    ]);
    return {
      project: theRow(rows, `project ${p.id}`),
      validation: theRow(validations, `the validation of project ${p.id}`),
    };
  }

  const decisionsOf = (p: ProjectRecord) =>
    current()
      .ctx.database.db.select()
      .from(validationDecisions)
      .where(eq(validationDecisions.projectId, p.id));
  const notifiedOf = async (p: ProjectRecord) =>
    (
      await current()
        .ctx.database.db.select({ userId: notifications.userId, message: notifications.message })
        .from(notifications)
        .where(eq(notifications.projectId, p.id))
    ).sort((a, b) => a.userId - b.userId);

  return { project, inRevision, stateOf, decisionsOf, notifiedOf };
}
