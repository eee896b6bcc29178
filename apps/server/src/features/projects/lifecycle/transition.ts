import { eq } from 'drizzle-orm';
import {
  lifecycleRow,
  LINK_ACTORS,
  type Language,
  type LifecycleEvent,
  type LifecyclePolicyAction,
  type LifecycleRow,
  type LinkActor,
} from '@portal/contract';
import type { DbOrTx } from '../../../db/client';
import { projects } from '../../../db/schema';
import type { Actor } from '../../../platform/audit';
import type { LinkContext } from '../../../platform/auth';
import { forbidden, notFound, refused } from '../../../platform/errors';
import { can, mayChangeWhilePaused, type PolicyUser, type ProjectAction } from '../../../platform/policy';
import { changeStatus } from './write-status';
import type { ProjectRecord } from '../record';
import { GUARDS } from './guards';

/**
 * The one place a project's status changes (packages/contract/src/lifecycle.ts is the table it enforces).
 * Callers run it in their transaction; it locks the project row, so of two simultaneous events exactly
 * one finds the project as it was.
 */

// Every policy action of the table is one the policy module knows.
const POLICY_ACTIONS: Record<LifecyclePolicyAction, ProjectAction> = {
  submit: 'submit',
  validateCompleteness: 'validateCompleteness',
  validateContent: 'validateContent',
  requestFeedback: 'requestFeedback',
  giveFeedback: 'giveFeedback',
  admin: 'admin',
  implementCi: 'implementCi',
};
const LINK_PARTY: Record<LinkActor, LinkContext['party']> = {
  supplierLink: 'supplier',
  auditorLink: 'auditor',
};
const isLinkActor = (by: LifecycleRow['by']): by is LinkActor =>
  (LINK_ACTORS as readonly string[]).includes(by);

/** Who causes the event: a signed-in caller (as the policy reads it) or an external party's link. */
export type LifecycleCaller =
  { user: PolicyUser; link?: undefined } | { link: LinkContext; user?: undefined };

export interface TransitionOptions {
  /** Who acts, for the history and audit rows. */
  actor: Actor;
  /** The 405 message when the status does not allow the event (each screen keeps its own words). */
  refusal?: string;
  /** The status history's note. */
  note?: string;
  /** The caller's language, for a guard's message that lists things (the dossier's missing documents). */
  lang?: Language;
}

/** What happened, for the notifier: the event, the statuses before and after, the project as it now is. */
export interface Transitioned {
  event: LifecycleEvent;
  from: number;
  to: number;
  /** The status changed (an event such as HQ feedback keeps it). */
  moved: boolean;
  project: ProjectRecord;
}

/**
 * Causes `event` on the project: 403 when the caller may not cause it, 405 when the project is paused
 * (everyone but the Validation Center), when its status has no row for the event or when the row's guard
 * does not hold; then the status, its history row and its audit row.
 */
export async function transition(
  tx: DbOrTx,
  projectId: number,
  event: LifecycleEvent,
  caller: LifecycleCaller,
  options: TransitionOptions,
): Promise<Transitioned> {
  const done = await run(tx, projectId, event, caller, options, false);
  if (!done) throw refused(options.refusal ?? 'project.transitionNotAllowed');
  return done;
}

/**
 * The event follows from something the caller records anyway (an upload, a confirmation): as
 * `transition`, but when the status has no row for it or the guard does not hold, nothing moves and
 * the answer is null.
 */
export function transitionIfAllowed(
  tx: DbOrTx,
  projectId: number,
  event: LifecycleEvent,
  caller: LifecycleCaller,
  options: TransitionOptions,
): Promise<Transitioned | null> {
  return run(tx, projectId, event, caller, options, true);
}

async function run(
  tx: DbOrTx,
  projectId: number,
  event: LifecycleEvent,
  caller: LifecycleCaller,
  options: TransitionOptions,
  lenient: boolean,
): Promise<Transitioned | null> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!project) throw notFound();
  const row = lifecycleRow(event);
  if (!mayCause(caller, row, project)) throw forbidden();
  if (!project.isEnabled && !(caller.user && mayChangeWhilePaused(caller.user)))
    throw refused('project.paused');
  if (!row.from.includes(project.statusId)) return null;
  if (row.guard) {
    const refusal = await GUARDS[row.guard]({ tx, project, lang: options.lang ?? 'en' });
    if (refusal) {
      if (lenient) return null;
      throw refusal;
    }
  }
  const from = project.statusId;
  const moved = row.to !== from;
  if (!moved) return { event, from, to: from, moved, project };
  await changeStatus(tx, project.id, row.to, options.actor, options.note ?? '');
  const [now] = await tx.select().from(projects).where(eq(projects.id, projectId));
  return { event, from, to: row.to, moved, project: now ?? project };
}

function mayCause(caller: LifecycleCaller, row: LifecycleRow, project: ProjectRecord): boolean {
  if (isLinkActor(row.by))
    return !!caller.link && caller.link.party === LINK_PARTY[row.by] && caller.link.projectId === project.id;
  return !!caller.user && can(caller.user, POLICY_ACTIONS[row.by], project);
}
