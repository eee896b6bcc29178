import { eq } from 'drizzle-orm';
import { BRANDS, HIDDEN_LIST_BRAND } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { projectBrands, projects, sites, type RequestBrand } from '../../db/schema';

/**
 * The copies a project row keeps of its brands and its site (names, city, country) so the list reads one
 * table, and the brand text the list shows.
 */

const brandName = new Map(BRANDS.map((b) => [b.id, b.name]));

/** Brand names in brand-id order, comma-separated (stored on the project for the list). */
export function brandNamesText(brandIds: number[]): string {
  return [...new Set(brandIds)]
    .sort((a, b) => a - b)
    .map((id) => brandName.get(id) ?? '')
    .filter(Boolean)
    .join(', ');
}

/** The project's copies of its brands, for the list: names as text and ids for the scope and filters. */
export function brandCopies(brandIds: number[]): { brandNames: string; brandIds: number[] } {
  return { brandNames: brandNamesText(brandIds), brandIds: [...new Set(brandIds)].sort((a, b) => a - b) };
}

/** The list's brand text: Leapmotor is hidden there (spec 001 §2). */
export function listBrandText(brandNames: string): string {
  return brandNames
    .split(', ')
    .filter((n) => n && n !== HIDDEN_LIST_BRAND)
    .join(', ');
}

const brandIdByName = new Map(BRANDS.map((b) => [b.name.toLowerCase(), b.id]));

/** Brand ids of brand names (case-insensitive); unknown names are dropped. */
export function brandIdsOf(names: string[]): number[] {
  return [...new Set(names.map((n) => brandIdByName.get(n.trim().toLowerCase())).filter((id) => id != null))];
}

/** Replaces a project's brands and its brand text. */
export async function replaceProjectBrands(
  tx: DbOrTx,
  projectId: number,
  list: RequestBrand[],
): Promise<void> {
  await tx.delete(projectBrands).where(eq(projectBrands.projectId, projectId));
  if (list.length)
    await tx.insert(projectBrands).values(
      list.map((b) => ({
        projectId,
        brandId: b.brandId,
        contractTypeId: b.contractTypeId,
        salesVolume: b.salesVolume,
      })),
    );
  await tx
    .update(projects)
    .set({ ...brandCopies(list.map((b) => b.brandId)), updatedAt: new Date() })
    .where(eq(projects.id, projectId));
}

/** Keeps the list copies (site name, city, country) of every project at a site in step with the site. */
export async function syncSiteCopies(tx: DbOrTx, siteId: number): Promise<void> {
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId));
  if (!site) return;
  await tx
    .update(projects)
    .set({ siteName: site.siteName, city: site.city, countryCode: site.countryCode, updatedAt: new Date() })
    .where(eq(projects.siteId, siteId));
}
