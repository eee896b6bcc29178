import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arcadLocations } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  HEADER,
  LYON,
  PARIS,
  XLSX,
  arcadFixtures,
  csvLine,
  streamOf,
  xlsxFile,
} from '../../../test/arcad-import';

// Files that are not a table, and a failure while writing: each imports nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(arcadLocations);
});

const { run, allLocations, locationCount } = arcadFixtures(() => ctx);

describe('ARCAD import: files that are not a table import nothing', () => {
  const pdf = Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  it.each([
    ['a PDF', pdf, 'locations.pdf', 'application/pdf'],
    ['a PDF named .csv', pdf, 'locations.csv', 'text/csv'],
    ['a PDF named .xlsx', pdf, 'locations.xlsx', XLSX],
    ['random bytes named .csv', randomBytes(100_000), 'locations.csv', 'text/csv'],
    ['random bytes named .xlsx', randomBytes(100_000), 'locations.xlsx', XLSX],
    [
      'an old .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'locations.xls',
      'application/vnd.ms-excel',
    ],
    ['an empty file', Buffer.alloc(0), 'locations.csv', 'text/csv'],
  ])('%s', async (_label, body, fileName, contentType) => {
    expect(await run(streamOf(body, 1000), fileName, contentType)).toEqual({
      imported: 0,
      refused: [],
      total: 0,
      error: 'arcad.file.notTable',
    });
    expect(await locationCount()).toBe(0);
  });

  it('a zip without worksheets named .xlsx', async () => {
    const empty = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    expect(await run(empty, 'a.xlsx', XLSX)).toEqual({
      imported: 0,
      refused: [],
      total: 0,
      error: 'arcad.file.notTable',
    });
  });

  it('a workbook whose sheets have no header row', async () => {
    const file = await xlsxFile([
      { name: 'A', rows: [['just', 'some', 'words'], PARIS, LYON] },
      { name: 'B', rows: [[1, 2, 3]] },
    ]);
    expect(await run(file, 'a.xlsx', XLSX)).toEqual({
      imported: 0,
      refused: [],
      total: 0,
      error: 'arcad.file.noHeader',
    });
    expect(await locationCount()).toBe(0);
  });

  it('a header below the first 20 rows is not looked for', async () => {
    const rows = [...Array.from({ length: 20 }, (_, i) => [`note ${i}`]), HEADER, PARIS];
    const result = await run(Buffer.from(rows.map((r) => csvLine(r)).join('\n')), 'a.csv');
    expect(result.error).toBe('arcad.file.noHeader');
    expect(await locationCount()).toBe(0);
  });

  it('a header that lacks columns', async () => {
    const rows = [
      ['Code', 'Site name', 'City', 'Country code', 'Latitude'],
      ['FR-1', 'x', 'Paris', 'FR', 48.8],
    ];
    expect(await run(Buffer.from(rows.map((r) => csvLine(r)).join('\n')), 'a.csv')).toEqual({
      imported: 0,
      refused: [],
      total: 0,
      error: 'arcad.file.missingColumns',
      missingColumns: ['arcad.column.street', 'arcad.column.zipCode', 'arcad.column.longitude'],
    });
  });

  it('a header and no rows', async () => {
    const result = await run(Buffer.from(csvLine(HEADER) + '\n\n'), 'a.csv');
    expect(result).toEqual({ imported: 0, refused: [], total: 0, error: 'arcad.file.noRows' });
  });

  it('a damaged .xlsx or a .csv that breaks half-way imports nothing, not even its good rows', async () => {
    const file = await xlsxFile([{ name: 'S', rows: [HEADER, PARIS, LYON] }]);
    const truncated = file.subarray(0, Math.floor(file.length * 0.7));
    expect((await run(truncated, 'a.xlsx', XLSX)).error).toBe('arcad.file.unreadable');

    const csv = [HEADER, PARIS, LYON].map((r) => csvLine(r)).join('\n') + '\nDE-1,"unclosed,x,y,z,DE,1,2\n';
    expect(await run(Buffer.from(csv), 'a.csv')).toEqual({
      imported: 0,
      refused: [],
      total: 0,
      error: 'arcad.file.unreadable',
    });
    expect(await locationCount()).toBe(0);
  });
});

describe('ARCAD import: one transaction', () => {
  it('a failure while writing leaves the table as it was', async () => {
    await run(Buffer.from([HEADER, PARIS].map((r) => csvLine(r)).join('\n')), 'a.csv');
    const db = ctx.database.db;
    await db.execute(
      sql.raw(`create function arcad_forced_failure() returns trigger language plpgsql as $$
        begin
          if new.code = 'FAIL-1' then raise exception 'forced failure'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger arcad_forced_failure before insert on arcad_locations
        for each row execute function arcad_forced_failure()`),
    );
    try {
      // 5,000 good rows, so that the failing row is in the third batch, after two were written.
      const lines = [csvLine(HEADER), csvLine(['FR-0001', 'Changed', 'x', '1', 'y', 'FR', 1, 1])];
      for (let i = 0; i < 5000; i++)
        lines.push(csvLine([`T-${i}`, 'Site', 'Street', '1000', 'City', 'BE', 50.8, 4.35]));
      lines.push(csvLine(['FAIL-1', 'Site', 'Street', '1000', 'City', 'BE', 50.8, 4.35]));
      await expect(run(Buffer.from(lines.join('\n')), 'big.csv')).rejects.toThrow();
      expect(await locationCount()).toBe(1);
      expect((await allLocations())[0]!.siteName).toBe('Garage Paris Nord');
    } finally {
      await db.execute(sql.raw('drop trigger arcad_forced_failure on arcad_locations'));
      await db.execute(sql.raw('drop function arcad_forced_failure()'));
    }
  });
});
