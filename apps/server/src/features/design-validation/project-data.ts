import type { ProjectDesignData } from '@portal/contract';
import type { SignedInContext } from '../../platform/api';
import { visibleProject } from '../projects/record';
import { brandStates, designOf } from './design-records';

/**
 * GET /projects/GetAllProjectData/{projectId} (spec 002 §3 "Project design data"): the project data, the
 * planned opening date (kept on the project) and the showroom surfaces of each of the project's brands.
 */
export async function projectDesignData(
  { db, auth }: SignedInContext,
  { projectId }: { projectId: number },
): Promise<ProjectDesignData> {
  const project = await visibleProject(db, auth, projectId);
  const [design, states] = await Promise.all([designOf(db, projectId), brandStates(db, projectId)]);
  return {
    buildingSurface: design.buildingSurface,
    terrainSurface: design.terrainSurface,
    workShopSurface: design.workshopSurface,
    sparePartsShopSurface: design.sparePartsSurface,
    otherSurface: design.otherSurface,
    plannedOpeningDate: project.plannedOpeningDate ?? '',
    handOverArea: design.handOverArea,
    afterSales: design.afterSales,
    isDocumentationOnly: project.documentationOnly,
    surfaceShowroomData: states.map((b) => ({
      brandName: b.brandName,
      surfaceNewVehicle: b.surfaceNewVehicle,
      surfaceSecondVehicle: b.surfaceSecondVehicle,
    })),
  };
}
