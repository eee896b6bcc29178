import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@portal/contract';
import { api } from '../../lib/api';

/** GET users/getcontracttypes: [{ contractTypeId, contractType }] (public reference data, fetched once). */
export const getContractTypes = () => api.get<ContractType[]>('users/getcontracttypes', { anonymous: true });

export const useContractTypes = () =>
  useQuery({ queryKey: ['lookup', 'contractTypes'], queryFn: getContractTypes, staleTime: Infinity });
