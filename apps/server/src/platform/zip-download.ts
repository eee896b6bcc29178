import path from 'node:path';
import type { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import { MissingObjectError, type Storage } from './storage';

export interface ZipEntry {
  /** The name shown in the zip: an uploaded file's original name (sanitised and made unique here). */
  name: string;
  storageKey: string;
}

/** Formats that are compressed already: stored as they are (deflating them costs CPU and saves nothing). */
const COMPRESSED = new Set(
  '7z avif bz2 docx dwfx gif gz heic jpeg jpg m4a mkv mov mp3 mp4 odp ods odt png pptx rar tgz webm webp xlsx xz zip zst'.split(
    ' ',
  ),
);

/**
 * Streams one zip of stored files (docs/external-parties.md "Download All Documents", docs/budgets.md: a zip of a project's documents
 * keeps the server's memory growth under 32 MB). The objects are read one at a time, each only when the
 * previous one is completely written and closed, through yazl (its output has backpressure): memory holds a
 * few stream buffers, never a whole file nor the whole zip.
 *
 * The first object is opened before anything is sent, so a storage that fails outright answers an error as
 * any route does. Once the zip has started, a storage failure can only cut the response short (the client
 * sees a broken download, never a zip silently missing a part); a client that goes away stops the reading.
 */
export async function sendZip(
  reply: FastifyReply,
  storage: Storage,
  options: { fileName: string; entries: readonly ZipEntry[] },
) {
  const { entries } = options;
  const names = new UniqueNames();
  let next = 0;
  let stopped = false;

  /** The next entry whose object exists, opened; undefined at the end. */
  async function openNext(): Promise<{ source: Readable; name: string } | undefined> {
    while (next < entries.length && !stopped) {
      const entry = entries[next++];
      if (!entry) break;
      try {
        const source = await storage.get(entry.storageKey);
        return { source, name: names.take(safeEntryName(entry.name)) };
      } catch (err) {
        if (!(err instanceof MissingObjectError)) throw err;
        // A file the page lists but storage no longer holds (a database row out of step with storage).
        // Skipped rather than failing: once the zip has started, the answer cannot become a 404 any more and a
        // cut response would cost the user every other document too. The warning is for the operator.
        reply.log.warn({ storageKey: entry.storageKey }, 'zip download: stored object missing, skipped');
      }
    }
    return undefined;
  }

  let opened = await openNext();

  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  let current: Readable | undefined;
  /** Ends the reading: the source being read is closed and no other is opened. */
  const stop = (err?: Error) => {
    if (stopped) return;
    stopped = true;
    current?.destroy();
    // With an error, the response is cut short (Fastify logs it and destroys the connection).
    if (err && !output.destroyed) output.destroy(err);
  };
  // Fastify destroys the payload when the response closes before its end: the client went away.
  output.once('close', () => {
    if (!output.readableEnded) stop();
  });
  zip.on('error', (err: Error) => stop(err));

  const pump = async () => {
    while (opened && !stopped) {
      const { source, name } = opened;
      current = source;
      const extension = path.extname(name).slice(1).toLowerCase();
      zip.addReadStream(source, name, { compress: !COMPRESSED.has(extension) });
      // Until the source has ended and closed (an error or a destroy rejects).
      await finished(source);
      current = undefined;
      opened = await openNext();
    }
    if (stopped) opened?.source.destroy();
    else zip.end();
  };
  pump().catch((err: Error) => stop(err));

  return reply
    .type('application/zip')
    .header('content-disposition', contentDisposition(options.fileName, { type: 'attachment' }))
    .header('cache-control', 'no-store')
    .send(output);
}

/** Longest entry name in UTF-8 bytes: 255 (most file systems) less room for a " (n)" suffix. */
const MAX_NAME_BYTES = 240;
/** Control characters and the invisible direction marks that can disguise an extension (`invoice‮fdp.exe`). */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Path separators and what Windows refuses in a name (`:` also makes a drive letter). */
const RESERVED = /[/\\:*?"<>|]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A zip entry name that extracts to one plain file in the target folder, whatever the uploaded name was: no
 * path separators, no `..`, no control characters, no leading or trailing dots or spaces, no Windows device
 * name, at most MAX_NAME_BYTES. Never empty.
 */
export function safeEntryName(name: string): string {
  let safe = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (WINDOWS_DEVICE.test(safe)) safe = `_${safe}`;
  const [base, extension] = splitExtension(safe);
  safe = truncateUtf8(base, MAX_NAME_BYTES - Buffer.byteLength(extension)).replace(/[\s.]+$/, '') + extension;
  return safe || 'file';
}

/** Names made unique as they are taken, ignoring case (Windows and macOS would overwrite): `plan (2).pdf`. */
class UniqueNames {
  private readonly taken = new Set<string>();

  take(name: string): string {
    const [base, extension] = splitExtension(name);
    let candidate = name;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

/** `plan.v2.pdf` → [`plan.v2`, `.pdf`]; a name without a dot (or only a leading one) has no extension. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 16 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    bytes += Buffer.byteLength(ch);
    if (bytes > maxBytes) break;
    out += ch;
  }
  return out;
}
