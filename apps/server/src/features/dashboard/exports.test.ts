import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { BRANDS, PROCESS_CSV_NAMES, ROLES, statusesOfCsvName } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { brandExtractHeaders, projectBasedExtract, projectExtractHeaders } from './extracts';
import { processCsvHeaders as csvHeaders, processStatusCsv } from './process-csv';

/**
 * The dashboard's exports (spec 002 §7; issue 12): the CSV of each process status and the two .xlsx
 * extracts, read back with a CSV parser and exceljs's reader (never string-matched); scope and filters.
 */

let ctx: TestContext;
const tokens = {} as Record<'vc' | 'rnd', string>;
const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;
let vcId = 0;

interface Made {
  code: string;
  status: number;
  country: string;
  enabled: boolean;
  brands: string[];
}
const made: Made[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'orig.dash@example.test' });
  const specs: Omit<Made, 'code'>[] = [];
  for (let s = 0; s < 12; s++) specs.push({ status: s, country: 'FR', enabled: true, brands: ['Peugeot'] });
  specs.push(
    { status: 3, country: 'DE', enabled: true, brands: ['Citroen', 'Opel'] },
    { status: 1, country: 'DE', enabled: true, brands: ['Opel'] },
    { status: 5, country: 'DE', enabled: false, brands: ['Opel'] },
  );
  let i = 0;
  for (const spec of specs) {
    i++;
    const p = await makeProject(ctx, {
      siteValues: {
        countryCode: spec.country,
        region: spec.country === 'FR' ? 'DR Rennes' : '',
        siteName: i === 1 ? '=HYPERLINK("x")' : `SITE ${i}`,
        street: `${i} RUE`,
        zipCode: '35000',
      },
      originatorId: originator.id,
      brandIds: spec.brands.map(brand),
      set: {
        statusId: spec.status,
        isEnabled: spec.enabled,
        // 23:30 UTC: the next day in Paris.
        createdAt: new Date(Date.UTC(2026, 0, i, 23, 30)),
        plannedOpeningDate: i === 2 ? '2027-06-15' : null,
      },
    });
    made.push({ ...spec, code: p.uniqueCode });
  }
  const vc = await createUser(ctx, { role: ROLES.VC });
  vcId = vc.id;
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['DE'], brandIds: [brand('Opel')] });
  tokens.vc = await signIn(ctx, vc.email);
  tokens.rnd = await signIn(ctx, rnd.email);
});
afterAll(() => ctx.close());

const csvOf = async (token: string, body: object, lang = 'en') => {
  const res = await post(ctx, '/home/GetProcessStatusCSV', body, token, { 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return { res, rows: parse(res.rawPayload, { bom: true }) as string[][] };
};

async function workbookOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('POST home/GetProcessStatusCSV', () => {
  it('is a streamed CSV download named after the status', async () => {
    const { res, rows } = await csvOf(tokens.vc, { Name: 'DesignValidated' });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('DesignValidated.csv');
    expect(rows[0]).toEqual(csvHeaders('en'));
  });

  for (const name of PROCESS_CSV_NAMES)
    it(`${name}: exactly the enabled projects of its statuses`, async () => {
      const { rows } = await csvOf(tokens.vc, { Name: name });
      const statuses = statusesOfCsvName(name);
      const expected = made
        .filter((m) => m.enabled && (!statuses || statuses.includes(m.status)))
        .map((m) => m.code)
        .sort();
      const codeCol = csvHeaders('en').indexOf(packs.en['projectList.col.projectUniqueId']!);
      expect(
        rows
          .slice(1)
          .map((r) => r[codeCol])
          .sort(),
      ).toEqual(expected);
    });

  it('honours the filters and the archived rule', async () => {
    const { rows } = await csvOf(tokens.vc, {
      Name: 'DesignRefused',
      arCountries: ['DE'],
      IncludeArchivedProject: true,
    });
    expect(rows).toHaveLength(2);
    const none = await csvOf(tokens.vc, { Name: 'DesignRefused', arCountries: ['DE'] });
    expect(none.rows).toHaveLength(1);
  });

  it('RND exports only its scope', async () => {
    const { rows } = await csvOf(tokens.rnd, {
      Name: 'TotalProjectRegistered',
      IncludeArchivedProject: true,
    });
    const codeCol = csvHeaders('en').indexOf(packs.en['projectList.col.projectUniqueId']!);
    expect(
      rows
        .slice(1)
        .map((r) => r[codeCol])
        .sort(),
    ).toEqual(
      made
        .filter((m) => m.country === 'DE')
        .map((m) => m.code)
        .sort(),
    );
  });

  it('reads in keyset batches, newest first, without skipping or repeating a row', async () => {
    const stream = await processStatusCsv(
      ctx.database.db,
      { userId: vcId, role: ROLES.VC },
      {
        Name: 'TotalProjectRegistered',
        arCountries: [],
        arBrands: [],
        arReagion: [],
        IncludeArchivedProject: true,
        FromDate: '',
        ToDate: '',
      },
      'en',
      4,
    );
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
    const rows = parse(Buffer.concat(chunks), { bom: true }) as string[][];
    const codeCol = csvHeaders('en').indexOf(packs.en['projectList.col.projectUniqueId']!);
    expect(rows.slice(1).map((r) => r[codeCol])).toEqual(made.map((m) => m.code).reverse());
  });

  it("titles and statuses in the reader's language, dates in its time zone, formulas defused", async () => {
    const { rows } = await csvOf(tokens.vc, { Name: 'SiteRegistration', TimeZone: 'Europe/Paris' }, 'fr');
    expect(rows[0]).toEqual(csvHeaders('fr'));
    const headers = csvHeaders('fr');
    const row = rows[1]!;
    expect(row[headers.indexOf(packs.fr['projectList.col.status']!)]).toBe(packs.fr['status.0']);
    expect(packs.fr['status.0']).toBeTruthy();
    expect(row[headers.indexOf(packs.fr['projectList.col.createdOn']!)]).toBe('02/01/2026');
    expect(row[headers.indexOf(packs.fr['projectList.col.siteName']!)]).toBe(`'=HYPERLINK("x")`);
  });
});

describe('POST home/GetProjectBasedExtractCSV (.xlsx)', () => {
  it('one row per filtered project, opened with exceljs', async () => {
    const res = await post(ctx, '/home/GetProjectBasedExtractCSV', { TimeZone: 'Europe/Paris' }, tokens.vc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('project-based-extract.xlsx');
    const { sheet, rows } = await workbookOf(res.rawPayload);
    expect(sheet.name).toBe(packs.en['dashboard.xlsx.sheetProjects']);
    expect(rows[0]).toEqual(projectExtractHeaders('en'));
    const headers = projectExtractHeaders('en');
    const col = (key: string) => headers.indexOf(packs.en[`dashboard.xlsx.col.${key}`]!);
    const body = rows.slice(1);
    expect(body.map((r) => r[col('projectUniqueId')])).toEqual(
      made.filter((m) => m.enabled).map((m) => m.code),
    );
    // Dates are date cells of the reader's day; a plain date stays as written.
    const first = body[0]!;
    expect(first[col('createdOn')]).toEqual(new Date(Date.UTC(2026, 0, 2)));
    expect(body[1]![col('plannedOpeningDate')]).toEqual(new Date(Date.UTC(2027, 5, 15)));
    expect(first[col('siteName')]).toBe(`'=HYPERLINK("x")`);
    expect(first[col('country')]).toBe('France');
    expect(first[col('region')]).toBe('DR Rennes');
    expect(first[col('architectEmail')]).toBe('orig.dash@example.test');
    expect(sheet.getColumn(col('createdOn') + 1).numFmt).toBe('dd/mm/yyyy');
    // Each cell's own style, which Excel shows (the writer shares one style object per column): the dates in
    // DD/MM/YYYY, text and yes / no cells plain, the header bold.
    const cellOf = (row: number, key: string) => sheet.getRow(row).getCell(col(key) + 1);
    for (const row of [2, 3]) {
      expect(cellOf(row, 'createdOn').numFmt).toBe('dd/mm/yyyy');
      expect(cellOf(row, 'statusDate').numFmt).toBe('dd/mm/yyyy');
      expect(cellOf(row, 'siteName').numFmt).toBeUndefined();
      expect(cellOf(row, 'enabled').numFmt).toBeUndefined();
    }
    expect(cellOf(1, 'siteName').font?.bold).toBe(true);
    expect(cellOf(2, 'siteName').font?.bold).toBeFalsy();
  });

  it('filters, archived and RND scope', async () => {
    const res = await post(
      ctx,
      '/home/GetProjectBasedExtractCSV',
      { IncludeArchivedProject: true },
      tokens.rnd,
    );
    const { rows } = await workbookOf(res.rawPayload);
    expect(rows).toHaveLength(1 + made.filter((m) => m.country === 'DE').length);
    const fr = await post(ctx, '/home/GetProjectBasedExtractCSV', { arCountries: ['FR'] }, tokens.rnd);
    expect((await workbookOf(fr.rawPayload)).rows).toHaveLength(1);
  });

  it('reads in keyset batches without skipping or repeating a row', async () => {
    const stream = await projectBasedExtract(
      ctx.database.db,
      { userId: vcId, role: ROLES.VC },
      {
        arCountries: [],
        arBrands: [],
        arReagion: [],
        IncludeArchivedProject: true,
        FromDate: '',
        ToDate: '',
      },
      'de',
      4,
    );
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const { rows } = await workbookOf(Buffer.concat(chunks));
    expect(rows[0]).toEqual(projectExtractHeaders('de'));
    expect(rows.slice(1).map((r) => r[0])).toEqual(made.map((m) => m.code));
  });
});

describe('POST home/GetProcessStatusExtractCSV (brand-based .xlsx)', () => {
  it('one row per project and brand', async () => {
    const res = await post(ctx, '/home/GetProcessStatusExtractCSV', {}, tokens.vc, {
      'accept-language': 'it',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('brand-based-extract.xlsx');
    const { sheet, rows } = await workbookOf(res.rawPayload);
    expect(sheet.name).toBe(packs.it['dashboard.xlsx.sheetBrands']);
    expect(rows[0]).toEqual(brandExtractHeaders('it'));
    const pairs = rows.slice(1).map((r) => `${r[0] as string}|${r[1] as string}`);
    const expected = made.filter((m) => m.enabled).flatMap((m) => m.brands.map((b) => `${m.code}|${b}`));
    expect(pairs).toEqual(expected);
    // Contract type and sales volume of the project's brand.
    expect(rows[1]![2]).toBe(packs.it['contractType.1']);
    expect(packs.it['contractType.1']).toBeTruthy();
    expect(rows[1]![3]).toBe(10);
  });

  it('a brand filter keeps only that brand rows; RND only its scope', async () => {
    const res = await post(ctx, '/home/GetProcessStatusExtractCSV', { arBrands: ['Opel'] }, tokens.vc);
    const { rows } = await workbookOf(res.rawPayload);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Opel', 'Opel']);
    const rnd = await post(
      ctx,
      '/home/GetProcessStatusExtractCSV',
      { IncludeArchivedProject: true },
      tokens.rnd,
    );
    const rndRows = (await workbookOf(rnd.rawPayload)).rows.slice(1);
    // DE projects with all their brands (Citroen too: the project is in scope through Opel).
    expect(rndRows).toHaveLength(4);
  });
});
