import { and, eq, inArray, or } from 'drizzle-orm';
import {
  BALL_ACTION,
  BALL_HOLDER,
  BALL_STAGES,
  type BallClock,
  type BallInfo,
  type BallStage,
  type Role,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import { ballOf, remindedCondition, validationsFor } from '../projects/ball';
import { can } from '../../platform/policy';

/**
 * Who holds which overdue ball today (docs/lifecycle.md "Reminders"): the projects a reminder names, and per
 * person the ones they hold, as the policy module says (`can(user, BALL_ACTION[stage], project)`).
 */

export interface OverdueProject {
  stage: BallStage;
  ball: BallInfo;
  id: number;
  uniqueCode: string;
  siteName: string;
  city: string;
  originatorUserId: number | null;
  retailUserId: number | null;
  countryCode: string;
  brandIds: number[];
}

/** Every project overdue today by 1 to `maxLate` working days, in every stage. */
export async function overdueProjects(
  db: DbOrTx,
  clock: BallClock,
  now: Date,
  maxLate: number,
): Promise<OverdueProject[]> {
  const found: OverdueProject[] = [];
  for (const stage of BALL_STAGES) {
    const rows = await db
      .select({
        id: projects.id,
        uniqueCode: projects.uniqueCode,
        siteName: projects.siteName,
        city: projects.city,
        originatorUserId: projects.originatorUserId,
        retailUserId: projects.retailUserId,
        countryCode: projects.countryCode,
        brandIds: projects.brandIds,
        statusId: projects.statusId,
        isEnabled: projects.isEnabled,
        statusDate: projects.statusDate,
      })
      .from(projects)
      .where(remindedCondition(clock, stage, now, maxLate));
    const validations = await validationsFor(
      db,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const ball = ballOf(clock, row, validations.get(row.id), '', now);
      // The SQL bounds and the due-day rule agree (a contract test walks them); this keeps only what they say.
      if (!ball || ball.stage !== stage || ball.workingDaysLate < 1 || ball.workingDaysLate > maxLate)
        continue;
      found.push({ ...row, stage, ball });
    }
  }
  return found;
}

export interface Holder {
  id: number;
  email: string;
  firstName: string;
  language: string;
  role: Role;
}

/** The accepted people who hold each overdue project's ball, with the projects each holds. */
export async function holdersOf(
  db: DbOrTx,
  overdue: OverdueProject[],
): Promise<Map<number, { holder: Holder; projects: OverdueProject[] }>> {
  const teamRoles = [
    ...new Set(
      overdue.map((p) => BALL_HOLDER[p.stage].role).filter((r) => r !== BALL_HOLDER.corrections.role),
    ),
  ];
  const originatorIds = [
    ...new Set(
      overdue.flatMap((p) =>
        p.stage === 'corrections' && p.originatorUserId !== null ? [p.originatorUserId] : [],
      ),
    ),
  ];
  // The whole team of a role that holds a stage (VC, HQ: every project is in their scope); originators only for
  // their own projects. The policy below decides per project.
  const who = or(
    teamRoles.length ? inArray(users.role, teamRoles) : undefined,
    originatorIds.length ? inArray(users.id, originatorIds) : undefined,
  );
  const candidates = who
    ? await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          role: users.role,
          projectRole: users.projectRole,
        })
        .from(users)
        .where(and(eq(users.status, 'accepted'), who))
    : [];
  const byHolder = new Map<number, { holder: Holder; projects: OverdueProject[] }>();
  for (const user of candidates) {
    const policyUser = { userId: user.id, role: user.role as Role, projectRole: user.projectRole };
    const held = overdue.filter((p) => {
      if (BALL_HOLDER[p.stage].role !== user.role) return false;
      return can(policyUser, BALL_ACTION[p.stage], p);
    });
    if (!held.length) continue;
    const holder = { id: user.id, email: user.email, firstName: user.firstName, language: user.language };
    byHolder.set(user.id, { holder: { ...holder, role: policyUser.role }, projects: held });
  }
  return byHolder;
}
