import { theRow } from '../src/db/client';
import { randomBytes } from 'node:crypto';
import { BRANDS, type UpdateDesignBody } from '@portal/contract';
import { projectDocuments, storedFiles } from '../src/db/schema';
import type { TestContext } from './helpers';
import { post } from './helpers';

/** Helpers of the design validation tests: dossiers filled through the save call, documents as rows. */

export function brandId(name: string): number {
  const brand = BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`no brand ${name}`);
  return brand.id;
}
export const brandName = (id: number) => BRANDS.find((b) => b.id === id)?.name ?? `brand ${id}`;

export interface BrandInput {
  brandId: number;
  brandEnabled?: boolean;
  typology?: string;
  ciWorkstream?: string[];
  fields?: Record<string, string | string[]>;
  surfaceNewVehicle?: string;
  surfaceSecondVehicle?: string;
}

/** A complete dossier body (every field given and numeric); `over` replaces top-level fields. */
export function dossierBody(
  projectId: number,
  brands: BrandInput[],
  over: Partial<UpdateDesignBody> = {},
): UpdateDesignBody {
  return {
    ProjectId: projectId,
    UserID: 0,
    PlannedOpeningDate: '2027-03-01',
    BuildingSurface: '1200',
    TerrainSurface: '3000.5',
    WorkshopSurface: '400',
    SparePartShopSurface: '80',
    OtherSurface: '20',
    HandOverArea: '35',
    AfterSales: '60',
    projectContractBrandsList: brands.map((b) => ({
      brandId: b.brandId,
      brandName: brandName(b.brandId),
      brandEnabled: b.brandEnabled ?? true,
      typology: b.typology ?? 'newBuild',
      ciWorkstream: b.ciWorkstream ?? ['exteriorSignage'],
      fields: b.fields ?? {},
    })),
    SurfaceShowroomData: brands.map((b) => ({
      brandName: brandName(b.brandId),
      surfaceNewVehicle: b.surfaceNewVehicle ?? '250',
      surfaceSecondVehicle: b.surfaceSecondVehicle ?? '120.5',
    })),
    IsSubmit: false,
    ...over,
  };
}

export const saveDesign = (ctx: TestContext, token: string, body: UpdateDesignBody, lang = 'en') =>
  post(ctx, '/Projects/UpdateDesignValidationWithDynamicBrand', body, token, { 'accept-language': lang });

export const submitDesign = (ctx: TestContext, token: string, body: UpdateDesignBody, lang = 'en') =>
  saveDesign(ctx, token, { ...body, IsSubmit: true }, lang);

/** One live version in each slot, written as rows (the upload call is tested in design-documents). */
export async function addDocuments(ctx: TestContext, projectId: number, slots: readonly string[]) {
  for (const slot of slots) {
    const file = theRow(
      await ctx.database.db
        .insert(storedFiles)
        .values({
          storageKey: `test-${randomBytes(8).toString('hex')}`,
          fileName: `${slot}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 10,
          sha256: '0'.repeat(64),
        })
        .returning(),
      'the fixture file',
    );
    await ctx.database.db.insert(projectDocuments).values({ projectId, slot, fileId: file.id });
  }
}
