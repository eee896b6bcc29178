import { and, count, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectDocuments } from '../../db/schema';

/**
 * The version number of a document row: its place among every upload ever made in its slot (deleted ones
 * included, so a number is never given twice), counted per brand for the CI stage's per-brand files. Written
 * into the audit row so the project's timeline names "v3" (docs/access.md "Activity timeline").
 */
export async function versionNumber(
  tx: DbOrTx,
  doc: { id: number; projectId: number; slot: string; brandId?: number | null },
): Promise<number> {
  const brand: SQL = doc.brandId
    ? eq(projectDocuments.brandId, doc.brandId)
    : isNull(projectDocuments.brandId);
  const [row] = await tx
    .select({ n: count() })
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.projectId, doc.projectId),
        eq(projectDocuments.slot, doc.slot),
        brand,
        lte(projectDocuments.id, doc.id),
      ),
    );
  return row?.n ?? 1;
}
