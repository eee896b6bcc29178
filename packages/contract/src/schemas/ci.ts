import { z } from 'zod';
import { ARCAD_DOCUMENT, CI_DOCUMENTS } from '../ci';
import { DOCUMENT_SLOTS } from '../design';
import { formBoolean } from './design';
import { LIMITS } from '../validation';
import { emailField, requiredText } from './common';
import { dbId, dbIdOrZero } from './ids';
import { invitation } from './invitations';

/**
 * CI implementation, compliance audit and the external pages' submissions (spec 001 §3, §7; spec 002 §3,
 * §7; docs/external-parties.md). Payloads PascalCase, answers camelCase, as the spec writes them.
 */

/** A calendar day `YYYY-MM-DD` (an ISO date-time is cut to its day); empty or absent: required. */
export const requiredDay = z
  .string({ error: 'external.requiredFields' })
  .trim()
  .min(1, 'external.requiredFields')
  .max(40, 'validation.date')
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'validation.date')
  .transform((v) => v.slice(0, 10))
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    const year = date.getUTCFullYear();
    return (
      !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && year >= 1990 && year <= 2200
    );
  }, 'validation.date');

/**
 * The latest day that is already today somewhere (UTC+14): a day entered in any time zone as "today" is
 * not refused as future by a server whose day is behind the caller's.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A day that has happened (the installation completed): required, a calendar day, not in the future. */
export const pastDay = requiredDay.refine((day) => day <= latestToday(), 'external.completedInFuture');

// ---- files of the CI stage ----

/** One file of a CI list (spec 001 §3: "document name, file id, upload date, email"). */
export const ciDocumentEntry = z.object({
  documentName: z.string(),
  /** The version id `projects/GetFileById/{fileId}` serves. */
  fileId: z.number(),
  fileName: z.string(),
  /** ISO date-time. */
  uploadDate: z.string(),
  email: z.string(),
  /** `projects/GetFileById/{fileId}`. */
  filePath: z.string(),
});
export type CiDocumentEntry = z.infer<typeof ciDocumentEntry>;

/**
 * Per-brand CI block (spec 001 §3). The offer, order and invoice files are null for the originator (spec
 * 001 §6: everyone but the originator downloads them); their dates are shown to all.
 */
export const ciBrandBlock = z.object({
  brandId: z.number(),
  brandName: z.string(),
  offerFile: ciDocumentEntry.nullable(),
  offerDate: z.string().nullable(),
  orderFile: ciDocumentEntry.nullable(),
  orderDate: z.string().nullable(),
  invoiceFile: ciDocumentEntry.nullable(),
  invoiceDate: z.string().nullable(),
  /** `YYYY-MM-DD`, entered by the supplier. */
  plannedDeliveryDate: z.string().nullable(),
  plannedInstallationDate: z.string().nullable(),
  installationCompletedDate: z.string().nullable(),
  /** When the supplier confirmed the installation (ISO date-time). */
  confirmedAt: z.string().nullable(),
});
export type CiBrandBlock = z.infer<typeof ciBrandBlock>;

/** GET /projects/getallciimplementationdata/{userId}/{projectId} (spec 001 §3 "CI implementation response"). */
export const ciImplementation = z.object({
  projectId: z.number(),
  projectUniqueId: z.string(),
  statusId: z.number(),
  isCIImplementationSubmitted: z.boolean(),
  submittedAt: z.string().nullable(),
  submittedBy: z.string(),
  /** The choice sent with the submission: true full CI compliance, false partial (with evidence). */
  fullCompliance: z.boolean().nullable(),
  /** The originator's choice as last made, kept before the submission too (null: none made yet). */
  chosenFullCompliance: z.boolean().nullable(),
  /** The latest installation photo (spec fields), and every photo. */
  installationFileId: z.number().nullable(),
  installationFilePath: z.string(),
  installationPhotos: z.array(ciDocumentEntry),
  partialComplianceEvidence: z.array(ciDocumentEntry),
  /** The latest derogation form: uploaded on the CI screen, else the design dossier's. */
  psaDerogationFileId: z.number().nullable(),
  psaDerogationFilePath: z.string(),
  derogationForms: z.array(ciDocumentEntry),
  /** The four implementation statuses (spec 001 §4). */
  implementationCompletedList: z.array(ciDocumentEntry),
  newProjectFacadePlanList: z.array(ciDocumentEntry),
  level1ExemptionList: z.array(ciDocumentEntry),
  level2ExemptionList: z.array(ciDocumentEntry),
  brands: z.array(ciBrandBlock),
  /** The caller may upload on the CI screen (the project's originator, the stage open, not submitted). */
  isUploadAllowed: z.boolean(),
  /** The caller may invite suppliers and the download recipient. */
  canInvite: z.boolean(),
});
export type CiImplementation = z.infer<typeof ciImplementation>;

/** GET /projects/getallcompleanceaudit/{userId}/{projectId} (spec 001 §3 "Compliance audit response"). */
export const complianceAudit = z.object({
  projectId: z.number(),
  projectUniqueId: z.string(),
  statusId: z.number(),
  /** `YYYY-MM-DD`, entered by the auditor; null until submitted. */
  dateOfExecutedComplianceAudit: z.string().nullable(),
  submittedAt: z.string().nullable(),
  auditorName: z.string(),
  /** Newest first. */
  complianceReports: z.array(ciDocumentEntry),
  /** The caller may invite (and revoke, re-send) the auditor. */
  canInvite: z.boolean(),
});
export type ComplianceAudit = z.infer<typeof complianceAudit>;

export const ciParams = z.object({ userId: dbIdOrZero, projectId: dbId });

// ---- submissions ----

/** POST projects/submitretailciimplementation: true = full CI compliance, false = partial (with evidence). */
export const retailCiBody = z.object({
  ProjectId: dbId,
  UserID: dbIdOrZero.optional(),
  ImpleMentationCompletedStatus: z.boolean({ error: 'ciImplementation.validation.choice' }),
});
export type RetailCiBody = z.input<typeof retailCiBody>;

/** POST projects/SubmitCIImplementationForSupplier (spec 002 §3 "CI implementation submission"). */
export const supplierCiBody = z.object({
  ProjectId: dbId,
  UserID: dbIdOrZero.optional(),
  SupplierId: dbId,
  BrandId: dbId,
  PlannedDeliveryDate: requiredDay,
  /** The planned dates may lie ahead; the completion has happened (issue 20 §3). */
  DateOfInstallationCompleted: pastDay,
  PlannedInstallationDate: requiredDay,
});
export type SupplierCiBody = z.input<typeof supplierCiBody>;

/** POST projects/submitcompleanceauditfromauditor (spec 002 §3 "Compliance audit submission"). */
export const auditorAuditBody = z.object({
  ProjectId: dbId,
  UserID: dbIdOrZero.optional(),
  AuditorId: dbId,
  DateOfExecutedSiteCompleamceAudit: requiredDay,
});
export type AuditorAuditBody = z.input<typeof auditorAuditBody>;

// ---- uploads ----

/** Every DocumentName `projects/uploadafile` takes: the design slots and the CI stage's names. */
export const PROJECT_FILE_NAMES = [...DOCUMENT_SLOTS, ...CI_DOCUMENTS] as const;
export const projectFileNameField = z.enum(PROJECT_FILE_NAMES, { error: 'design.validation.documentName' });

/** `projects/uploadafile` multipart text fields (spec 001 §7, spec 002 §3 "Upload form data"); file part `files`. */
export const uploadProjectFileFields = z.object({
  DocumentName: projectFileNameField,
  ProjectId: dbId,
  UserId: dbIdOrZero.optional(),
  /** Sent by the external pages; the server records the link's party instead. */
  ModifiedById: dbIdOrZero.optional(),
  /** Sent after the "replace the oldest version?" confirmation when a design slot is full. */
  ReplaceOldest: formBoolean,
});

/** `documents/uploadarcadfile` multipart text fields (spec 002 §3): files, DocumentName, Email, Token. */
export const uploadArcadFields = z.object({
  DocumentName: z.literal(ARCAD_DOCUMENT, { error: 'design.validation.documentName' }),
  Email: emailField,
  /** The link's token, as the page's address carries it: the bearer token when one is sent, else the credential. */
  Token: z.string().trim().min(1, 'link.invalid').max(200, 'link.invalid'),
});

export const arcadRefusedRow = z.object({
  row: z.number(),
  /** Pack keys (`arcad.row.*`). */
  reasons: z.array(z.string()),
});
export const arcadImportAnswer = z.object({
  imported: z.number(),
  total: z.number(),
  refused: z.array(arcadRefusedRow),
  /** Why nothing was imported, when the file itself was refused (a pack key `arcad.file.*`). */
  error: z.string().optional(),
  missingColumns: z.array(z.string()).optional(),
  maxRows: z.number().optional(),
});
export type ArcadImportAnswer = z.infer<typeof arcadImportAnswer>;

// ---- ARCAD parties (invited by VC, without a project) ----

export const inviteArcadBody = z.object({
  Name: requiredText(LIMITS.nameMaxLength),
  Email: emailField,
});
export type InviteArcadBody = z.input<typeof inviteArcadBody>;
export const arcadInvitations = z.array(invitation);
