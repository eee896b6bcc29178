import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, PROJECT_SORT_FIELDS, ROLES, type ProjectRow } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject, makeSite } from '../../../test/project-fixtures';
import { listCondition } from './query';
import { exportRows } from '../projects/list-rows';
import { CSV_HEADERS, csvHeaders } from './export-csv';

let ctx: TestContext;
let vcToken: string;
let rndToken: string;
let annaToken: string;
let vc: { id: number; role: typeof ROLES.VC };
let anna: { id: number; email: string };

const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;
const noFilters = { arCountries: [], arBrands: [], arProjectStatus: [], Search: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  const vcUser = await createUser(ctx, { role: ROLES.VC });
  vc = { id: vcUser.id, role: ROLES.VC };
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['DE'], brandIds: [brand('Opel')] });
  anna = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'anna.export@example.test' });
  const bert = await createUser(ctx, { role: ROLES.ORIGINATOR });

  // Many equal sort values, nulls and a shared site: the keyset must neither skip nor repeat a row.
  const berlin = await makeSite(ctx, {
    siteName: 'HAUS, "AM" SEE',
    city: 'BERLIN',
    countryCode: 'DE',
    region: '',
  });
  const created = new Date(Date.UTC(2026, 2, 1, 8, 0, 0, 0));
  for (let i = 0; i < 23; i++) {
    const de = i % 3 === 0;
    await makeProject(ctx, {
      ...(de ? { site: berlin } : { siteValues: { siteName: `SITE ${String.fromCharCode(65 + (i % 5))}` } }),
      originatorId: i % 4 === 0 ? null : i % 2 ? anna.id : bert.id,
      brandIds: de ? [brand('Opel')] : [brand('Peugeot')],
      documentationOnly: i % 5 === 0,
      set: {
        // Same timestamp for groups of three (microsecond precision kept by the cursor).
        createdAt: new Date(created.getTime() + Math.floor(i / 3) * 60_000),
        statusId: i % 12,
        plannedOpeningDate: i % 2 ? `2026-0${1 + (i % 7)}-15` : null,
        designValidationDate: i % 3 === 1 ? new Date(created.getTime() + (i % 4) * 3600_000) : null,
        isEnabled: i % 6 !== 0,
      },
    });
  }
  // A site name starting like a formula.
  await makeProject(ctx, { siteValues: { siteName: '=SUM(A1)' }, originatorId: anna.id });

  vcToken = await signIn(ctx, vcUser.email);
  rndToken = await signIn(ctx, rnd.email);
  annaToken = await signIn(ctx, anna.email);
});
afterAll(() => ctx.close());

async function listed(token: string, body: object) {
  const res = await post(ctx, '/Projects/getallprojectsbyfilters', { PageSize: 100, ...body }, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { rows: ProjectRow[] }).rows;
}

/** Minimal CSV reader (quoted fields, doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('keyset batches of the export', () => {
  for (const field of PROJECT_SORT_FIELDS)
    for (const dir of ['asc', 'desc'] as const)
      it(`read in small batches, equal the list's order (${field} ${dir})`, async () => {
        const where = await listCondition(ctx.database.db, { userId: vc.id, role: vc.role }, noFilters);
        const exported: number[] = [];
        for await (const row of exportRows(
          ctx.database.db,
          where,
          { SortField: field, SortDirection: dir },
          4,
        ))
          exported.push(row.id);
        const rows = await listed(vcToken, { SortField: field, SortDirection: dir });
        expect(exported).toEqual(rows.map((r) => r.projectId));
        expect(exported).toHaveLength(24);
      });
});

describe('POST /Projects/exportprojectscsv', () => {
  const exportCsv = (token: string, body: object = {}) =>
    post(ctx, '/Projects/exportprojectscsv', body, token);

  it('streams the filtered list as an attachment with an English header row', async () => {
    const res = await exportCsv(vcToken, {
      arCountries: ['DE'],
      SortField: 'createdOn',
      SortDirection: 'asc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="projects.csv"');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Site Name',
      'Brands',
      'Documentation Only',
      'Created On',
      'Planned Opening Date',
      'City',
      'Country',
      'Status',
      'Status Updated On',
      'Date of Design Validation',
      'Unique Project Code',
      'Architect Email',
      'Enabled',
      'Active',
    ]);
    expect(header).toEqual(CSV_HEADERS);
    const expected = await listed(vcToken, {
      arCountries: ['DE'],
      SortField: 'createdOn',
      SortDirection: 'asc',
    });
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((r) => r[10])).toEqual(expected.map((r) => r.projectUniqueId));
    const first = expected[0]!;
    const d = (iso: string | null) =>
      iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
    expect(rows[0]).toEqual([
      'HAUS, "AM" SEE',
      'Opel',
      first.documentationOnly ? 'Yes' : 'No',
      d(first.createdOn),
      d(first.plannedOpeningDate),
      'BERLIN',
      'Germany',
      first.status,
      d(first.statusDate),
      d(first.designValidationDate),
      first.projectUniqueId,
      first.architectEmail,
      first.isEnabled ? 'Yes' : 'No',
      'Yes',
    ]);
  });

  it("speaks the reader's language (Accept-Language with quality values): titles, status, country, yes / no", async () => {
    const body = { arCountries: ['DE'], SortField: 'createdOn', SortDirection: 'asc' };
    const res = await post(ctx, '/Projects/exportprojectscsv', body, vcToken, {
      'accept-language': 'fr;q=0.2, de-DE;q=0.9, en;q=0.1',
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(csvHeaders('de'));
    expect(header).toContain('Land');
    expect(header).not.toContain('Country');
    const expected = await listed(vcToken, body);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const project = expected[i]!;
      expect(row[6]).toBe('Deutschland');
      expect(row[7]).toBe(packs.de[`status.${project.statusId}`]);
      expect(row[12]).toBe(project.isEnabled ? 'Ja' : 'Nein');
    });
    // Statuses 0 and 3 are among the German rows (i % 3 === 0): their German names, not the English ones.
    expect(rows.map((r) => r[7])).toContain('Projekt registriert');
    expect(rows.map((r) => r[7])).toContain('Projekt genehmigt');
    expect(res.body).not.toContain('Germany');
    expect(res.body).not.toContain('Project Registered');
  });

  it('finds projects by a country or status name in any language', async () => {
    const count = async (Search: string) => {
      const res = await post(ctx, '/Projects/exportprojectscsv', { Search }, vcToken);
      return parseCsv(res.body.slice(1)).length - 1;
    };
    expect(await count('Deutschland')).toBe(await count('Germany'));
    expect(await count('Allemagne')).toBe(8);
    expect(await count('Projekt genehmigt')).toBe(await count('Project Approved'));
    expect(await count('Projekt genehmigt')).toBeGreaterThan(0);
  });

  it('keeps each role inside its scope and honours search', async () => {
    const count = async (token: string, body: object = {}) =>
      parseCsv((await exportCsv(token, body)).body.slice(1)).length - 1;
    expect(await count(vcToken)).toBe(24);
    expect(await count(rndToken)).toBe((await listed(rndToken, {})).length);
    expect(await count(rndToken)).toBe(8);
    expect(await count(annaToken)).toBe((await listed(annaToken, {})).length);
    expect(await count(vcToken, { Search: 'anna.export' })).toBe((await listed(annaToken, {})).length);
    expect(await count(vcToken, { arBrands: ['No Such Brand'] })).toBe(0);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const rows = parseCsv((await exportCsv(annaToken, { Search: 'SUM' })).body.slice(1));
    expect(rows[1]![0]).toBe("'=SUM(A1)");
  });

  it('refuses bad input with 400 and no session with 401', async () => {
    expect((await exportCsv(vcToken, { SortField: 'nope' })).statusCode).toBe(400);
    expect((await exportCsv(vcToken, { arProjectStatus: [-1] })).statusCode).toBe(400);
    expect((await exportCsv(vcToken, { TimeZone: 'Mars/Olympus_Mons' })).statusCode).toBe(400);
    expect((await exportCsv(vcToken, { TimeZone: '' })).statusCode).toBe(400);
    expect((await exportCsv('')).statusCode).toBe(401);
  });

  // Last: the project it adds would change the counts above.
  it("writes dates as the calendar day of the reader's time zone (the grid's), UTC without one", async () => {
    const late = new Date(Date.UTC(2026, 4, 31, 23, 30, 0, 0));
    await makeProject(ctx, {
      siteValues: { siteName: 'LATE NIGHT STORE' },
      set: {
        createdAt: late,
        statusDate: late,
        designValidationDate: late,
        plannedOpeningDate: '2026-06-30',
      },
    });
    const dates = async (TimeZone?: string) => {
      const res = await exportCsv(vcToken, { Search: 'LATE NIGHT', ...(TimeZone ? { TimeZone } : {}) });
      expect(res.statusCode).toBe(200);
      const [, row] = parseCsv(res.body.slice(1));
      return [row![3], row![4], row![8], row![9]];
    };
    // Created at 23:30 UTC on 31 May: already 1 June in Paris, still 31 May in UTC and New York.
    expect(await dates('Europe/Paris')).toEqual(['01/06/2026', '30/06/2026', '01/06/2026', '01/06/2026']);
    expect(await dates()).toEqual(['31/05/2026', '30/06/2026', '31/05/2026', '31/05/2026']);
    expect(await dates('UTC')).toEqual(await dates());
    expect(await dates('America/New_York')).toEqual(await dates());
  });
});
