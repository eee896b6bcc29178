/**
 * What an uploaded file may be (docs/files.md): each upload slot has an allow-list of kinds; the name's
 * extension says which kind the file claims to be and the server confirms it from the first bytes. The
 * stored and served content type is the kind's, never the one the client declared. Only PDF and raster
 * images are ever shown in the browser; everything else is downloaded.
 */
import { isSupplierDocument, type CiDocument } from './ci';
import type { DocumentSlot } from './design';

export interface FileKindInfo {
  extensions: readonly string[];
  type: string;
  /** The name a refusal message shows. */
  label: string;
  /** Shown in the browser (preview); the rest is always downloaded. */
  inline: boolean;
}

export const FILE_KINDS = {
  pdf: { extensions: ['pdf'], type: 'application/pdf', label: 'PDF', inline: true },
  png: { extensions: ['png'], type: 'image/png', label: 'PNG', inline: true },
  jpeg: { extensions: ['jpg', 'jpeg'], type: 'image/jpeg', label: 'JPEG', inline: true },
  gif: { extensions: ['gif'], type: 'image/gif', label: 'GIF', inline: true },
  webp: { extensions: ['webp'], type: 'image/webp', label: 'WEBP', inline: true },
  xlsx: {
    extensions: ['xlsx'],
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'XLSX',
    inline: false,
  },
  docx: {
    extensions: ['docx'],
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    inline: false,
  },
  pptx: {
    extensions: ['pptx'],
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PPTX',
    inline: false,
  },
  csv: { extensions: ['csv'], type: 'text/csv', label: 'CSV', inline: false },
  mp4: { extensions: ['mp4'], type: 'video/mp4', label: 'MP4', inline: false },
} as const satisfies Record<string, FileKindInfo>;
export type FileKind = keyof typeof FILE_KINDS;

const IMAGES: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];
/** Plans, photos (the installation photos too), reports, signed forms: what a reviewer reads in the browser. */
const VIEWABLE: readonly FileKind[] = ['pdf', ...IMAGES];
/** The brand files and order forms: filled-in spreadsheets (their templates are .xlsx), or a PDF of them. */
const SPREADSHEETS: readonly FileKind[] = ['xlsx', 'csv', 'pdf'];
const OFFICE: readonly FileKind[] = [...VIEWABLE, 'xlsx', 'csv', 'docx', 'pptx'];

const FORM_SLOTS: readonly DocumentSlot[] = [
  'citeronFurniture',
  'citeronSeatAndLounge',
  'citeronExteriorSigns',
  'citeronGraphicsFile',
  'peugeotSignageEquipmentList',
  'opelShopingList',
  'spoticarExteriorsignsfile',
  'digitalAtRetailOrderForm',
  'multibrandShoppingList',
];

/** Where a file goes: a design slot, a CI DocumentName, a message attachment or a library document. */
export type UploadTarget = DocumentSlot | CiDocument | 'messageAttachment' | 'libraryDocument';

/** The kinds an upload slot accepts. */
export function uploadKindsOf(target: UploadTarget): readonly FileKind[] {
  if ((FORM_SLOTS as readonly string[]).includes(target)) return SPREADSHEETS;
  if (isSupplierDocument(target)) return [...VIEWABLE, 'xlsx'];
  if (target === 'messageAttachment') return OFFICE;
  if (target === 'libraryDocument') return [...OFFICE, 'mp4'];
  return VIEWABLE;
}

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The kind a name claims among `kinds` (by its extension), or none. */
export function kindOfName(fileName: string, kinds: readonly FileKind[]): FileKind | undefined {
  const extension = extensionOf(fileName);
  return kinds.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(extension));
}

/** The kind whose content type this is, or none. */
export function kindOfType(contentType: string): FileKind | undefined {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (Object.keys(FILE_KINDS) as FileKind[]).find((k) => FILE_KINDS[k].type === type);
}

/** The file chooser's `accept` of a slot: its extensions. */
export const acceptOf = (target: UploadTarget): string =>
  uploadKindsOf(target)
    .flatMap((k) => FILE_KINDS[k].extensions.map((e) => `.${e}`))
    .join(',');

/** The kinds' names for a message ("PDF, PNG, JPEG"). */
export const kindLabels = (kinds: readonly FileKind[]): string =>
  kinds.map((k) => FILE_KINDS[k].label).join(', ');
