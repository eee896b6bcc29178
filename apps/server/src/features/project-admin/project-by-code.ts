import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projects } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { lockProject } from '../projects/record';

/** The project with this unique code (any case), locked for the change; 404 when there is none. */
export async function lockProjectByCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(sql`upper(${projects.uniqueCode}) = upper(${code}::text)`);
  const project = row ? await lockProject(tx, row.id) : undefined;
  if (!project) throw notFound();
  return project;
}
