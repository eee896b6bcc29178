import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { BRANDS, ROLES } from '@portal/contract';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';

/**
 * Issue 20 §6.1: a client that sends the spec's tables as written sends `FromDate: null, ToDate: null` for
 * an unset range. Every call that takes the dates answers as with no dates at all; a real date still bounds.
 */

let ctx: TestContext;
let token = '';
const NULL_DATES = { FromDate: null, ToDate: null };
/** Only the project created on 10 January 2026. */
const ONE_DAY = { FromDate: '2026-01-10', ToDate: '2026-01-10' };

beforeAll(async () => {
  ctx = await createTestContext();
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const peugeot = BRANDS.find((b) => b.name === 'Peugeot')!.id;
  // One project per status group the pie and bars count, on three different days.
  for (const [day, statusId] of [
    [5, 1],
    [10, 3],
    [20, 5],
  ] as const)
    await makeProject(ctx, {
      originatorId: originator.id,
      brandIds: [peugeot],
      set: { statusId, createdAt: new Date(Date.UTC(2026, 0, day, 12)) },
    });
  const vc = await createUser(ctx, { role: ROLES.VC });
  token = await signIn(ctx, vc.email);
});
afterAll(() => ctx.close());

async function ok(url: string, body: object) {
  const res = await post(ctx, url, body, token);
  expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(200);
  return res;
}

async function xlsxRows(payload: Buffer): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0]!.actualRowCount;
}

describe('FromDate and ToDate of null mean no date', () => {
  it('home/GetValidationStatus and GetProcessStatusCounts count every project', async () => {
    for (const url of ['/home/GetValidationStatus', '/home/GetProcessStatusCounts']) {
      const none = (await ok(url, {})).json();
      expect((await ok(url, NULL_DATES)).json(), url).toEqual(none);
      expect((await ok(url, ONE_DAY)).json(), url).not.toEqual(none);
    }
    const pie = (await ok('/home/GetValidationStatus', NULL_DATES)).json();
    expect(pie).toMatchObject({ designSubmitted: 1, designValidated: 1, designRefused: 1 });
  });

  it('home/GetProcessStatusCSV lists every project', async () => {
    const rows = async (body: object) =>
      parse((await ok('/home/GetProcessStatusCSV', { Name: 'TotalProjectRegistered', ...body })).rawPayload, {
        bom: true,
      }) as string[][];
    expect((await rows(NULL_DATES)).length).toBe(1 + 3);
    expect(await rows(NULL_DATES)).toEqual(await rows({}));
    expect((await rows(ONE_DAY)).length).toBe(1 + 1);
  });

  it('both extracts hold every project', async () => {
    for (const url of ['/home/GetProcessStatusExtractCSV', '/home/GetProjectBasedExtractCSV']) {
      const all = await xlsxRows((await ok(url, NULL_DATES)).rawPayload);
      expect(all, url).toBe(1 + 3);
      expect(await xlsxRows((await ok(url, ONE_DAY)).rawPayload), url).toBe(1 + 1);
    }
  });

  it('home/getleafletdetails shows every site', async () => {
    const features = async (body: object) =>
      (await ok('/home/getleafletdetails', body)).json().result.features as unknown[];
    expect((await features(NULL_DATES)).length).toBe((await features({})).length);
    expect((await features(NULL_DATES)).length).toBeGreaterThan((await features(ONE_DAY)).length);
  });

  it('the project list and its CSV export list every project', async () => {
    const list = (await ok('/Projects/getallprojectsbyfilters', NULL_DATES)).json();
    expect(list.total).toBe(3);
    expect((await ok('/Projects/getallprojectsbyfilters', ONE_DAY)).json().total).toBe(1);
    const csv = parse((await ok('/Projects/exportprojectscsv', NULL_DATES)).rawPayload, { bom: true });
    expect(csv.length).toBe(1 + 3);
  });

  it('a date of another type is still refused with a message, not a 500', async () => {
    const res = await post(ctx, '/home/GetValidationStatus', { FromDate: 20260101 }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('FromDate');
  });
});
