import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import type { AuthContext, LinkContext } from '../../platform/auth';
import { notFound, unauthorized } from '../../platform/errors';
import { visibleProject, type ProjectRecord } from './record';

/**
 * The caller of a call open to external parties' links and to signed-in users (docs/external-parties.md): exactly one of
 * the two is set by the auth hook. A link opens only its own project.
 */
export type ProjectCaller = { auth: AuthContext; link: null } | { auth: null; link: LinkContext };

export function projectCaller(ctx: { auth: AuthContext | null; link: LinkContext | null }): ProjectCaller {
  if (ctx.auth) return { auth: ctx.auth, link: null };
  if (ctx.link) return { auth: null, link: ctx.link };
  throw unauthorized('link.invalid');
}

/** The project of the call: in the user's scope, or the link's own project (any other id is 404). */
export async function callerProject(
  db: DbOrTx,
  caller: ProjectCaller,
  projectId: number,
): Promise<ProjectRecord> {
  if (caller.auth) return visibleProject(db, caller.auth, projectId);
  if (caller.link.projectId === null || caller.link.projectId !== projectId) throw notFound();
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound();
  return project;
}
