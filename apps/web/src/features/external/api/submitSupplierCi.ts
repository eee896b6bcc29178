import { type SupplierCiBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST projects/SubmitCIImplementationForSupplier with the link token (spec 002 §3, §7). */
export const submitSupplierCi = (body: SupplierCiBody, token: string) =>
  call(API.submitSupplierCiImplementation, { body }, { token });
