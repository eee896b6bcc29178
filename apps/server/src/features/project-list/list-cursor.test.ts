import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRANDS,
  PROJECT_SORT_FIELDS,
  ROLES,
  type ProjectListAnswer,
  type ProjectListBody,
  type ProjectRow,
  type ProjectSortField,
} from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { projects } from '../../db/schema';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';

/**
 * POST Projects/getallprojectsbyfilters by cursor (issue 23 §4, list-page.ts): Next and Previous continue from
 * the last or first row shown, for every sort, across ties, nulls and changes; a bad cursor is a 400.
 */

let ctx: TestContext;
let token: string;

const brand = (name: string) => BRANDS.find((b) => b.name === name)?.id ?? 0;
const NAMES = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO'];
const ROWS = 26;

beforeAll(async () => {
  ctx = await createTestContext();
  const vc = await createUser(ctx, { role: ROLES.VC });
  const anna = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'anna.cursor@example.test' });
  const bert = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'bert.cursor@example.test' });
  const base = Date.UTC(2026, 2, 1, 8, 0, 0);
  // Ties on every column (names, cities, groups of three creation instants, statuses, flags) and nulls in
  // the nullable ones (17 planned openings of 26: a page of 4 holds the last dates and the first nulls).
  for (let i = 0; i < ROWS; i++) {
    await makeProject(ctx, {
      siteValues: {
        siteName: `${NAMES[i % 5]} MOTORS`,
        city: ['PARIS', 'LYON', 'ROMA'][i % 3],
        countryCode: ['FR', 'DE', 'IT', 'ES'][i % 4],
      },
      originatorId: i % 4 === 0 ? null : i % 2 ? anna.id : bert.id,
      brandIds: [[brand('Peugeot')], [brand('Opel')], [brand('Peugeot'), brand('Fiat')]][i % 3],
      documentationOnly: i % 5 === 0,
      set: {
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
        statusId: i % 12,
        statusDate: new Date(base + (i % 7) * 3_600_000),
        plannedOpeningDate: i % 3 ? `2026-0${1 + (i % 5)}-15` : null,
        designValidationDate: i % 4 === 1 ? new Date(base + (i % 3) * 86_400_000) : null,
        isEnabled: i % 6 !== 0,
      },
    });
  }
  // Instants one microsecond apart beside equal ones: a cursor without the microseconds skips or repeats rows.
  await ctx.database.db.execute(
    sql`update ${projects} set created_at = created_at + (id % 2) * interval '1 microsecond'`,
  );
  token = await signIn(ctx, vc.email);
});
afterAll(() => ctx.close());

async function page(body: ProjectListBody, lang = 'en') {
  const res = await post(ctx, '/Projects/getallprojectsbyfilters', body, token, { 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProjectListAnswer;
}
const idsOf = (answer: { rows: ProjectRow[] }) => answer.rows.map((r) => r.projectId);

interface Walk {
  pages: number[][];
  answers: ProjectListAnswer[];
}

/** The list page after page by Next (each sending the previous answer's lastCursor). */
async function walkForward(order: ProjectListBody): Promise<Walk> {
  const answers = [await page(order)];
  for (let last = answers[0]; last?.lastCursor;) {
    last = await page({ ...order, Cursor: last.lastCursor });
    if (!last.rows.length) break;
    answers.push(last);
  }
  return { pages: answers.map(idsOf), answers };
}

describe('pages by cursor', () => {
  for (const field of PROJECT_SORT_FIELDS)
    for (const dir of ['asc', 'desc'] as const)
      it(`${field} ${dir}: Next, Previous and Page give the list's own pages`, async () => {
        const order = { SortField: field, SortDirection: dir, PageSize: 4 };
        const whole = idsOf(await page({ ...order, PageSize: 100 }));
        expect(whole).toHaveLength(ROWS);
        const { pages, answers } = await walkForward(order);
        // Every row once, in the order of the whole list (ties broken by the id, nulls where PostgreSQL puts them).
        expect(pages.flat()).toEqual(whole);
        expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 4, 4, 4, 2]);
        // A page follows each page but the last (read as one row more).
        expect(answers.map((a) => a.hasNextPage)).toEqual([true, true, true, true, true, true, false]);
        // Back from the last page by Previous (each sending the answer's firstCursor).
        let current = answers.at(-1);
        for (let k = pages.length - 2; k >= 0; k--) {
          current = await page({ ...order, Cursor: current?.firstCursor ?? '' });
          expect(idsOf(current), `page ${k}`).toEqual(pages[k]);
        }
        // By Page (a deep page's ids read first, then its rows: keyset.ts readOrdered).
        for (const [k, ids] of pages.entries())
          expect(idsOf(await page({ ...order, Page: k })), `page ${k} by Page`).toEqual(ids);
      });

  // Sorted by site name or city and filtered to a few countries, a page is read one country at a time and merged
  // (keyset.ts byCountry): the same rows in the same order as the table sorted whole, by Next, Previous and Page.
  for (const field of ['siteName', 'city'] as const)
    for (const dir of ['asc', 'desc'] as const)
      it(`${field} ${dir}, filtered to three countries: every way of paging gives the table's own order`, async () => {
        const countries = ['FR', 'DE', 'IT'];
        const column = field === 'siteName' ? projects.siteName : projects.city;
        const expected = (
          await ctx.database.db
            .select({ id: projects.id })
            .from(projects)
            .where(inArray(projects.countryCode, countries))
            .orderBy(
              dir === 'asc' ? asc(column) : desc(column),
              dir === 'asc' ? asc(projects.id) : desc(projects.id),
            )
        ).map((r) => r.id);
        expect(expected.length).toBeGreaterThan(12);
        const order = { SortField: field, SortDirection: dir, PageSize: 4, arCountries: countries };
        const { pages, answers } = await walkForward(order);
        expect(pages.flat()).toEqual(expected);
        let current = answers.at(-1);
        for (let k = pages.length - 2; k >= 0; k--) {
          current = await page({ ...order, Cursor: current?.firstCursor ?? '' });
          expect(idsOf(current), `page ${k} by Previous`).toEqual(pages[k]);
        }
        for (const [k, ids] of pages.entries())
          expect(idsOf(await page({ ...order, Page: k })), `page ${k} by Page`).toEqual(ids);
      });

  const spans = async (field: ProjectSortField, dir: 'asc' | 'desc') => {
    const { answers } = await walkForward({ SortField: field, SortDirection: dir, PageSize: 4 });
    return answers.map((a) => a.rows.map((r) => (r.plannedOpeningDate === null ? 'null' : 'day')));
  };

  it('crosses from the values to the nulls inside one page, and back (planned opening)', async () => {
    // 17 days then 9 nulls ascending; 9 nulls then 17 days descending.
    expect(await spans('plannedOpeningDate', 'asc')).toContainEqual(['day', 'null', 'null', 'null']);
    expect(await spans('plannedOpeningDate', 'desc')).toContainEqual(['null', 'day', 'day', 'day']);
  });

  it('takes a well-formed cursor of a row that no longer exists: its place is enough', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const order = { SortField: 'siteName', SortDirection: 'asc', PageSize: 4 } as const;
    const all = (await page({ ...order, PageSize: 100 })).rows;
    const gone = encode(['after', 'siteName', 'asc', 'CHARLIE MOTORS', 2 ** 31 - 1]);
    const start = all.findIndex((r) => r.siteName === 'DELTA MOTORS');
    expect(idsOf(await page({ ...order, Cursor: gone }))).toEqual(
      idsOf({ rows: all.slice(start, start + 4) }),
    );
  });

  it('answers no cursor for an empty page, and the first and last rows for a page', async () => {
    const answer = await page({ SortField: 'siteName', SortDirection: 'asc', PageSize: 4 });
    expect(answer.firstCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(answer.lastCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(answer).toMatchObject({ total: ROWS, totalCapped: false, hasNextPage: true });
    const none = await page({ SortField: 'siteName', SortDirection: 'asc', Page: 50 });
    expect(none).toMatchObject({
      rows: [],
      total: ROWS,
      firstCursor: null,
      lastCursor: null,
      hasNextPage: false,
    });
    // The last page by Page: exactly full (26 rows, pages of 13), and nothing after it.
    const last = await page({ SortField: 'siteName', SortDirection: 'asc', PageSize: 13, Page: 1 });
    expect(last).toMatchObject({ hasNextPage: false });
    expect(last.rows).toHaveLength(13);
  });
});

describe('bad cursors', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const order = { SortField: 'createdOn', SortDirection: 'desc' } as const;

  it('refuses a malformed, forged or foreign cursor with 400 and a message, never 500', async () => {
    const good = (await page({ ...order, PageSize: 2 })).lastCursor ?? '';
    const [side, , , value, id] = JSON.parse(Buffer.from(good, 'base64url').toString()) as unknown[];
    const bad: Record<string, string> = {
      empty: '',
      'not base64url': 'a+b/c=',
      'too long': 'A'.repeat(4097),
      'not JSON': Buffer.from('{oops').toString('base64url'),
      'not a tuple': encode({ side, value, id }),
      'unknown side': encode(['sideways', 'createdOn', 'desc', value, id]),
      'another field': encode([side, 'siteName', 'desc', value, id]),
      'another direction': encode([side, 'createdOn', 'asc', value, id]),
      'unknown field': encode([side, 'password', 'desc', value, id]),
      'id 0': encode([side, 'createdOn', 'desc', value, 0]),
      'id beyond 32 bits': encode([side, 'createdOn', 'desc', value, 2 ** 31]),
      'id not whole': encode([side, 'createdOn', 'desc', value, 1.5]),
      'id as text': encode([side, 'createdOn', 'desc', value, '1']),
      'null in a column without nulls': encode([side, 'createdOn', 'desc', null, id]),
      'not an instant': encode([side, 'createdOn', 'desc', 'yesterday', id]),
      'no such day': encode([side, 'createdOn', 'desc', '2026-02-30T08:00:00.000000Z', id]),
      'year 0': encode([side, 'createdOn', 'desc', '0000-01-01T00:00:00.000000Z', id]),
      'instant as a number': encode([side, 'createdOn', 'desc', 1, id]),
    };
    const other: [ProjectListBody, string][] = [
      [
        { SortField: 'plannedOpeningDate', SortDirection: 'asc' },
        encode(['after', 'plannedOpeningDate', 'asc', '2026-13-01', 1]),
      ],
      [{ SortField: 'isEnabled', SortDirection: 'asc' }, encode(['after', 'isEnabled', 'asc', 'yes', 1])],
      [{ SortField: 'status', SortDirection: 'asc' }, encode(['after', 'status', 'asc', '99999999999', 1])],
      [{ SortField: 'country', SortDirection: 'asc' }, encode(['after', 'country', 'asc', 'France', 1])],
      [{ SortField: 'siteName', SortDirection: 'asc' }, encode(['after', 'siteName', 'asc', 'A\u0000B', 1])],
      [{ SortField: 'siteName', SortDirection: 'asc' }, encode(['after', 'siteName', 'asc', '\ud800', 1])],
    ];
    const cases: [string, ProjectListBody, string][] = [
      ...Object.entries(bad).map(([name, Cursor]): [string, ProjectListBody, string] => [
        name,
        order,
        Cursor,
      ]),
      ...other.map(([body, Cursor]): [string, ProjectListBody, string] => [
        String(body.SortField),
        body,
        Cursor,
      ]),
    ];
    for (const [name, body, Cursor] of cases) {
      const res = await post(ctx, '/Projects/getallprojectsbyfilters', { ...body, Cursor }, token);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields, name).toEqual({ Cursor: packs.en['validation.cursor'] });
    }
  });

  it('says so in the reader’s language', async () => {
    const res = await post(
      ctx,
      '/Projects/getallprojectsbyfilters',
      { ...order, Cursor: encode(['after', 'siteName', 'asc', 'X', 1]) },
      token,
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ Cursor: packs.de['validation.cursor'] });
  });
});

describe('a list that changes between pages (runs last: changes rows)', () => {
  it('continues after the last row seen: no row repeated, none of those after it skipped', async () => {
    const order = { SortField: 'siteName', SortDirection: 'asc', PageSize: 4 } as const;
    const before = idsOf(await page({ ...order, PageSize: 100 }));
    const first = await page(order);
    expect(idsOf(first)).toEqual(before.slice(0, 4));

    // Meanwhile: a project that sorts first is created, the first row of the next page moves before the cursor,
    // and the last row shown is deleted.
    const newcomer = await makeProject(ctx, { siteValues: { siteName: 'AAA NEW MOTORS' } });
    const moved = before[4] ?? 0;
    await ctx.database.db.update(projects).set({ siteName: 'AAB MOVED' }).where(eq(projects.id, moved));
    await ctx.database.db.delete(projects).where(eq(projects.id, before[3] ?? 0));

    const next = await page({ ...order, Cursor: first.lastCursor ?? '' });
    expect(idsOf(next)).toEqual(before.slice(5, 9));
    // By Page the same page would start with rows already shown.
    const byOffset = idsOf(await page({ ...order, Page: 1 }));
    expect(byOffset).toContain(before[2]);
    expect(byOffset).not.toContain(newcomer.id);

    // Previous from there shows the rows before it now, the moved and the new project among them.
    const back = await page({ ...order, Cursor: next.firstCursor ?? '' });
    expect(idsOf(back)).toEqual([moved, ...before.slice(0, 3)]);
    expect(back.total).toBe(ROWS);
  });
});
