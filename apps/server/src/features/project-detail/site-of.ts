import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sites } from '../../db/schema';
import { notFound } from '../../platform/errors';

/** The project's site row (a project always has one; 404 rather than a missing row). */
export async function siteOf(db: DbOrTx, siteId: number) {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound();
  return site;
}
