import { FILE_KINDS, kindOfName, kindOfType, kindLabels, type FileKind } from '@portal/contract';
import { HttpError } from './errors';

/**
 * A file's type decided from its content (docs/files.md), over its first bytes (storage's `head`): the name's
 * extension picks the kind among the slot's allowed kinds, and the bytes must carry that kind's signature.
 * A declared content type is never trusted: a `.pdf` carrying HTML is refused, not stored as a PDF.
 */

const startsWith = (head: Buffer, signature: string, at = 0) =>
  head.subarray(at, at + signature.length).equals(Buffer.from(signature, 'latin1'));

const ZIP = '\x50\x4b\x03\x04';

const SIGNATURE: Record<FileKind, (head: Buffer) => boolean> = {
  pdf: (h) => startsWith(h, '%PDF-'),
  png: (h) => startsWith(h, '\x89PNG\r\n\x1a\n'),
  jpeg: (h) => startsWith(h, '\xff\xd8\xff'),
  gif: (h) => startsWith(h, 'GIF87a') || startsWith(h, 'GIF89a'),
  webp: (h) => startsWith(h, 'RIFF') && startsWith(h, 'WEBP', 8),
  // The Office Open XML formats are zip packages.
  xlsx: (h) => startsWith(h, ZIP),
  docx: (h) => startsWith(h, ZIP),
  pptx: (h) => startsWith(h, ZIP),
  mp4: (h) => startsWith(h, 'ftyp', 4),
  // Text: something, and no NUL byte (a binary file renamed .csv).
  csv: (h) => h.length > 0 && !h.includes(0),
};

/** Whether the first bytes are those of a `kind` file. */
export const contentIs = (kind: FileKind, head: Buffer): boolean => SIGNATURE[kind](head);

/**
 * The kind of an uploaded file among `allowed`: 415 'upload.typeNotAccepted' when its extension is not one of
 * them, 415 'upload.contentMismatch' when its bytes are not what the extension says.
 */
export function acceptedKind(fileName: string, head: Buffer, allowed: readonly FileKind[]): FileKind {
  const kind = kindOfName(fileName, allowed);
  if (!kind) throw new HttpError(415, 'upload.typeNotAccepted', { types: kindLabels(allowed) });
  if (!contentIs(kind, head))
    throw new HttpError(415, 'upload.contentMismatch', { type: FILE_KINDS[kind].label });
  return kind;
}

/**
 * How a stored file is served, decided again on each read from its bytes: the stored type when the content
 * agrees with it (rows stored before types were sniffed kept the client's word), else plain bytes. Shown in
 * the browser only when asked and the kind allows it (PDF and raster images).
 */
export function servedAs(
  storedType: string,
  head: Buffer,
  wantsInline: boolean,
): { contentType: string; disposition: 'inline' | 'attachment' } {
  const kind = kindOfType(storedType);
  if (!kind || !contentIs(kind, head))
    return { contentType: 'application/octet-stream', disposition: 'attachment' };
  const { type, inline } = FILE_KINDS[kind];
  return { contentType: type, disposition: wantsInline && inline ? 'inline' : 'attachment' };
}
