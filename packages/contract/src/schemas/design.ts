import { z } from 'zod';
import {
  COMMENT_TYPE,
  DOCUMENT_SLOTS,
  FEEDBACK_TYPE,
  SURFACE_MAX_LENGTH,
  slotDateField,
  slotPathField,
  type DocumentSlot,
} from '../design';
import { LIMITS } from '../validation';
import { dbId, dbIdOrZero, dbIdWithMessage } from './ids';
import { ballInfo, projectRow } from './projects';

/**
 * The design dossier, its validation, the message tool and notifications (spec 001 §3, §7; spec 002 §3,
 * §7; docs/lifecycle.md). Payloads PascalCase, answers camelCase, as the spec writes them. Messages are
 * language-pack keys.
 */

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
/** A multipart text field that carries a boolean ("true"/"false", any case; absent = false). */
export const formBoolean = z
  .union([z.boolean(), z.string().max(10)])
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true'));
/** Multipart text fields carrying ids: the id schemas take decimal digits as text. */
const formId = dbId;
const formIdOrZero = dbIdOrZero;

export const documentSlotField = z.enum(DOCUMENT_SLOTS, { error: 'design.validation.documentName' });

// ---- documents (spec 001 §3 "Document info response", §7; docs/lifecycle.md, docs/files.md) ----

export const documentVersion = z.object({
  documentId: z.number(),
  fileName: z.string(),
  /** ISO date-time of the upload. */
  createdDate: z.string(),
  uploadedBy: z.string(),
  /** `projects/GetFileById/{documentId}`. */
  directoryPath: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type DocumentVersion = z.infer<typeof documentVersion>;

export const documentSlotInfo = z.object({
  documentName: documentSlotField,
  required: z.boolean(),
  /** A blank form to download exists (`GetTemplateFile/{templateFileName}/…`). */
  templateFileName: z.string().nullable(),
  /** Newest first; at most MAX_SLOT_VERSIONS. */
  versions: z.array(documentVersion),
});
export type DocumentSlotInfo = z.infer<typeof documentSlotInfo>;

const slotFields = Object.fromEntries(
  DOCUMENT_SLOTS.flatMap((slot: DocumentSlot) => [
    [slotPathField(slot), z.string()],
    [slotDateField(slot), z.string()],
  ]),
) as Record<string, z.ZodString>;

/** A file attached to a message, as the download page lists it; `attachedFile` is `{commentId}/{fileId}/{fileName}`. */
export const messageFileItem = z.object({
  fileName: z.string(),
  createdDate: z.string(),
  attachedFile: z.string(),
});
export type MessageFileItem = z.infer<typeof messageFileItem>;

/**
 * GET /projects/GetDocumentInfoToDownload/{userId}/{projectId}: the spec's fields (per slot the latest
 * version's path and date, empty when none) and, beyond them, every shown slot with its versions.
 */
export const documentInfo = z.object({
  siteName: z.string(),
  projectStatus: z.string(),
  statusId: z.number(),
  isUploadAllowed: z.boolean(),
  isSpotiCarPresent: z.boolean(),
  isThisDigitalAtRetailOrderFormMandetoryBrand: z.boolean(),
  /** Required slots still empty (the missing-documents dialog lists them). */
  missingDocuments: z.array(documentSlotField),
  documents: z.array(documentSlotInfo),
  /** The download page only: the files attached to the project's messages (spec 002 §3 "Message item"). */
  listMessage: z.array(messageFileItem).optional(),
  ...slotFields,
});
export type DocumentInfo = z.infer<typeof documentInfo> & Record<string, unknown>;

export const documentInfoParams = z.object({ userId: dbIdOrZero, projectId: dbId });

export const uploadAnswer = z.object({
  fileName: z.string(),
  createdDate: z.string(),
  directoryPath: z.string(),
  documentId: z.number(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

/** Path file names: the stored name as the client sent it (encoded in the path). */
const pathFileName = z.string().min(1).max(255);
export const deleteDocumentParams = z.object({
  fileName: pathFileName,
  documentName: documentSlotField,
  projectId: dbId,
});
export const templateParams = z.object({ fileName: pathFileName, userId: dbIdOrZero, projectId: dbIdOrZero });
export const maxFileParams = z.object({ projectId: dbId, documentName: documentSlotField });

// ---- project data and brands (spec 001 §3 "Project data", "Showroom surface", "Brand selection") ----

const surface = text(SURFACE_MAX_LENGTH);

export const showroomSurface = z.object({
  brandName: z.string().max(LIMITS.nameMaxLength),
  surfaceNewVehicle: surface.optional().default(''),
  surfaceSecondVehicle: surface.optional().default(''),
});
export type ShowroomSurface = z.infer<typeof showroomSurface>;

/** GET /projects/GetAllProjectData/{projectId} */
export const projectDesignData = z.object({
  buildingSurface: z.string(),
  terrainSurface: z.string(),
  workShopSurface: z.string(),
  sparePartsShopSurface: z.string(),
  otherSurface: z.string(),
  /** yyyy-mm-dd or empty. */
  plannedOpeningDate: z.string(),
  handOverArea: z.string(),
  afterSales: z.string(),
  isDocumentationOnly: z.boolean(),
  surfaceShowroomData: z.array(showroomSurface),
});
export type ProjectDesignData = z.infer<typeof projectDesignData>;

/** A dynamic brand field with its value (spec 002 §3 "Brand data"). */
export const brandField = z.object({
  fieldName: z.string(),
  fieldType: z.enum(['text', 'number', 'singleDropdown', 'multiDropdown']),
  /** In the caller's language (or the path's on GetAllBrandDetails). */
  fieldLabel: z.string(),
  fieldValues: z.array(z.object({ value: z.string(), label: z.string() })),
  mandatory: z.boolean(),
  disable: z.boolean(),
  /** A string, or a list for a multiDropdown. */
  value: z.union([z.string(), z.array(z.string())]),
});
export type BrandField = z.infer<typeof brandField>;

export const brandData = z.object({
  brandId: z.number(),
  brandName: z.string(),
  brandEnabled: z.boolean(),
  fields: z.array(brandField),
});
export type BrandData = z.infer<typeof brandData>;
export const brandDataAnswer = z.object({ brandDetails: z.array(brandData) });

export const brandDataParams = z.object({
  screenType: z.coerce.number().int().min(1).max(2),
  projectOrRequestId: dbIdOrZero,
});
export const brandDetailsParams = z.object({
  screenType: z.coerce.number().int().min(1).max(2),
  lang: z.string().max(10),
  projectId: dbIdOrZero,
});

/** A brand of `projectContractBrandsList` on save (spec 001 §3 "Brand selection"). */
export const brandSelectionInput = z.object({
  brandId: dbId,
  brandName: z.string().max(LIMITS.nameMaxLength).optional(),
  brandEnabled: z.boolean(),
  typology: text(50).optional().default(''),
  ciWorkstream: z.array(text(50)).max(20).optional().default([]),
  /** Other dynamic fields by name. */
  fields: z
    .record(z.string().max(50), z.union([text(500), z.array(text(100)).max(20)]))
    .optional()
    .default({}),
});
export type BrandSelectionInput = z.input<typeof brandSelectionInput>;

/** POST /Projects/UpdateDesignValidationWithDynamicBrand (docs/lifecycle.md: IsSubmit also submits). */
export const updateDesignBody = z.object({
  ProjectId: dbId,
  UserID: dbIdOrZero.optional(),
  PlannedOpeningDate: z
    .string()
    .max(30)
    .regex(/^(\d{4}-\d{2}-\d{2}.*)?$/, 'validation.date')
    .optional()
    .default(''),
  projectContractBrandsList: z.array(brandSelectionInput).max(30).optional().default([]),
  BuildingSurface: surface.optional().default(''),
  TerrainSurface: surface.optional().default(''),
  WorkshopSurface: surface.optional().default(''),
  SparePartShopSurface: surface.optional().default(''),
  OtherSurface: surface.optional().default(''),
  HandOverArea: surface.optional().default(''),
  AfterSales: surface.optional().default(''),
  SurfaceShowroomData: z.array(showroomSurface).max(30).optional().default([]),
  IsSubmit: z.boolean().optional().default(false),
});
export type UpdateDesignBody = z.input<typeof updateDesignBody>;
/** A refused submission lists what is missing (405 with the message; these for the dialog). */
export const updateDesignAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  statusId: z.number(),
  isSubmittedForApproval: z.boolean(),
});

// ---- validation (spec 001 §3 "Design validation info", §5 "Validation comment") ----

/** Markups attached to a decision on one document version (docs/review.md). */
export const attachedMarkups = z.object({
  documentId: z.number(),
  slot: z.string(),
  version: z.number(),
  count: z.number(),
  markupIds: z.array(z.number()),
});
export type AttachedMarkups = z.infer<typeof attachedMarkups>;

export const designValidationInfo = z.object({
  userName: z.string(),
  projectUniqueId: z.string(),
  completenessChkStatus: z.string(),
  contentValidationStatus: z.string(),
  completenessChkRejectionNos: z.number(),
  contentValidationRejectionNos: z.number(),
  completenessChkDate: z.string().nullable(),
  contentValidationDate: z.string().nullable(),
  isSubmittedForApproval: z.boolean(),
  designSubmissionDate: z.string().nullable(),
  projectContractBrandsList: z.array(z.object({ brandId: z.number(), brandName: z.string() })),
  // Beyond the spec: what the screen needs to decide without rules of its own.
  statusId: z.number(),
  isDocumentationOnly: z.boolean(),
  isEnabled: z.boolean(),
  /** 1 feedback requested, 2 provided, null none. */
  feedbackType: z.number().nullable(),
  /** The caller may act now on the completeness / content check, or submit. */
  canValidateCompleteness: z.boolean(),
  canValidateContent: z.boolean(),
  canSubmit: z.boolean(),
  canEdit: z.boolean(),
  /** Who holds the ball and by when (docs/lifecycle.md "Ball in court"); null when nobody is expected to act. */
  ball: ballInfo.nullable(),
  /** The decisions on the two checks with their validation comments, newest first (a refusal says why). */
  validationComments: z.array(
    z.object({
      check: z.enum(['completeness', 'content']),
      decision: z.enum(['approved', 'rejected']),
      comment: z.string(),
      userName: z.string(),
      date: z.string(),
      /** Our addition: the markups attached to it, per document version ("3 markups on Facade Plan v2"). */
      markups: z.array(attachedMarkups),
    }),
  ),
});
export type DesignValidationInfo = z.infer<typeof designValidationInfo>;

/** Markups to attach, as a multipart field: comma-separated ids (docs/review.md). */
const markupIdsField = z
  .string()
  .max(2200, 'validation.markup.ids')
  .optional()
  .default('')
  .transform((v): (string | number)[] => (v.trim() ? v.split(',').map((id) => id.trim()) : []))
  .pipe(z.array(dbIdWithMessage('validation.markup.ids')).max(200, 'validation.markup.ids'));

/** `projects/ValidateProjectData` multipart fields: one decision per call (docs/lifecycle.md). */
export const validateProjectFields = z.object({
  UserID: formIdOrZero.optional(),
  ProjectId: formId,
  UpdaterId: z.string().max(LIMITS.emailMaxLength).optional(),
  IsContentValidationRejected: formBoolean,
  IsCompletenessChkRejected: formBoolean,
  IsContentValidationAccepted: formBoolean,
  IsCompletenessChkAccepted: formBoolean,
  ListOfComments: z.string().optional().default(''),
  /** Our addition: the markups attached to the decision's comment, comma-separated ids (docs/review.md). */
  MarkupIds: markupIdsField,
});
export const validateAnswer = designValidationInfo.extend({ message: z.string() });

// ---- message tool (spec 002 §3 "Comment", "Comment type"; docs/lifecycle.md) ----

export const commentType = z.object({
  commentTypeId: z.number(),
  commentTypeDescription: z.string(),
  commentTypeTitle: z.string(),
});
export type CommentType = z.infer<typeof commentType>;

export const messageAttachment = z.object({
  fileName: z.string(),
  /** `{commentId}/{fileId}/{fileName}`: the value of downloadfileconmtentmessage?fileName. */
  path: z.string(),
});
export const projectComment = z.object({
  commentId: z.number(),
  comment: z.string(),
  commentedBy: z.string(),
  commenterRole: z.string(),
  commenterName: z.string(),
  commentDate: z.string(),
  commentTypeId: z.number(),
  commentTypeTitle: z.string(),
  /** Attachment paths separated by '#', as the spec gives them. */
  attachments: z.string(),
  attachmentList: z.array(messageAttachment),
  /** Our addition: the markups HQ's Feedback Provided message carries, per document version (docs/review.md). */
  markups: z.array(attachedMarkups),
});
export type ProjectComment = z.infer<typeof projectComment>;
export const commentsAnswer = z.object({ userWithCommentDetailsList: z.array(projectComment) });

export const commentTypeParams = z.object({ userSequence: dbIdOrZero });
export const commentTypeQuery = z.object({ projectId: dbId.optional() });

/** `projects/AddCommentsByUsers/` multipart fields; attachments are the `ListOfAttachments` files. */
export const addCommentFields = z.object({
  ProjectId: formId,
  CommentType: z
    .union([z.int(), z.string().regex(/^[0-9]{1,2}$/)], { error: 'message.validation.commentType' })
    .transform(Number)
    .pipe(
      z.union(
        [
          z.literal(COMMENT_TYPE.comment),
          z.literal(COMMENT_TYPE.feedbackRequest),
          z.literal(COMMENT_TYPE.feedbackProvided),
        ],
        { error: 'message.validation.commentType' },
      ),
    )
    .optional()
    .default(COMMENT_TYPE.comment),
  // Who comments is the session's user; these are accepted and not trusted.
  CommentedBy: z.string().max(LIMITS.emailMaxLength).optional(),
  CommenterName: z.string().max(200).optional(),
  CommenterRole: z.string().max(200).optional(),
  ListOfComments: z
    .string()
    .trim()
    .min(1, 'message.validation.empty')
    .max(LIMITS.validationCommentMaxLength, 'message.validation.tooLong'),
  /** Our addition: HQ's draft markups sent with its Feedback Provided message (docs/review.md). */
  MarkupIds: markupIdsField,
});
export const addCommentAnswer = z.object({
  statusCode: z.number(),
  message: z.string(),
  comment: projectComment,
});

export const messageFileQuery = z.object({ fileName: z.string().min(1).max(400) });

// ---- pending feedback lists (spec 001 §2, §7) ----

export const feedbackListParams = z.object({
  feedbackType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(FEEDBACK_TYPE.requested), z.literal(FEEDBACK_TYPE.provided)])),
});
export const feedbackListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).optional().default(0),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
  sortDirection: z.enum(['asc', 'desc']).optional().default('asc'),
});
export const feedbackRow = projectRow.extend({
  dateFeedbackRequested: z.string().nullable(),
  dateFeedbackProvided: z.string().nullable(),
  /** Days since the design was submitted (overdue past VALIDATION_PROMISE_DAYS). */
  daysSinceSubmission: z.number().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;
export const feedbackListAnswer = z.object({ rows: z.array(feedbackRow), total: z.number() });

// ---- notifications (spec 002 §3 "Notification", §7) ----

export const notificationItem = z.object({
  notificationId: z.number(),
  role: z.string(),
  userName: z.string(),
  siteName: z.string(),
  projectId: z.number().nullable(),
  projectUniqueId: z.string(),
  /** HTML built from a pack template with escaped values; the browser sanitises it too. */
  notificationMessage: z.string(),
  notificationDateTime: z.string(),
  /** Our addition: the prepared extract the notification announces (its page downloads it). */
  extractId: z.number().nullable().optional(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationsAnswer = z.object({
  notificationsListData: z.array(notificationItem),
  notificationCount: z.number(),
});
export const updateNotificationsBody = z.object({
  /** The user's email in the spec; the session decides whose rows are touched. */
  CachKey: z.string().max(LIMITS.emailMaxLength).optional(),
  /** The notifications that stay unread; every other unread one of the caller is marked read. */
  NotificationsListData: z
    .array(z.object({ notificationId: dbId }).loose())
    .max(1000)
    .optional()
    .default([]),
  /**
   * Our addition: the ids the list showed. When sent, only those may be marked read, so a notification that
   * arrived after the list was fetched stays unread (the spec's call marks every unread one not kept).
   */
  ShownNotificationIds: z.array(dbId).max(1000).optional(),
});
