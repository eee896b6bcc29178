import contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { BRAND_IDS, ROLES, TEMPLATE_FILES } from '@portal/contract';
import { t } from '../../platform/i18n';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import type { ProjectRecord } from '../projects/record';

/** GET projects/GetTemplateFile/{fileName}/{userId}/{projectId}: the blank forms (docs/lifecycle.md). */

let ctx: TestContext;
type Who = 'anna' | 'bert' | 'hq' | 'rnd';
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, { id: number; email: string }>;
let alpha: ProjectRecord;

beforeAll(async () => {
  ctx = await createTestContext();
  const accounts: [Who, Parameters<typeof createUser>[1]][] = [
    ['anna', { role: ROLES.ORIGINATOR }],
    ['bert', { role: ROLES.ORIGINATOR }],
    ['hq', { role: ROLES.HQ }],
    ['rnd', { role: ROLES.RND, markets: ['DE'], brandIds: [BRAND_IDS.opel] }],
  ];
  for (const [who, opts] of accounts) {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  }
  alpha = await makeProject(ctx, { originatorId: users.anna.id, brandIds: [BRAND_IDS.peugeot] });
}, 120_000);
afterAll(() => ctx?.close());

const template = (who: Who, fileName: string, projectId: number, userId = 0) =>
  get(ctx, `/projects/GetTemplateFile/${encodeURIComponent(fileName)}/${userId}/${projectId}`, tokens[who]);

/** The one sheet of a workbook, read back with exceljs. */
async function readSheet(body: Buffer) {
  const book = new ExcelJS.Workbook();
  // exceljs types its Buffer as an ArrayBuffer; at run time it takes Node's Buffer.
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  expect(book.worksheets).toHaveLength(1);
  return { book, sheet: book.worksheets[0]! };
}

const PROJECT_LINES = [
  'Project unique code',
  'Site name',
  'City',
  'Country',
  'Prepared by (name, company)',
  'Date',
];
const HEADER_ROW = 11;
const FILL_ROWS = 25;
const thin = { style: 'thin' };
const boxed = { top: thin, left: thin, bottom: thin, right: thin };

/** The headers of a sheet's table, left to right. */
const headers = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(HEADER_ROW).values as ExcelJS.CellValue[]).slice(1).map(String);

describe('GetTemplateFile', () => {
  it.each(TEMPLATE_FILES.map((f) => [f.fileName, f.slot]))(
    '%s is a real form under its default name',
    async (fileName) => {
      const res = await template('anna', fileName, alpha.id, users.anna.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(contentDisposition(fileName));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      if (fileName.endsWith('.pdf')) {
        expect(res.headers['content-type']).toBe('application/pdf');
        const pdf = await PDFDocument.load(res.rawPayload);
        expect(pdf.getPageCount()).toBe(1);
        expect(pdf.getTitle()).toBe('Derogation Form');
        const fields = pdf
          .getForm()
          .getFields()
          .map((f) => f.getName());
        expect(fields).toEqual(expect.arrayContaining(['projectUniqueCode', 'derogation', 'justification']));
      } else {
        expect(res.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        const { book, sheet } = await readSheet(res.rawPayload);
        const title = fileName.replace('.xlsx', '').replace(/_/g, ' ');
        expect(book.title).toBe(title);
        expect(book.creator).toBe('Store Design Portal');
        expect(sheet.name).toBe(title);

        const cols = headers(sheet);
        const last = cols.length;
        expect(last).toBe(7);
        expect(cols).toEqual(expect.arrayContaining(['Reference', 'Quantity', 'Remarks']));
        expect(sheet.getCell('A1').value).toBe(title);
        expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 16 });
        expect(sheet.getCell('A2').value).toMatch(/Design Validation tab/);
        expect(sheet.model.merges).toEqual(expect.arrayContaining(['A1:G1', 'A2:G2', 'B4:C4', 'B9:C9']));
        PROJECT_LINES.forEach((line, i) => {
          expect(sheet.getCell(4 + i, 1).value).toBe(line);
          expect(sheet.getCell(4 + i, 1).font?.bold).toBe(true);
          expect(sheet.getCell(4 + i, 2).border).toEqual(boxed);
        });

        for (let c = 1; c <= last; c++) {
          const head = sheet.getCell(HEADER_ROW, c);
          expect(head.font?.bold, head.address).toBe(true);
          expect(head.fill).toMatchObject({
            type: 'pattern',
            pattern: 'solid',
            fgColor: { argb: 'FFD9E1F2' },
          });
          expect(head.border).toEqual(boxed);
          expect(sheet.getColumn(c).width, `column ${c}`).toBeGreaterThanOrEqual(10);
        }
        // 25 bordered, empty rows to fill in, and nothing under them.
        for (let r = HEADER_ROW + 1; r <= HEADER_ROW + FILL_ROWS; r++)
          for (let c = 1; c <= last; c++) {
            const cell = sheet.getCell(r, c);
            expect(cell.border, cell.address).toEqual(boxed);
            expect(cell.value, cell.address).toBeNull();
          }
        expect(sheet.rowCount).toBe(HEADER_ROW + FILL_ROWS);
      }
    },
  );

  it('the Opel shopping list has its own columns and widths', async () => {
    const res = await template('anna', 'Opel_Shopping_List.xlsx', 0);
    const { sheet } = await readSheet(res.rawPayload);
    expect(headers(sheet)).toEqual([
      'Item',
      'Reference',
      'Description',
      'Quantity',
      'Unit price',
      'Supplier',
      'Remarks',
    ]);
    expect(sheet.columns.map((c) => c.width)).toEqual([28, 18, 40, 10, 12, 22, 36]);
  });

  it('serves the same bytes again (kept in memory) and matches the name in any case', async () => {
    const first = await template('anna', 'Opel_Shopping_List.xlsx', 0);
    const second = await template('anna', 'opel_shopping_list.XLSX', 0);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-disposition']).toBe(contentDisposition('Opel_Shopping_List.xlsx'));
    expect(second.rawPayload).toEqual(first.rawPayload);
  });

  it('an unknown form is 404 "File Not Found"', async () => {
    for (const name of ['Nothing.xlsx', '..%2F..%2Fetc%2Fpasswd', 'Derogation_Form.xlsx']) {
      const res = await template('anna', decodeURIComponent(name), 0);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().message).toBe(t('en', 'designDocuments.fileNotFound'));
    }
    const fr = await get(ctx, '/projects/GetTemplateFile/Nothing.xlsx/0/0', tokens.anna, {
      'accept-language': 'fr',
    });
    expect(fr.json().message).toBe(t('fr', 'designDocuments.fileNotFound'));
  });

  it('any signed-in role may download a form; a project named must be in the caller’s scope', async () => {
    for (const who of ['anna', 'bert', 'hq', 'rnd'] as const)
      expect((await template(who, 'Derogation_Form.pdf', 0)).statusCode, who).toBe(200);
    expect((await template('hq', 'Derogation_Form.pdf', alpha.id)).statusCode).toBe(200);
    expect((await template('bert', 'Derogation_Form.pdf', alpha.id)).statusCode).toBe(404);
    expect((await template('rnd', 'Derogation_Form.pdf', alpha.id)).statusCode).toBe(404);
    expect((await template('anna', 'Derogation_Form.pdf', 999999)).statusCode).toBe(404);
    expect((await get(ctx, '/projects/GetTemplateFile/Derogation_Form.pdf/0/0')).statusCode).toBe(401);
  });
});
