import { useQuery } from '@tanstack/react-query';
import { SCREEN_TYPE } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const brandDetailsKey = (projectId: number, lang: string) =>
  ['brandDetails', projectId, lang] as const;

/**
 * GET DynamicBrand/GetAllBrandDetails/{screenType}/{lang}/{projectId} (spec 002 §7): the project's brands with
 * their dynamic fields (labels in `lang`) and values, for the design validation tab (screen type 2).
 */
export const getAllBrandDetails = (projectId: number, lang: string) =>
  call(API.getAllBrandDetails, {
    params: { screenType: SCREEN_TYPE.designValidation, lang, projectId },
  });

export const useBrandDetails = (projectId: number, lang: string) =>
  useQuery({
    queryKey: brandDetailsKey(projectId, lang),
    queryFn: () => getAllBrandDetails(projectId, lang),
    // Another language's labels keep the form on screen while the new ones load.
    placeholderData: (previous) => previous,
  });
