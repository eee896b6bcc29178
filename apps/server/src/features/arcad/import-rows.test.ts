import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arcadLocations } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  HEADER,
  LYON,
  MUNICH,
  PARIS,
  XLSX,
  arcadFixtures,
  csvLine,
  streamOf,
  xlsxFile,
} from '../../../test/arcad-import';
import { importArcadFile } from './import';

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

describe('ARCAD import: good files', () => {
  it('imports an .xlsx whose header is below a title row, from a stream', async () => {
    const file = await xlsxFile([
      {
        name: 'Locations',
        rows: [['ARCAD reference locations — export of 2026-10-01'], [], HEADER, PARIS, LYON, [], MUNICH],
      },
    ]);
    const result = await run(streamOf(file, 4096), 'locations.xlsx', XLSX);
    expect(result).toEqual({ imported: 3, refused: [], total: 3 });

    const rows = await allLocations();
    expect(rows.map((r) => r.code)).toEqual(['DE-0100', 'FR-0001', 'FR-0002']);
    expect(rows[0]).toMatchObject({
      siteName: 'Autohaus München',
      street: 'Leopoldstraße 1',
      zipCode: '80802',
      city: 'München',
      countryCode: 'DE',
      latitude: 48.1567,
      longitude: 11.5843,
      importedByEmail: 'arcad@group.test',
    });
    expect(rows[0]!.importedAt).toBeInstanceOf(Date);
  });

  it('reads rich text, formula results and numeric codes in an .xlsx, and skips sheets without a header', async () => {
    const book = new ExcelJS.Workbook();
    book
      .addWorksheet('Read me')
      .addRows([['This workbook lists the ARCAD locations.'], ['See the next sheet.']]);
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['code', 'SITE NAME', 'street', 'zip code', 'city', 'country', 'lat', 'lng']);
    sheet.addRow([
      12345,
      { richText: [{ text: 'Garage ' }, { text: 'Rome', font: { bold: true } }] },
      'Via Appia 1',
      '00179',
      'Roma',
      'it',
      { formula: '41.85+0', result: 41.85 },
      12.55,
    ]);
    const result = await run(Buffer.from(await book.xlsx.writeBuffer()), 'Arcad.XLSX', XLSX);
    expect(result).toEqual({ imported: 1, refused: [], total: 1 });
    expect(await allLocations()).toMatchObject([
      { code: '12345', siteName: 'Garage Rome', zipCode: '00179', countryCode: 'IT', latitude: 41.85 },
    ]);
  });

  it('imports a comma .csv and a semicolon .csv with a byte-order mark and decimal commas', async () => {
    const comma = [
      HEADER,
      PARIS,
      [
        'FR-0003',
        'Lille, Grand Place',
        '1 place du Général de Gaulle',
        '59000',
        'Lille',
        'fr',
        50.6372,
        3.0633,
      ],
    ]
      .map((r) => csvLine(r))
      .join('\r\n');
    expect(await run(Buffer.from(comma), 'arcad.csv', 'text/csv')).toEqual({
      imported: 2,
      refused: [],
      total: 2,
    });

    const semicolon =
      '\uFEFF' +
      [
        [
          'arcad_location_code',
          'Site name',
          'Street',
          'ZIP',
          'City',
          'Country code',
          'Latitude',
          'Longitude',
        ],
        ['ES-0001', 'Madrid "Centro"', 'Gran Vía 1', '28013', 'Madrid', 'ES', '40,4200', '-3,7025'],
        ['', '', '', '', '', '', '', ''],
        ['ES-0002', 'Barcelona', 'Passeig de Gràcia 2', '08007', 'Barcelona', 'ES', '41,3917', '2,1649'],
      ]
        .map((r) => csvLine(r, ';'))
        .join('\n') +
      '\n';
    const result = await run(
      streamOf(Buffer.from(semicolon)),
      'arcad semicolon.csv',
      'application/vnd.ms-excel',
    );
    expect(result).toEqual({ imported: 2, refused: [], total: 2 });
    const madrid = (await allLocations()).find((r) => r.code === 'ES-0001');
    expect(madrid).toMatchObject({ siteName: 'Madrid "Centro"', latitude: 40.42, longitude: -3.7025 });
    expect(await locationCount()).toBe(4);
  });

  it('reads a Windows Latin-1 .csv', async () => {
    const text = [
      HEADER,
      ['CH-0001', 'Genève Auto', 'Rue du Rhône 3', '1204', 'Genève', 'CH', 46.2044, 6.1432],
    ]
      .map((r) => csvLine(r))
      .join('\r\n');
    const result = await run(Buffer.from(text, 'latin1'), 'geneve.csv', 'text/csv');
    expect(result).toEqual({ imported: 1, refused: [], total: 1 });
    expect((await allLocations())[0]).toMatchObject({ siteName: 'Genève Auto', street: 'Rue du Rhône 3' });
  });
});

describe('ARCAD import: refused rows', () => {
  it('reports each bad row with its reasons and imports only the good ones', async () => {
    const rows = [
      HEADER, // row 1
      PARIS, // 2: good
      ['', 'No code', '1 rue', '75001', 'Paris', 'FR', 48.86, 2.34], // 3
      ['AB 12', 'Bad code', '1 rue', '75001', 'Paris', 'FR', 48.86, 2.34], // 4
      ['GB-0001', 'London', '1 Strand', 'WC2N', 'London', 'XX', 95, 'abc'], // 5
      ['FR-0001', 'Paris again', '1 rue', '75001', 'Paris', 'FR', 48.86, 2.34], // 6: same code as row 2
      ['NL-0001', '', '', '1012', '', 'NL', '', ''], // 7
      ['PL-0001', 'Warszawa', 'Marszałkowska 1', '00-001', 'Warszawa', 'PL', '-90.5', '180.1'], // 8
      ['X'.repeat(41), 'x'.repeat(201), 'street', '1', 'city', '', '1e3', '2'], // 9
      LYON, // 10: good
      ['PT-0001', 'Lisboa', 'Avenida da Liberdade 1', '', 'Lisboa', 'PT', 38.72, -9.14], // 11: good, no zip
    ];
    const result = await run(Buffer.from(rows.map((r) => csvLine(r)).join('\n')), 'arcad.csv', 'text/csv');
    expect(result.imported).toBe(3);
    expect(result.total).toBe(10);
    expect(result.error).toBeUndefined();
    expect(result.refused).toEqual([
      { row: 3, reasons: ['arcad.row.codeMissing'] },
      { row: 4, reasons: ['arcad.row.codeInvalid'] },
      {
        row: 5,
        reasons: ['arcad.row.countryUnknown', 'arcad.row.latitudeOutOfRange', 'arcad.row.longitudeNotNumber'],
      },
      { row: 6, reasons: ['arcad.row.codeDuplicate'] },
      {
        row: 7,
        reasons: [
          'arcad.row.siteNameMissing',
          'arcad.row.streetMissing',
          'arcad.row.cityMissing',
          'arcad.row.latitudeMissing',
          'arcad.row.longitudeMissing',
        ],
      },
      { row: 8, reasons: ['arcad.row.latitudeOutOfRange', 'arcad.row.longitudeOutOfRange'] },
      {
        row: 9,
        reasons: [
          'arcad.row.codeInvalid',
          'arcad.row.textTooLong',
          'arcad.row.countryMissing',
          'arcad.row.latitudeNotNumber',
        ],
      },
    ]);
    const stored = await allLocations();
    expect(stored.map((r) => r.code)).toEqual(['FR-0001', 'FR-0002', 'PT-0001']);
    expect(stored[0]!.siteName).toBe('Garage Paris Nord');
    expect(stored[2]!.zipCode).toBe('');
  });

  it('numbers refused .xlsx rows as the sheet does', async () => {
    const file = await xlsxFile([
      { name: 'S', rows: [['Title'], HEADER, PARIS, ['FR-9', 'x', 'y', '1', 'z', 'FR', 'north', 2]] },
    ]);
    const result = await run(file, 'a.xlsx', XLSX);
    expect(result).toEqual({
      imported: 1,
      total: 2,
      refused: [{ row: 4, reasons: ['arcad.row.latitudeNotNumber'] }],
    });
  });

  it('updates a location by its code on a new import', async () => {
    const first = [HEADER, PARIS, LYON].map((r) => csvLine(r)).join('\n');
    expect((await run(Buffer.from(first), 'a.csv')).imported).toBe(2);
    const [before] = await ctx.database.db
      .select()
      .from(arcadLocations)
      .where(eq(arcadLocations.code, 'FR-0001'));

    const moved = [
      'fr-0001',
      'Garage Paris Nord (moved)',
      '3 rue Ordener',
      '75018',
      'Paris',
      'FR',
      48.8911,
      2.3533,
    ];
    const second = await importArcadFile(ctx.database.db, {
      body: await xlsxFile([{ name: 'S', rows: [HEADER, moved, MUNICH] }]),
      fileName: 'b.xlsx',
      contentType: XLSX,
      importedBy: 'other@group.test',
    });
    expect(second).toEqual({ imported: 2, refused: [], total: 2 });
    expect(await locationCount()).toBe(3);
    const [after] = await ctx.database.db
      .select()
      .from(arcadLocations)
      .where(eq(arcadLocations.code, 'FR-0001'));
    expect(after).toMatchObject({
      id: before!.id,
      siteName: 'Garage Paris Nord (moved)',
      street: '3 rue Ordener',
      latitude: 48.8911,
      longitude: 2.3533,
      importedByEmail: 'other@group.test',
    });
    expect(after!.importedAt.getTime()).toBeGreaterThanOrEqual(before!.importedAt.getTime());
    const [lyon] = await ctx.database.db
      .select()
      .from(arcadLocations)
      .where(eq(arcadLocations.code, 'FR-0002'));
    expect(lyon!.importedByEmail).toBe('arcad@group.test');
  });
});
