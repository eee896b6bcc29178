import type { FeatureHandlers } from '../../platform/api';
import { projectCaller } from '../projects/caller';
import { ciImplementationOf } from './ci-data';
import { saveComplianceChoice } from './compliance-choice';
import { complianceAuditOf, submitAuditorAudit } from './compliance-audit';
import { submitRetailCi } from './submit-retail';
import { submitSupplierCi } from './submit-supplier';

type Names =
  | 'getCiImplementation'
  | 'submitRetailCiImplementation'
  | 'saveCiComplianceChoice'
  | 'submitSupplierCiImplementation'
  | 'getComplianceAudit'
  | 'submitAuditorComplianceAudit';

/**
 * The CI stage of an approved project (spec 001 §2–§7, spec 002 §2–§7; docs/lifecycle.md, docs/external-parties.md): the CI screen, the
 * originator's and the suppliers' submissions, the compliance audit. Uploads go through
 * `projects/uploadafile` (see project-file-upload.ts).
 */
export const ciImplementationHandlers: FeatureHandlers<Names> = {
  getCiImplementation: (ctx) => ciImplementationOf(ctx.db, projectCaller(ctx), ctx.params.projectId),
  submitRetailCiImplementation: (ctx) => submitRetailCi(ctx, ctx.body),
  saveCiComplianceChoice: (ctx) => saveComplianceChoice(ctx, ctx.body),
  submitSupplierCiImplementation: (ctx) => submitSupplierCi(ctx, ctx.body),
  getComplianceAudit: (ctx) => complianceAuditOf(ctx.db, projectCaller(ctx), ctx.params.projectId),
  submitAuditorComplianceAudit: (ctx) => submitAuditorAudit(ctx, ctx.body),
};
