import type { ByteRange } from './storage';

/** What a GET asks of a stored file: all of it, one part of it, or a part it does not have (416). */
export type RangeAnswer = { kind: 'whole' } | ({ kind: 'part' } & ByteRange) | { kind: 'unsatisfiable' };

/** One range of bytes: `a-b`, `a-` or the suffix `-n`. A list of several never matches. */
const SINGLE_RANGE = /^bytes=([0-9]*)-([0-9]*)$/i;

/**
 * The answer to a GET's `Range` and `If-Range` (RFC 9110 §14.2, §13.1.5) for a file of `size` bytes whose
 * validators are `etag` (strong) and `lastModified` (as sent in `Last-Modified`).
 * RFC 9110 lets a server ignore `Range`: a malformed one, several ranges (a multipart answer nobody here
 * needs; pdf.js asks for one at a time), an empty file and an `If-Range` that does not match the current
 * validator all get the whole file, 200.
 */
export function requestedRange(
  range: string | undefined,
  ifRange: string | undefined,
  size: number,
  validators: { etag: string; lastModified?: string },
): RangeAnswer {
  if (range === undefined || size === 0) return { kind: 'whole' };
  if (ifRange !== undefined && !sameValidator(ifRange.trim(), validators)) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(range.trim());
  const [first, last] = [match?.[1] ?? '', match?.[2] ?? ''];
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'whole' }; // not a valid range-spec: ignored
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}

/**
 * An `If-Range` matches only the current strong ETag (a weak one never does), or exactly the `Last-Modified`
 * date sent: a stored file never changes under its key, so that date is a strong validator.
 */
function sameValidator(value: string, { etag, lastModified }: { etag: string; lastModified?: string }) {
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return lastModified !== undefined && value === lastModified;
}
