import { ROLES } from '../roles';
import { messageBody } from '../schemas/common';
import {
  arcadImportAnswer,
  arcadInvitations,
  auditorAuditBody,
  ciImplementation,
  ciParams,
  complianceAudit,
  inviteArcadBody,
  retailCiBody,
  supplierCiBody,
  uploadArcadFields,
} from '../schemas/ci';
import { invitation } from '../schemas/invitations';
import { route } from './define';

/**
 * CI implementation, compliance audit, and the external pages' own calls (spec 001 §7; spec 002 §7;
 * docs/lifecycle.md, docs/external-parties.md). The document calls the external pages share with signed-in users are in `design.ts`.
 */
export const ciApi = {
  getCiImplementation: route({
    method: 'GET',
    path: '/projects/getallciimplementationdata/:userId/:projectId',
    access: { link: ['supplier'], user: 'user' },
    tag: 'CI implementation',
    summary:
      "The CI screen: per-brand blocks, photos, evidence, implementation-status lists (a supplier's link: its brand's block)",
    params: ciParams,
    answer: ciImplementation,
  }),
  submitRetailCiImplementation: route({
    method: 'POST',
    path: '/projects/submitretailciimplementation',
    access: [ROLES.ORIGINATOR],
    tag: 'CI implementation',
    summary:
      'The originator submits the CI implementation (an installation photo; partial compliance needs its evidence): status 10',
    body: retailCiBody,
    answer: ciImplementation,
  }),
  saveCiComplianceChoice: route({
    method: 'POST',
    path: '/projects/ciimplementationcompliancechoice',
    access: [ROLES.ORIGINATOR],
    tag: 'CI implementation',
    summary:
      'The originator’s full or partial compliance choice, kept with the CI draft until the submission (a reload keeps it)',
    body: retailCiBody,
    answer: ciImplementation,
  }),
  submitSupplierCiImplementation: route({
    method: 'POST',
    path: '/projects/SubmitCIImplementationForSupplier',
    access: { link: ['supplier'] },
    tag: 'CI implementation',
    summary:
      'A supplier enters the three dates and confirms the installation; when every invited supplier has, status 10',
    body: supplierCiBody,
    answer: messageBody,
  }),
  getComplianceAudit: route({
    method: 'GET',
    path: '/projects/getallcompleanceaudit/:userId/:projectId',
    access: { link: ['auditor'], user: 'user' },
    tag: 'compliance audit',
    summary: 'The audit date and report(s) of the project',
    params: ciParams,
    answer: complianceAudit,
  }),
  submitAuditorComplianceAudit: route({
    method: 'POST',
    path: '/projects/submitcompleanceauditfromauditor',
    access: { link: ['auditor'] },
    tag: 'compliance audit',
    summary: 'The auditor submits the audit date (a report uploaded): status 11',
    body: auditorAuditBody,
    answer: messageBody,
  }),
  uploadArcadFile: route({
    method: 'POST',
    path: '/documents/uploadarcadfile',
    access: { link: ['arcad'], formToken: true },
    // A credential in the body: guessed tokens are limited per IP as the sign-in calls are.
    authRateLimited: true,
    tag: 'external parties',
    summary:
      "multipart/form-data: files (one .xlsx or .csv), DocumentName ARCADDetails, Email, Token: rows imported and refused. The link token authorises as bearer (then Token must be it) or, without an Authorization header, as the form's Token, in any order of the parts",
    multipart: uploadArcadFields,
    answer: arcadImportAnswer,
  }),
  inviteArcadParty: route({
    method: 'POST',
    path: '/projects/arcadinvitations',
    access: [ROLES.VC],
    tag: 'external parties',
    summary: 'Invites an ARCAD party (a name and an email) to upload the group’s reference locations',
    body: inviteArcadBody,
    answer: invitation,
  }),
  getArcadInvitations: route({
    method: 'GET',
    path: '/projects/arcadinvitations',
    access: [ROLES.VC],
    tag: 'external parties',
    summary: 'The ARCAD parties invited, newest first, with their state',
    answer: arcadInvitations,
  }),
};
