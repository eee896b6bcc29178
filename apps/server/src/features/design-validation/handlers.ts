import { toLanguage } from '@portal/contract';
import type { FeatureHandlers } from '../../platform/api';
import { brandData } from './brand-data';
import { projectDesignData } from './project-data';
import { saveDesign } from './save-design';
import { designValidationInfo } from './validation-info';

type Names =
  | 'getDesignValidationInfo'
  | 'getAllProjectData'
  | 'getAllBrandData'
  | 'getAllBrandDetails'
  | 'updateDesignValidation';

/**
 * The Design Validation tab's data (spec 001 §3, §5, §7; spec 002 §3, §7; docs/lifecycle.md): the validation
 * panel, the project data, the brand forms, and the save / submission. One file per call beside this one.
 */
export const designValidationHandlers: FeatureHandlers<Names> = {
  getDesignValidationInfo: (ctx) => designValidationInfo(ctx, { projectId: ctx.params.projectId }),
  getAllProjectData: (ctx) => projectDesignData(ctx, { projectId: ctx.params.projectId }),
  getAllBrandData: (ctx) =>
    brandData(ctx, { screenType: ctx.params.screenType, id: ctx.params.projectOrRequestId, lang: ctx.lang }),
  getAllBrandDetails: (ctx) =>
    brandData(ctx, {
      screenType: ctx.params.screenType,
      id: ctx.params.projectId,
      lang: toLanguage(ctx.params.lang),
    }),
  updateDesignValidation: (ctx) => saveDesign(ctx, { body: ctx.body }),
};
