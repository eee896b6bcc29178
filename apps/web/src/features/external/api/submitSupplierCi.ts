import { useMutation } from '@tanstack/react-query';
import { type SupplierCiBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST projects/SubmitCIImplementationForSupplier with the link token (spec 002 §3, §7). */
export const submitSupplierCi = (body: SupplierCiBody, token: string) =>
  call(API.submitSupplierCiImplementation, { body }, { token });

/** Confirms the supplier's brand; the page shows it sent from the mutation's success (nothing is read again). */
export const useSubmitSupplierCi = (token: string) =>
  useMutation({ mutationFn: (body: SupplierCiBody) => submitSupplierCi(body, token) });
