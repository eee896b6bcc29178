import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OversightFilters } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const validationStatusKey = (body: OversightFilters) =>
  ['dashboard', 'validation-status', body] as const;

/** POST home/GetValidationStatus: the pie chart's four groups of the filtered projects. */
export const postValidationStatus = (body: OversightFilters) =>
  call(API.postValidationStatus, { body }, { expiredOn403: true });

export const useValidationStatus = (body: OversightFilters) =>
  useQuery({
    queryKey: validationStatusKey(body),
    queryFn: () => postValidationStatus(body),
    placeholderData: keepPreviousData,
  });
