import { useMutation } from '@tanstack/react-query';
import { type AuditorAuditBody } from '@portal/contract';
import { API } from '../../../lib/routes';
import { call } from '../../../lib/api';

/** POST projects/submitcompleanceauditfromauditor with the link token (spec 002 §3, §7). */
export const submitComplianceAudit = (body: AuditorAuditBody, token: string) =>
  call(API.submitAuditorComplianceAudit, { body }, { token });

/** Sends the audit; the page shows it sent from the mutation's success (nothing is read again). */
export const useSubmitComplianceAudit = (token: string) =>
  useMutation({ mutationFn: (body: AuditorAuditBody) => submitComplianceAudit(body, token) });
