import { useQuery } from '@tanstack/react-query';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

export const contractTypesKey = ['lookup', 'contractTypes'] as const;

/** GET users/getcontracttypes: [{ contractTypeId, brandName }] (spec 000 §3; public reference data, fetched once). */
export const getContractTypes = () => call(API.getContractTypes);

export const useContractTypes = () =>
  useQuery({ queryKey: contractTypesKey, queryFn: getContractTypes, staleTime: Infinity });
