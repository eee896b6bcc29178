import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/**
 * The worksheets of an .xlsx, read through the zip's central directory (yauzl) from a temporary copy of the
 * file, each worksheet's rows streamed by ExcelJS's own parser.
 *
 * Why not ExcelJS's `stream.xlsx.WorkbookReader` over the upload: its one pass over the zip (unzipper) parks a
 * worksheet that comes before the shared strings in a temporary file, and when that file opens late the
 * archive's last entry is never delivered (ExcelJS issue #3064). A good file was then refused as unreadable:
 * about one in 500 reads on a loaded machine, every one when opening a file takes 5 ms
 * (`import-xlsx.test.ts`). With the central directory the parts are read in the order the format needs
 * them: relations, workbook, shared strings, then each worksheet in the workbook's order.
 *
 * ExcelJS's parsers of those parts are its WorkbookReader's own methods (exceljs is pinned to 4.4.0 in
 * package.json; the tests read every kind of cell through them). A worksheet's rows are streamed, never
 * held: only the shared strings are kept, as ExcelJS keeps them.
 */

/** One row of a sheet: its number in the file and its cells as texts. */
export interface SheetRow {
  row: number;
  cells: string[];
}
export type Sheet = AsyncIterable<SheetRow>;

/** A zip without worksheets (a .docx renamed, say): not a workbook. */
export class NotAWorkbook extends Error {}

const READER_OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/** The parts of ExcelJS's WorkbookReader this module drives (exceljs 4.4.0, lib/stream/xlsx/workbook-reader.js). */
interface WorkbookParts {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(
    rows: AsyncIterable<unknown>,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The worksheets of the .xlsx in `stream`, each as its rows. The temporary copy is gone once they are read. */
export async function* xlsxSheets(stream: Readable): AsyncGenerator<Sheet> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-xlsx-'));
  let zip: yauzl.ZipFile | undefined;
  try {
    const file = path.join(dir, `${randomUUID()}.xlsx`);
    await pipeline(stream, createWriteStream(file, { flags: 'wx' }));
    zip = await openZip(file);
    const entries = await entriesOf(zip);
    const open = (name: string) => {
      const entry = entries.get(name);
      return entry && zip ? readEntry(zip, entry) : undefined;
    };

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      // Never read: the parts are handed to it one by one below.
      undefined as unknown as Readable,
      READER_OPTIONS,
    ) as unknown as WorkbookParts;
    const rels = await open('xl/_rels/workbook.xml.rels');
    if (rels) await reader._parseRels(rels);
    const workbook = await open('xl/workbook.xml');
    if (workbook) await reader._parseWorkbook(workbook);
    reader.model ??= { sheets: [] };
    const strings = await open('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings)) void _;

    const sheets = sheetOrder(entries, reader);
    if (sheets.length === 0) throw new NotAWorkbook();
    for (const sheetNo of sheets) {
      const part = await open(`xl/worksheets/sheet${sheetNo}.xml`);
      if (!part) continue;
      for (const { eventType, value } of reader._parseWorksheet(part, sheetNo)) {
        if (eventType === 'worksheet') yield rowsOf(value);
      }
      // A sheet left half-read by the caller must not hold the zip open.
      part.destroy();
    }
  } finally {
    zip?.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The worksheet numbers in the workbook's order (its tabs), then any worksheet it does not list. */
function sheetOrder(entries: Map<string, yauzl.Entry>, reader: WorkbookParts): string[] {
  const inZip = [...entries.keys()]
    .map((name) => WORKSHEET.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  const targets = new Map((reader.workbookRels ?? []).map((rel) => [rel.Id, rel.Target]));
  const listed = (reader.model?.sheets ?? [])
    .map((sheet) => WORKSHEET.exec(`xl/${(targets.get(sheet.rId) ?? '').replace(/^\/?(xl\/)?/, '')}`)?.[1])
    .filter((n): n is string => n !== undefined && inZip.includes(n));
  return [...new Set([...listed, ...inZip])];
}

/** A worksheet's rows as texts (the reader's values start at index 1). */
async function* rowsOf(worksheet: ExcelJS.stream.xlsx.WorksheetReader): Sheet {
  for await (const row of worksheet) {
    const values = Array.isArray(row.values) ? row.values : [];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    yield { row: row.number, cells };
  }
}

/** The text of a cell as ExcelJS gives it (numbers, texts, rich texts, formulas, links, dates). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : ''))
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

/** Every entry of the zip by name, from its central directory. */
function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * An entry's content as text. Decoded here, across chunks: ExcelJS decodes each chunk it is given on its own,
 * so a letter whose bytes a chunk boundary splits (Ü, Ł, 東) came out as two replacement characters.
 */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream.setEncoding('utf8')))),
  );
}
