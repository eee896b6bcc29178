import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { rowsOf, theRow, type Database } from '../src/db/client';
import { invitations } from '../src/db/schema';
import { issueLinkToken } from '../src/platform/link-tokens';
import { nth } from './report';

/** Issue 11 §5: an ARCAD file of 50,000 rows imports in under 30 s. */
const ROWS = 50_000;
const BUDGET_S = 30;
const COUNTRIES = ['FR', 'DE', 'IT', 'ES', 'GB', 'BE', 'NL', 'PL', 'PT', 'AT'];

export interface ArcadBenchContext {
  base: string;
  database: Database;
  table(headers: string[], rows: (string | number)[][]): string;
}

function locations(prefix: string) {
  return Array.from({ length: ROWS }, (_, i) => [
    `${prefix}${String(i).padStart(6, '0')}`,
    `SITE ${i}`,
    `${i % 300} RUE DU COMMERCE`,
    String(10000 + (i % 89999)),
    `CITY ${i % 5000}`,
    nth(COUNTRIES, i % COUNTRIES.length),
    (35 + (i % 3000) / 100).toFixed(5),
    (-9 + (i % 3300) / 100).toFixed(5),
  ]);
}
const HEADER = [
  'ARCAD location code',
  'Site name',
  'Street',
  'Zip code',
  'City',
  'Country code',
  'Latitude',
  'Longitude',
];

function csvOf(rows: string[][]): Buffer {
  return Buffer.from([HEADER, ...rows].map((r) => r.join(';')).join('\n'), 'utf8');
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ARCAD');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow([...r.slice(0, 6), Number(r[6]), Number(r[7])]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * (g) `--sections arcad` (issue 11 §5): a 50,000-row ARCAD file, as .csv and as .xlsx, uploaded through
 * `documents/uploadarcadfile` with a real ARCAD link, timed from the first byte sent to the answer.
 */
export async function benchArcad(ctx: ArcadBenchContext): Promise<void> {
  const { database, base } = ctx;
  const email = 'arcad@bench.test';
  const token = await database.db.transaction(async (tx) => {
    const row = theRow(
      await tx
        .insert(invitations)
        .values({ projectId: null, party: 'arcad', name: 'Bench ARCAD', email })
        .returning({ id: invitations.id }),
      'the bench ARCAD invitation',
    );
    return issueLinkToken(tx, 'arcad', { email, projectId: null, partyId: row.id, brandId: null });
  });
  const results: (string | number)[][] = [];
  let met = true;
  for (const [kind, prefix] of [
    ['csv', 'C'],
    ['xlsx', 'X'],
  ] as const) {
    const rows = locations(prefix);
    const file = kind === 'csv' ? csvOf(rows) : await xlsxOf(rows);
    const form = new FormData();
    form.append('DocumentName', 'ARCADDetails');
    form.append('Email', email);
    form.append('Token', token);
    form.append('files', new Blob([file]), `arcad-50000.${kind}`);
    const started = performance.now();
    const res = await fetch(`${base}/api/documents/uploadarcadfile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await res.json()) as { imported?: number; refused?: unknown[]; total?: number };
    if (res.status !== 200 || answer.imported !== ROWS || answer.total === undefined || !answer.refused)
      throw new Error(`arcad ${kind}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    met &&= seconds < BUDGET_S;
    results.push([
      `.${kind}, ${(file.length / 2 ** 20).toFixed(1)} MiB`,
      answer.total,
      answer.imported,
      answer.refused.length,
      `${seconds.toFixed(1)} s`,
    ]);
  }
  const count = theRow(
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from arcad_locations`)),
    'the ARCAD count',
  ).n;
  console.log('\n(g) ARCAD import through documents/uploadarcadfile (issue 11 §5)');
  console.log(ctx.table(['file', 'rows', 'imported', 'refused', 'time'], results));
  console.log(`arcad_locations rows: ${count.toLocaleString('en')}`);
  console.log(`Budget (${ROWS.toLocaleString('en')} rows under ${BUDGET_S} s): ${met ? 'met' : 'MISSED'}`);
}
