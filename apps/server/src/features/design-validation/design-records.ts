import { and, asc, eq, isNull } from 'drizzle-orm';
import { BRANDS, type BrandSelection } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  projectBrandDesign,
  projectBrands,
  projectDesign,
  projectDocuments,
  users,
} from '../../db/schema';

/**
 * Reads shared by the design validation calls: the project's brands with their design state, the
 * project data, the filled document slots and the people of a project.
 */

const professional = new Set(BRANDS.filter((b) => b.professional).map((b) => b.id));

/** A brand of the project as the design validation tab holds it (defaults when never saved). */
export interface BrandState {
  brandId: number;
  brandName: string;
  isProfessional: boolean;
  enabled: boolean;
  typology: string;
  ciWorkstreams: string[];
  fieldValues: Record<string, string | string[]>;
  surfaceNewVehicle: string;
  surfaceSecondVehicle: string;
}

/** The project's brands (project_brands) in brand id order, with their project_brand_design values. */
export async function brandStates(db: DbOrTx, projectId: number): Promise<BrandState[]> {
  const rows = await db
    .select({
      brandId: projectBrands.brandId,
      brandName: brands.name,
      isProfessional: brands.isProfessional,
      design: projectBrandDesign,
    })
    .from(projectBrands)
    .innerJoin(brands, eq(brands.id, projectBrands.brandId))
    .leftJoin(
      projectBrandDesign,
      and(
        eq(projectBrandDesign.projectId, projectBrands.projectId),
        eq(projectBrandDesign.brandId, projectBrands.brandId),
      ),
    )
    .where(eq(projectBrands.projectId, projectId))
    .orderBy(asc(projectBrands.brandId));
  return rows.map(({ brandId, brandName, isProfessional, design }) => ({
    brandId,
    brandName,
    isProfessional: isProfessional || professional.has(brandId),
    enabled: design?.enabled ?? true,
    typology: design?.typology ?? '',
    ciWorkstreams: design?.ciWorkstreams ?? [],
    fieldValues: design?.fieldValues ?? {},
    surfaceNewVehicle: design?.surfaceNewVehicle ?? '',
    surfaceSecondVehicle: design?.surfaceSecondVehicle ?? '',
  }));
}

/** The brand selection the contract's rules read (requiredSlots and friends). */
export const selectionOf = (states: readonly BrandState[]): BrandSelection[] =>
  states.map((b) => ({
    brandId: b.brandId,
    brandEnabled: b.enabled,
    typology: b.typology,
    ciWorkstream: b.ciWorkstreams,
  }));

export type DesignRecord = typeof projectDesign.$inferSelect;

/** The project data row, or empty values when none was saved yet. */
export async function designOf(db: DbOrTx, projectId: number): Promise<Omit<DesignRecord, 'updatedAt'>> {
  const [row] = await db.select().from(projectDesign).where(eq(projectDesign.projectId, projectId));
  return (
    row ?? {
      projectId,
      buildingSurface: '',
      terrainSurface: '',
      workshopSurface: '',
      sparePartsSurface: '',
      otherSurface: '',
      handOverArea: '',
      afterSales: '',
    }
  );
}

/** The slots holding at least one live (not deleted) version. */
export async function filledSlots(db: DbOrTx, projectId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ slot: projectDocuments.slot })
    .from(projectDocuments)
    .where(and(eq(projectDocuments.projectId, projectId), isNull(projectDocuments.deletedAt)));
  return new Set(rows.map((r) => r.slot));
}

export type Person = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'surName' | 'language'>;

export async function personOf(db: DbOrTx, userId: number | null): Promise<Person | undefined> {
  if (userId == null) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      surName: users.surName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export const fullName = (person: Pick<Person, 'firstName' | 'surName'> | undefined) =>
  person ? `${person.firstName} ${person.surName}`.trim() : '';
