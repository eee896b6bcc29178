import {
  BRANDS,
  COMMENT_TYPE,
  isCiDocument,
  isDocumentSlot,
  LINK_PARTIES,
  statusKey,
  type LinkParty,
  type TimelineEntry,
} from '@portal/contract';
import { kindOf } from './kinds';

/** One audit row of the timeline with who made it (its account, or the invitation of a link party). */
export interface TimelineRow {
  id: number;
  at: Date;
  action: string;
  detail: Record<string, unknown>;
  actorEmail: string;
  userName: string | null;
  userRole: string | null;
  partyName: string | null;
  party: string | null;
}

type What = Pick<TimelineEntry, 'key' | 'params' | 'refs' | 'comment'>;
type Detail = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const brandName = (id: unknown) => BRANDS.find((b) => b.id === Number(id))?.name ?? '';
const isParty = (value: unknown): value is LinkParty => LINK_PARTIES.includes(value as LinkParty);
const partyRef = (value: unknown) => (isParty(value) ? `ciScreens.party.${value}` : 'timeline.party.unknown');

/** The pack key naming a document slot: the design dossier's, or the CI stage's. */
function slotRef(slot: unknown): string {
  const name = text(slot);
  if (isDocumentSlot(name)) return `design.doc.${name}`;
  if (isCiDocument(name)) return `timeline.ciDoc.${name}`;
  return 'timeline.doc.unknown';
}

const what = (
  key: string,
  params: What['params'] = {},
  refs: What['refs'] = {},
  comment: string | null = null,
) => ({
  key,
  params,
  refs,
  comment,
});

function documentEntry(verb: string, d: Detail): What {
  // Rows written before the version number was recorded name the file only.
  const version = typeof d.version === 'number' ? d.version : null;
  return what(
    version === null ? `timeline.e.document.${verb}.noVersion` : `timeline.e.document.${verb}`,
    version === null ? { file: text(d.fileName) } : { file: text(d.fileName), version },
    { slot: slotRef(d.slot) },
  );
}

function invitationEntry(verb: string, d: Detail): What {
  const brand = brandName(d.brandId);
  const params = { email: text(d.email), ...(brand ? { brand } : {}) };
  return what(`timeline.e.invitation.${verb}${brand ? '.brand' : ''}`, params, { party: partyRef(d.party) });
}

function messageEntry(d: Detail): What {
  const files = Array.isArray(d.attachments) ? d.attachments.length : 0;
  const type = Number(d.commentType);
  const name =
    type === COMMENT_TYPE.feedbackRequest
      ? 'feedbackRequested'
      : type === COMMENT_TYPE.feedbackProvided
        ? 'feedbackProvided'
        : 'commented';
  return what(`timeline.e.${name}`, { files }, {}, typeof d.text === 'string' ? d.text : null);
}

/** A markup's change (docs/review.md): the document, its version and the page; the note or answer as comment. */
function markupEntry(action: string, d: Detail): What {
  const note = text(d.answer) || text(d.note);
  return what(
    `timeline.e.${action}`,
    { version: typeof d.version === 'number' ? d.version : 1, page: Number(d.page) || 1 },
    { slot: slotRef(d.slot) },
    note || null,
  );
}

/** What the row says, as a pack key with its values; null for a row of no kind. */
function whatOf(action: string, d: Detail): What | null {
  switch (action) {
    case 'projectLifecycle.create':
      return what('timeline.e.created', { code: text(d.uniqueCode) }, { to: statusKey(Number(d.statusId)) });
    case 'projectLifecycle.status':
      return typeof d.fromStatusId === 'number'
        ? what(
            'timeline.e.statusChanged',
            {},
            { from: statusKey(d.fromStatusId), to: statusKey(Number(d.statusId)) },
          )
        : what('timeline.e.statusSet', {}, { to: statusKey(Number(d.statusId)) });
    case 'designDossier.save':
      return what(d.submitRefused ? 'timeline.e.designSavedNotSubmitted' : 'timeline.e.designSaved');
    case 'designDossier.submit':
      return what(d.resubmission ? 'timeline.e.designResubmitted' : 'timeline.e.designSubmitted');
    case 'designDossier.document':
      return what('timeline.e.designDocumented');
    case 'projectDocument.upload':
    case 'ciDocument.upload':
      return documentEntry('uploaded', d);
    case 'projectDocument.replaceOldest':
      return documentEntry('replaced', d);
    case 'projectDocument.delete':
      return documentEntry('deleted', d);
    case 'validationDecision.record': {
      const check = d.check === 'completeness' ? 'completeness' : 'content';
      const decision = d.decision === 'approved' ? 'approved' : 'rejected';
      return what(`timeline.e.${check}.${decision}`, {}, {}, text(d.comment) || null);
    }
    case 'projectThread.message':
      return messageEntry(d);
    case 'invitations.invite':
      return invitationEntry('invited', d);
    case 'invitations.resend':
      return invitationEntry('resent', d);
    case 'invitations.revoke':
      return invitationEntry('revoked', d);
    case 'invitations.open':
      return what('timeline.e.linkOpened', {}, { party: partyRef(d.party) });
    case 'ciSubmission.choice':
      return what(d.fullCompliance ? 'timeline.e.ciChoice.full' : 'timeline.e.ciChoice.partial');
    case 'ciSubmission.supplierConfirm':
      return what('timeline.e.ciSupplierConfirmed', { brand: brandName(d.brandId) });
    case 'ciSubmission.submit':
      return what('timeline.e.ciSubmitted');
    case 'auditSubmission.submit':
      return what('timeline.e.auditSubmitted', { date: text(d.auditDate) });
    case 'projectLifecycle.pause':
      return what('timeline.e.paused');
    case 'projectLifecycle.enable':
      return what('timeline.e.enabled');
    case 'projectLifecycle.siteInfo':
      return what('timeline.e.siteSaved');
    case 'projectLifecycle.location':
      return what('timeline.e.locationMoved');
    case 'adminTask.mapOriginator':
      return what('timeline.e.originatorMapped');
    case 'markup.create':
    case 'markup.edit':
    case 'markup.delete':
    case 'markup.answer':
    case 'markup.close':
    case 'markup.reopen':
      return markupEntry(action, d);
    default:
      return null;
  }
}

/** The row as the timeline answers it; null for a row of no kind (never selected). */
export function toEntry(row: TimelineRow): TimelineEntry | null {
  const kind = kindOf(row.action, row.detail);
  const says = whatOf(row.action, row.detail);
  if (!kind || !says) return null;
  const party = row.userName === null && isParty(row.party) ? row.party : null;
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind,
    actor: {
      // A user by its name; a link party by the name it was invited with, else its address.
      name: row.userName?.trim() || row.partyName?.trim() || row.actorEmail,
      role: row.userRole,
      party,
    },
    ...says,
  };
}
