import { z } from 'zod';
import { ROLES } from '../roles';
import {
  addCommentAnswer,
  addCommentFields,
  brandDataAnswer,
  brandDataParams,
  brandDetailsParams,
  commentsAnswer,
  commentType,
  commentTypeParams,
  commentTypeQuery,
  deleteDocumentParams,
  designValidationInfo,
  documentInfo,
  documentInfoParams,
  feedbackListAnswer,
  feedbackListParams,
  feedbackListQuery,
  maxFileParams,
  messageFileQuery,
  notificationsAnswer,
  projectDesignData,
  templateParams,
  updateDesignAnswer,
  updateDesignBody,
  updateNotificationsBody,
  uploadAnswer,
  validateAnswer,
  validateProjectFields,
} from '../schemas/design';
import { uploadProjectFileFields } from '../schemas/ci';
import { messageBody } from '../schemas/common';
import { dbId } from '../schemas/ids';
import { route } from './define';

const projectParams = z.object({ projectId: dbId });

/** Calls of the supplier, auditor and download pages that signed-in users make too (docs/external-parties.md). */
const EXTERNAL_DOCUMENTS = { link: ['supplier', 'auditor', 'download'], user: 'user' } as const;

/** Design documents: slots, versions, templates, files (spec 001 §7; docs/lifecycle.md, docs/files.md). */
export const designDocumentsApi = {
  getDocumentInfoToDownload: route({
    method: 'GET',
    path: '/projects/GetDocumentInfoToDownload/:userId/:projectId',
    access: EXTERNAL_DOCUMENTS,
    tag: 'design documents',
    summary: 'Per slot the latest version (spec fields) and every shown slot with its versions',
    params: documentInfoParams,
    answer: documentInfo,
  }),
  getTemplateFile: route({
    method: 'GET',
    path: '/projects/GetTemplateFile/:fileName/:userId/:projectId',
    access: EXTERNAL_DOCUMENTS,
    tag: 'design documents',
    summary: 'A blank form (TEMPLATE_FILES) as a download',
    params: templateParams,
    answer: 'file',
  }),
  deleteProjectDocs: route({
    method: 'DELETE',
    path: '/projects/deleteprojectdocs/:fileName/:documentName/:projectId',
    access: [ROLES.ORIGINATOR],
    tag: 'design documents',
    summary: 'Soft-deletes the newest version of that name in the slot',
    params: deleteDocumentParams,
    answer: messageBody,
  }),
  uploadProjectFile: route({
    method: 'POST',
    path: '/projects/uploadafile',
    access: { link: ['supplier', 'auditor'], user: [ROLES.ORIGINATOR] },
    tag: 'design documents',
    summary:
      "multipart/form-data: files (one), DocumentName, ProjectId, UserId, ModifiedById, ReplaceOldest: a design slot or a CI file (the originator), a supplier's offer, order or invoice, an auditor's report (their link); 409 FileExist, 413 over MAX_UPLOAD_MB",
    multipart: uploadProjectFileFields,
    answer: uploadAnswer,
  }),
  isMaxFileUploaded: route({
    method: 'GET',
    path: '/projects/ismaxfileuploaded/:projectId/:documentName',
    access: [ROLES.ORIGINATOR],
    tag: 'design documents',
    summary: 'true when the slot holds MAX_SLOT_VERSIONS: the next upload replaces the oldest',
    params: maxFileParams,
    answer: z.boolean(),
  }),
  getFileById: route({
    method: 'GET',
    path: '/projects/GetFileById/:fileId',
    access: EXTERNAL_DOCUMENTS,
    tag: 'design documents',
    summary: 'A design document version (inline for PDF and images with ?inline=true)',
    params: z.object({ fileId: dbId }),
    query: z.object({ inline: z.enum(['true', 'false']).optional() }),
    answer: 'file',
  }),
  downloadAllDocuments: route({
    method: 'GET',
    path: '/projects/downloadalldocuments/:projectId',
    access: EXTERNAL_DOCUMENTS,
    tag: 'design documents',
    summary:
      "One zip of every file the caller's page lists (a signed-in user: the latest version per shown slot)",
    params: projectParams,
    answer: 'file',
  }),
};

/** Project data, brand forms, submission, validation (spec 001 §7; spec 002 §7; docs/lifecycle.md). */
export const designValidationApi = {
  getDesignValidationInfo: route({
    method: 'GET',
    path: '/projects/GetAllDesignValidationInfoForUser/:userId/:projectId',
    access: 'user',
    tag: 'design validation',
    params: documentInfoParams,
    answer: designValidationInfo,
  }),
  getAllProjectData: route({
    method: 'GET',
    path: '/projects/GetAllProjectData/:projectId',
    access: 'user',
    tag: 'design validation',
    params: projectParams,
    answer: projectDesignData,
  }),
  getAllBrandData: route({
    method: 'GET',
    path: '/DynamicBrand/GetAllBrandData/:screenType/:projectOrRequestId',
    access: 'user',
    tag: 'design validation',
    summary: "Brands with their dynamic fields and values, labels in the caller's language",
    params: brandDataParams,
    answer: brandDataAnswer,
  }),
  getAllBrandDetails: route({
    method: 'GET',
    path: '/DynamicBrand/GetAllBrandDetails/:screenType/:lang/:projectId',
    access: 'user',
    tag: 'design validation',
    summary: 'As GetAllBrandData, labels in the language of the path',
    params: brandDetailsParams,
    answer: brandDataAnswer,
  }),
  updateDesignValidation: route({
    method: 'POST',
    path: '/Projects/UpdateDesignValidationWithDynamicBrand',
    access: [ROLES.ORIGINATOR],
    tag: 'design validation',
    summary:
      'Saves project data, brands and showroom surfaces; IsSubmit also submits (spec 001 §5 rules, 405)',
    body: updateDesignBody,
    answer: updateDesignAnswer,
  }),
  validateProjectData: route({
    method: 'POST',
    path: '/projects/ValidateProjectData',
    access: [ROLES.VC],
    tag: 'design validation',
    summary: 'multipart/form-data: one decision on the completeness or the content check',
    multipart: validateProjectFields,
    answer: validateAnswer,
  }),
  getProjectsOnFeedbackType: route({
    method: 'GET',
    path: '/projects/GetAllProjectsOnFeedBackType/:feedbackType',
    access: [ROLES.VC, ROLES.HQ],
    tag: 'design validation',
    summary: '1: feedback requested (HQ, Pending Validation); 2: provided (VC, Feedback Provided)',
    params: feedbackListParams,
    query: feedbackListQuery,
    answer: feedbackListAnswer,
  }),
};

/** The message tool of a project (spec 002 §2, §3, §5, §7; docs/lifecycle.md). */
export const messageToolApi = {
  getCommentsByProject: route({
    method: 'GET',
    path: '/projects/GetAllCommentByProject/:projectId',
    access: 'user',
    tag: 'message tool',
    params: projectParams,
    answer: commentsAnswer,
  }),
  getCommentTypes: route({
    method: 'GET',
    path: '/projects/GetAllCommentType/:userSequence',
    access: 'user',
    tag: 'message tool',
    summary: 'The types the caller may use on ?projectId= now (Comment only without it)',
    params: commentTypeParams,
    query: commentTypeQuery,
    answer: z.array(commentType),
  }),
  addComment: route({
    method: 'POST',
    path: '/projects/AddCommentsByUsers',
    access: 'user',
    tag: 'message tool',
    summary: 'multipart/form-data: the fields and ListOfAttachments (files)',
    multipart: addCommentFields,
    answer: addCommentAnswer,
  }),
  downloadMessageFile: route({
    method: 'GET',
    path: '/Documents/downloadfileconmtentmessage',
    access: { link: ['download'], user: 'user' },
    tag: 'message tool',
    query: messageFileQuery,
    answer: 'file',
  }),
};

/** The notification list of the bell (spec 002 §2, §3, §7; docs/lifecycle.md). */
export const notificationsApi = {
  getNotifications: route({
    method: 'GET',
    path: '/home/getnotificationbyuser',
    access: [ROLES.VC],
    tag: 'notifications',
    summary: "The caller's unread notifications and their count (userEmail is not trusted)",
    query: z.object({ userEmail: z.string().max(320).optional() }),
    answer: notificationsAnswer,
  }),
  updateNotifications: route({
    method: 'POST',
    path: '/home/updatenotificationsbyuser',
    access: [ROLES.VC],
    tag: 'notifications',
    summary: "Marks read every unread notification of the caller's that the list does not keep",
    body: updateNotificationsBody,
    answer: notificationsAnswer,
  }),
  notificationEvents: route({
    method: 'GET',
    path: '/home/notificationevents',
    access: [ROLES.VC],
    tag: 'notifications',
    summary: 'text/event-stream: an event whenever the caller’s notifications change (live bell and list)',
    answer: 'file',
  }),
};
