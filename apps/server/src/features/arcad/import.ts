import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse';
import { isKnownCountry } from '@portal/contract';
import type { MessageKey } from '@portal/contract/i18n';
import type { DbOrTx } from '../../db/client';
import { arcadLocations } from '../../db/schema';
import { NotAWorkbook, xlsxSheets, type Sheet } from './xlsx-sheets';

/**
 * The ARCAD location import (docs/external-parties.md): an ARCAD party's .xlsx or .csv of the group's reference locations.
 * The file is read as a stream (an .xlsx through its zip's central directory: xlsx-sheets.ts; a .csv by
 * csv-parse), its header row found, every row checked, and the good rows written in one transaction (insert
 * or update by code, in batches). A refused row is reported with its row number (as a spreadsheet shows it) and the pack keys of its reasons; a file
 * that is not a table imports nothing and says why.
 */

export type ArcadColumn =
  'code' | 'siteName' | 'street' | 'zipCode' | 'city' | 'countryCode' | 'latitude' | 'longitude';
export type ArcadRowReason = Extract<MessageKey, `arcad.row.${string}`>;
export type ArcadFileError = Extract<MessageKey, `arcad.file.${string}`>;
export type ArcadColumnKey = Extract<MessageKey, `arcad.column.${string}`>;

export interface ArcadRefusedRow {
  /** The row's number in the file (1 = the first row), as a spreadsheet numbers it. */
  row: number;
  reasons: ArcadRowReason[];
}

export interface ArcadImportResult {
  /** Rows written (new codes and updated ones). */
  imported: number;
  refused: ArcadRefusedRow[];
  /** Data rows read (empty rows not counted). */
  total: number;
  /** Why nothing was imported, when the file itself was refused. */
  error?: ArcadFileError;
  /** With `arcad.file.missingColumns`: the columns the header lacks. */
  missingColumns?: ArcadColumnKey[];
  /** With `arcad.file.tooManyRows`: the limit. */
  maxRows?: number;
}

export interface ArcadImportInput {
  /** The file's content: bytes, or a stream (from storage). */
  body: Buffer | Readable;
  fileName: string;
  contentType: string;
  /** The email of the party importing (kept on every row it writes). */
  importedBy: string;
}

/** At most this many data rows in one file (the 50,000 of issue 11 §5, with room). */
export const ARCAD_MAX_ROWS = 200_000;
/** Rows per insert: 9 parameters each, well under PostgreSQL's 65,535. */
const BATCH_ROWS = 2000;
/** The header must be among the first rows of a sheet. */
const HEADER_SCAN_ROWS = 20;
/** Bytes looked at to tell the kind of file and the CSV's encoding and delimiter. */
const HEAD_BYTES = 64 * 1024;
const MAX_CODE_LENGTH = 40;
const MAX_TEXT_LENGTH = 200;
const CODE_PATTERN = /^[A-Za-z0-9-]+$/;

export const ARCAD_COLUMNS: readonly ArcadColumn[] = [
  'code',
  'siteName',
  'street',
  'zipCode',
  'city',
  'countryCode',
  'latitude',
  'longitude',
];
export const ARCAD_COLUMN_KEYS: Record<ArcadColumn, ArcadColumnKey> = {
  code: 'arcad.column.code',
  siteName: 'arcad.column.siteName',
  street: 'arcad.column.street',
  zipCode: 'arcad.column.zipCode',
  city: 'arcad.column.city',
  countryCode: 'arcad.column.countryCode',
  latitude: 'arcad.column.latitude',
  longitude: 'arcad.column.longitude',
};

/** Header names a column is recognised by, compared without case, spaces, punctuation or accents. */
const HEADER_NAMES: Record<ArcadColumn, readonly string[]> = {
  code: ['arcad location code', 'arcad code', 'location code', 'arcad location', 'code'],
  siteName: ['site name', 'site', 'name', 'location name'],
  street: ['street', 'street address', 'address'],
  zipCode: ['zip', 'zip code', 'postal code', 'postcode', 'post code'],
  city: ['city', 'town'],
  countryCode: ['country code', 'country', 'iso country code'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
};
const normaliseHeader = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const COLUMN_BY_HEADER = new Map<string, ArcadColumn>(
  ARCAD_COLUMNS.flatMap((column) =>
    HEADER_NAMES[column].map((name) => [normaliseHeader(name), column] as const),
  ),
);

type Location = typeof arcadLocations.$inferInsert;

/** Thrown inside the reading to stop it with a file-level outcome. */
class FileRefusal extends Error {
  constructor(readonly result: Omit<ArcadImportResult, 'imported' | 'refused' | 'total'>) {
    super(result.error);
  }
}

export async function importArcadFile(db: DbOrTx, input: ArcadImportInput): Promise<ArcadImportResult> {
  const { head, stream } = await peek(input.body);
  let sheets: AsyncIterable<Sheet>;
  const kind = kindOf(input.fileName, input.contentType, head);
  if (kind === 'xlsx') sheets = xlsxSheets(stream);
  else if (kind === 'csv') sheets = csvSheets(stream, head);
  else {
    stream.destroy();
    return { imported: 0, refused: [], total: 0, error: 'arcad.file.notTable' };
  }

  let read: { locations: Location[]; refused: ArcadRefusedRow[]; total: number };
  try {
    read = await readLocations(sheets, input.importedBy);
  } catch (err) {
    if (err instanceof FileRefusal) return { imported: 0, refused: [], total: 0, ...err.result };
    if (err instanceof NotAWorkbook)
      return { imported: 0, refused: [], total: 0, error: 'arcad.file.notTable' };
    // A damaged zip, an unclosed quote, a broken sheet: nothing is imported.
    return { imported: 0, refused: [], total: 0, error: 'arcad.file.unreadable' };
  } finally {
    // The sheets after the one read, or the rest of a refused file, are not read.
    stream.destroy();
  }
  const { locations, refused, total } = read;
  if (total === 0) return { imported: 0, refused: [], total: 0, error: 'arcad.file.noRows' };

  if (locations.length > 0) await writeLocations(db, locations);
  return { imported: locations.length, refused, total };
}

/** Inserts or updates (by code) every location in one transaction, a batch at a time. */
async function writeLocations(db: DbOrTx, locations: Location[]): Promise<void> {
  const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);
  await db.transaction(async (tx) => {
    for (let i = 0; i < locations.length; i += BATCH_ROWS) {
      await tx
        .insert(arcadLocations)
        .values(locations.slice(i, i + BATCH_ROWS))
        .onConflictDoUpdate({
          target: arcadLocations.code,
          set: {
            siteName: excluded(arcadLocations.siteName),
            street: excluded(arcadLocations.street),
            zipCode: excluded(arcadLocations.zipCode),
            city: excluded(arcadLocations.city),
            countryCode: excluded(arcadLocations.countryCode),
            latitude: excluded(arcadLocations.latitude),
            longitude: excluded(arcadLocations.longitude),
            importedAt: excluded(arcadLocations.importedAt),
            importedByEmail: excluded(arcadLocations.importedByEmail),
          },
        });
    }
  });
}

/**
 * Reads the sheets in turn until one has a header row among its first rows, then checks each of its rows.
 * The sheets after it are not read.
 */
async function readLocations(sheets: AsyncIterable<Sheet>, importedBy: string) {
  const locations: Location[] = [];
  const refused: ArcadRefusedRow[] = [];
  const codes = new Set<string>();
  let total = 0;
  /** The header-like row lacking the fewest columns, for the report when no sheet has a full header. */
  let closest: ArcadColumn[] | undefined;
  const importedAt = new Date();

  for await (const sheet of sheets) {
    let header: Map<ArcadColumn, number> | undefined;
    let scanned = 0;
    for await (const { row, cells } of sheet) {
      if (cells.every((cell) => cell === '')) continue;
      if (!header) {
        // The rest of a sheet without a header is drained (a streamed workbook reads its entries in order).
        if (scanned++ >= HEADER_SCAN_ROWS) continue;
        const found = headerOf(cells);
        const missing = ARCAD_COLUMNS.filter((column) => !found.has(column));
        if (missing.length === 0) header = found;
        else if (found.size >= 3 && (!closest || missing.length < closest.length)) closest = missing;
        continue;
      }
      if (++total > ARCAD_MAX_ROWS)
        throw new FileRefusal({ error: 'arcad.file.tooManyRows', maxRows: ARCAD_MAX_ROWS });
      const checked = checkRow(cells, header, codes);
      if ('reasons' in checked) refused.push({ row, reasons: checked.reasons });
      else {
        codes.add(checked.code);
        locations.push({ ...checked, importedAt, importedByEmail: importedBy });
      }
    }
    if (header) return { locations, refused, total };
  }
  if (closest)
    throw new FileRefusal({
      error: 'arcad.file.missingColumns',
      missingColumns: closest.map((column) => ARCAD_COLUMN_KEYS[column]),
    });
  throw new FileRefusal({ error: 'arcad.file.noHeader' });
}

/** The columns a row names, with their positions (the first of two cells naming the same column wins). */
function headerOf(cells: string[]): Map<ArcadColumn, number> {
  const found = new Map<ArcadColumn, number>();
  cells.forEach((cell, index) => {
    const column = COLUMN_BY_HEADER.get(normaliseHeader(cell));
    if (column && !found.has(column)) found.set(column, index);
  });
  return found;
}

type CheckedRow = Omit<Location, 'id' | 'importedAt' | 'importedByEmail'> & { code: string };

/** A row's location, or the reasons it is refused. The zip is optional: every other field is required. */
function checkRow(
  cells: string[],
  header: Map<ArcadColumn, number>,
  seenCodes: Set<string>,
): CheckedRow | { reasons: ArcadRowReason[] } {
  const value = (column: ArcadColumn) => cells[header.get(column)!]?.trim() ?? '';
  const reasons: ArcadRowReason[] = [];

  const code = value('code').toUpperCase();
  if (!code) reasons.push('arcad.row.codeMissing');
  else if (code.length > MAX_CODE_LENGTH || !CODE_PATTERN.test(code)) reasons.push('arcad.row.codeInvalid');
  else if (seenCodes.has(code)) reasons.push('arcad.row.codeDuplicate');

  const siteName = value('siteName');
  const street = value('street');
  const zipCode = value('zipCode');
  const city = value('city');
  if (!siteName) reasons.push('arcad.row.siteNameMissing');
  if (!street) reasons.push('arcad.row.streetMissing');
  if (!city) reasons.push('arcad.row.cityMissing');
  if ([siteName, street, zipCode, city].some((text) => text.length > MAX_TEXT_LENGTH))
    reasons.push('arcad.row.textTooLong');

  const countryCode = value('countryCode').toUpperCase();
  if (!countryCode) reasons.push('arcad.row.countryMissing');
  else if (!isKnownCountry(countryCode)) reasons.push('arcad.row.countryUnknown');

  const latitude = coordinate(value('latitude'), 90);
  if (typeof latitude !== 'number') reasons.push(LATITUDE_REASONS[latitude]);
  const longitude = coordinate(value('longitude'), 180);
  if (typeof longitude !== 'number') reasons.push(LONGITUDE_REASONS[longitude]);

  if (reasons.length > 0 || typeof latitude !== 'number' || typeof longitude !== 'number') return { reasons };
  return { code, siteName, street, zipCode, city, countryCode, latitude, longitude };
}

type CoordinateProblem = 'missing' | 'notNumber' | 'outOfRange';
const LATITUDE_REASONS: Record<CoordinateProblem, ArcadRowReason> = {
  missing: 'arcad.row.latitudeMissing',
  notNumber: 'arcad.row.latitudeNotNumber',
  outOfRange: 'arcad.row.latitudeOutOfRange',
};
const LONGITUDE_REASONS: Record<CoordinateProblem, ArcadRowReason> = {
  missing: 'arcad.row.longitudeMissing',
  notNumber: 'arcad.row.longitudeNotNumber',
  outOfRange: 'arcad.row.longitudeOutOfRange',
};

/** A decimal number within ±limit (a decimal comma is accepted), or what is wrong with the text. */
function coordinate(text: string, limit: number): number | CoordinateProblem {
  if (!text) return 'missing';
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return 'notNumber';
  const number = Number(text.replace(',', '.'));
  if (!Number.isFinite(number)) return 'notNumber';
  return Math.abs(number) <= limit ? number : 'outOfRange';
}

// ---------------------------------------------------------------------------------------------------------
// Reading the file

/** The file's first bytes, and a stream of the whole file (those bytes included). */
async function peek(body: Buffer | Readable): Promise<{ head: Buffer; stream: Readable }> {
  if (Buffer.isBuffer(body))
    return { head: body.subarray(0, HEAD_BYTES), stream: Readable.from([body], { objectMode: false }) };
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
  }
  const start = Buffer.concat(chunks);
  async function* all() {
    yield start;
    while (!done) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    }
  }
  const stream = Readable.from(all(), { objectMode: false });
  stream.once('close', () => body.destroy());
  return { head: start.subarray(0, HEAD_BYTES), stream };
}

const XLSX_TYPES = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel']);

/**
 * .xlsx or .csv by the name (or, without an extension, by the declared type), confirmed by the content: an
 * .xlsx is a zip; a .csv is text (no NUL byte, not a zip or a PDF). Anything else (.xls, .pdf, …) is not a
 * table this import reads.
 */
function kindOf(fileName: string, contentType: string, head: Buffer): 'xlsx' | 'csv' | undefined {
  const extension = path.extname(fileName).toLowerCase();
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const isZip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const wantsXlsx = extension === '.xlsx' || (!extension && XLSX_TYPES.has(type));
  const wantsCsv = extension === '.csv' || (!extension && CSV_TYPES.has(type));
  if (wantsXlsx) return isZip ? 'xlsx' : undefined;
  if (wantsCsv) {
    if (head.length === 0 || isZip || head.includes(0) || head.subarray(0, 5).toString('latin1') === '%PDF-')
      return undefined;
    return 'csv';
  }
  return undefined;
}

/**
 * The one sheet of a CSV: UTF-8 (with or without a byte-order mark), or Windows Latin-1 when the first bytes
 * are not UTF-8; the delimiter (comma, semicolon or tab) is the most frequent one on the first line.
 */
async function* csvSheets(stream: Readable, head: Buffer): AsyncGenerator<Sheet> {
  let encoding: BufferEncoding = 'utf8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    encoding = 'latin1';
  }
  const firstLine = head.toString(encoding).split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t']
    .map((d) => ({ d, count: firstLine.split(d).length - 1 }))
    .reduce((best, next) => (next.count > best.count ? next : best)).d;
  const parser = stream.pipe(
    parseCsv({
      bom: true,
      delimiter,
      encoding,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
    }),
  );
  stream.once('error', (err) => parser.destroy(err));
  yield (async function* () {
    let row = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, cells: record.map((cell) => cell.trim()) };
    }
  })();
}
