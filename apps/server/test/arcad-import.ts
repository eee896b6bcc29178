import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { asc, count } from 'drizzle-orm';
import { theRow } from '../src/db/client';
import { arcadLocations } from '../src/db/schema';
import { importArcadFile } from '../src/features/arcad/import';
import type { TestContext } from './helpers';

/** Files and helpers shared by the ARCAD import tests (src/features/arcad/import-*.test.ts). */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const HEADER = [
  'ARCAD Location Code',
  'Site Name',
  'Street',
  'Zip',
  'City',
  'Country Code',
  'Latitude',
  'Longitude',
];
export const PARIS = [
  'FR-0001',
  'Garage Paris Nord',
  '12 rue de la Chapelle',
  '75018',
  'Paris',
  'FR',
  48.8897,
  2.3601,
];
export const LYON = [
  'FR-0002',
  'Lyon Confluence',
  '5 cours Charlemagne',
  '69002',
  'Lyon',
  'FR',
  45.7406,
  4.8188,
];
export const MUNICH = [
  'DE-0100',
  'Autohaus München',
  'Leopoldstraße 1',
  '80802',
  'München',
  'DE',
  48.1567,
  11.5843,
];

export async function xlsxFile(sheets: { name: string; rows: unknown[][] }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const { name, rows } of sheets) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const csvLine = (cells: unknown[], delimiter = ',') =>
  cells
    .map((cell) => {
      const text = String(cell ?? '');
      return /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(delimiter);

/** A stream in small pieces, as storage hands a file over. */
export const streamOf = (bytes: Buffer, piece = 7) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, i + piece);
    })(),
  );

/** The helpers that read and write the test file's database (read when called: it is set in beforeAll). */
export function arcadFixtures(current: () => TestContext) {
  const run = (body: Buffer | Readable, fileName: string, contentType = '') =>
    importArcadFile(current().database.db, { body, fileName, contentType, importedBy: 'arcad@group.test' });

  const allLocations = () =>
    current().database.db.select().from(arcadLocations).orderBy(asc(arcadLocations.code));
  const locationCount = async () =>
    theRow(await current().database.db.select({ n: count() }).from(arcadLocations), 'the count').n;

  return { run, allLocations, locationCount };
}
