import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USERS_SORT_FIELDS, BRANDS, ROLES, type AllUsersAnswer } from '@portal/contract';
import { users } from '../../db/schema';
import { createTestContext, createUser, get, signIn, type TestContext } from '../../../test/helpers';
import { exportUserRows } from './export-users-csv';

let ctx: TestContext;
let vcToken: string;
let hqToken: string;
const denied: Record<string, string> = {};

const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;
/** Every user of this file carries this company, so the seeded and other accounts never interfere. */
const MARK = 'Qzx Corp';

interface Made {
  id: number;
  email: string;
}
let anna: Made;
let bert: Made;
let pending: Made;
let rejected: Made;
const made: Made[] = [];

async function makeUser(
  values: Partial<typeof users.$inferInsert>,
  opts: Parameters<typeof createUser>[1] = {},
): Promise<Made> {
  const user = await createUser(ctx, opts);
  await ctx.database.db
    .update(users)
    .set({ company: MARK, ...values })
    .where(eq(users.id, user.id));
  const m = { id: user.id, email: user.email };
  made.push(m);
  return m;
}

beforeAll(async () => {
  ctx = await createTestContext();
  anna = await makeUser(
    {
      firstName: 'Anna',
      surName: 'Zeller',
      contactNumber: '+49 30 1234',
      siteName: 'Autohaus Mitte',
      city: 'Berlin',
      // 23:30 UTC: already the next day in Paris.
      createdAt: new Date(Date.UTC(2026, 0, 31, 23, 30)),
    },
    {
      role: ROLES.RETAIL,
      markets: ['DE'],
      brandIds: [brand('Opel'), brand('Peugeot')],
      email: 'anna.users@example.test',
    },
  );
  bert = await makeUser(
    {
      firstName: 'Bert',
      surName: 'Adler',
      siteName: '',
      city: '',
      createdAt: new Date(Date.UTC(2025, 5, 1)),
    },
    { role: ROLES.RND, markets: ['FR', 'IT'], brandIds: [brand('Citroen')] },
  );
  pending = await makeUser(
    { firstName: '=HYPERLINK("x")', surName: 'Mittel', createdAt: new Date(Date.UTC(2025, 8, 1)) },
    { role: ROLES.ORIGINATOR, status: 'pending' },
  );
  rejected = await makeUser(
    { firstName: 'Rita', surName: 'Refused' },
    { role: ROLES.ORIGINATOR, status: 'rejected' },
  );
  for (let i = 0; i < 7; i++)
    await makeUser(
      // Equal sort values in groups: the keyset must neither skip nor repeat a row.
      {
        firstName: `Same${i % 2}`,
        surName: `Many${i % 3}`,
        createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 2))),
      },
      {
        role: i % 2 ? ROLES.HQ : ROLES.VC,
        markets: i % 3 ? ['ES'] : [],
        brandIds: i % 2 ? [brand('Fiat')] : [],
      },
    );

  const vc = await makeUser({}, { role: ROLES.VC });
  const hq = await makeUser({}, { role: ROLES.HQ });
  vcToken = await signIn(ctx, vc.email);
  hqToken = await signIn(ctx, hq.email);
  for (const role of [ROLES.RND, ROLES.ORIGINATOR, ROLES.RETAIL]) {
    const u = await createUser(ctx, { role, markets: ['FR'], brandIds: [brand('Peugeot')] });
    denied[role] = await signIn(ctx, u.email);
  }
});
afterAll(() => ctx.close());

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function list(query: Record<string, string | number> = {}, token = vcToken) {
  const res = await get(ctx, `/users/GetAllUsers/?${qs({ Search: MARK, PageSize: 100, ...query })}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AllUsersAnswer;
}

describe('who may list users', () => {
  it('answers VC and HQ', async () => {
    expect((await list({}, vcToken)).total).toBeGreaterThan(0);
    expect((await list({}, hqToken)).total).toBeGreaterThan(0);
    const csv = await get(ctx, '/users/GetAllUsersCSV', hqToken);
    expect(csv.statusCode).toBe(200);
  });

  for (const role of [ROLES.RND, ROLES.ORIGINATOR, ROLES.RETAIL])
    it(`refuses ${role} with 403, list and CSV`, async () => {
      expect((await get(ctx, '/users/GetAllUsers/', denied[role])).statusCode).toBe(403);
      expect((await get(ctx, '/users/GetAllUsersCSV', denied[role])).statusCode).toBe(403);
    });

  it('refuses without a session with 401', async () => {
    expect((await get(ctx, '/users/GetAllUsers/')).statusCode).toBe(401);
    expect((await get(ctx, '/users/GetAllUsersCSV')).statusCode).toBe(401);
  });
});

describe('GET users/GetAllUsers/', () => {
  it('answers the user fields of spec 002 §3', async () => {
    const { rows } = await list({ Search: 'anna.users@' });
    expect(rows).toEqual([
      {
        userSequence: anna.id,
        firstName: 'Anna',
        surName: 'Zeller',
        email: 'anna.users@example.test',
        company: MARK,
        contactNumber: '+49 30 1234',
        brands: 'Peugeot, Opel',
        markets: 'Germany',
        roles: ROLES.RETAIL,
        acceptedUser: 'Accepted',
        siteName: 'Autohaus Mitte',
        created_Date: '2026-01-31T23:30:00.000Z',
        city: 'Berlin',
        countries: 'Germany',
        arMarkets: ['DE'],
      },
    ]);
    const [b] = (await list({ Search: 'Adler' })).rows;
    expect(b).toMatchObject({ brands: 'Citroen', markets: 'France, Italy', arMarkets: ['FR', 'IT'] });
  });

  it('shows pending accounts as Pending and never rejected ones', async () => {
    const { rows } = await list();
    const byId = new Map(rows.map((r) => [r.userSequence, r]));
    expect(byId.get(pending.id)?.acceptedUser).toBe('Pending');
    expect(byId.get(anna.id)?.acceptedUser).toBe('Accepted');
    expect(byId.has(rejected.id)).toBe(false);
    expect(rows).toHaveLength(made.length - 1);
  });

  it('filters by state and by role', async () => {
    expect((await list({ AcceptedUser: 'Pending' })).rows.map((r) => r.userSequence)).toEqual([pending.id]);
    expect((await list({ Role: ROLES.RND })).rows.map((r) => r.userSequence)).toEqual([bert.id]);
    expect((await get(ctx, `/users/GetAllUsers/?AcceptedUser=Rejected`, vcToken)).statusCode).toBe(400);
    expect((await get(ctx, `/users/GetAllUsers/?Role=Admin`, vcToken)).statusCode).toBe(400);
  });

  it('searches names, brands, countries and role titles in any language', async () => {
    const ids = async (search: string) =>
      (await get(ctx, `/users/GetAllUsers/?${qs({ Search: search, PageSize: 100 })}`, vcToken))
        .json()
        .rows.map((r: { userSequence: number }) => r.userSequence);
    expect(await ids('zELLer')).toEqual([anna.id]);
    expect(await ids('Autohaus mi')).toEqual([anna.id]);
    // Brand name, country name in French ("Allemagne" = Germany), role title.
    expect(await ids('citroen')).toContain(bert.id);
    expect(await ids('Allemagne')).toContain(anna.id);
    expect(await ids('Allemagne')).not.toContain(bert.id);
    expect(await ids('Retail Location Operator')).toContain(anna.id);
    // LIKE characters are literal.
    expect(await ids('%')).toEqual([]);
  });

  it('pages with the total of the whole filter', async () => {
    const all = await list({ SortField: 'email', SortDirection: 'asc' });
    const first = await list({ SortField: 'email', SortDirection: 'asc', PageSize: 4, Page: 0 });
    const second = await list({ SortField: 'email', SortDirection: 'asc', PageSize: 4, Page: 1 });
    expect(first.total).toBe(all.total);
    expect(first.rows).toHaveLength(4);
    expect([...first.rows, ...second.rows].map((r) => r.userSequence)).toEqual(
      all.rows.slice(0, 8).map((r) => r.userSequence),
    );
    expect((await get(ctx, `/users/GetAllUsers/?PageSize=101`, vcToken)).statusCode).toBe(400);
  });

  it('sorts by the chosen column, newest first by default', async () => {
    const emails = (await list({ SortField: 'email', SortDirection: 'desc' })).rows.map((r) => r.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const created = (await list()).rows.map((r) => r.created_Date);
    expect(created).toEqual([...created].sort().reverse());
    const [firstByBrand] = (await list({ SortField: 'brands', SortDirection: 'desc' })).rows;
    expect(firstByBrand?.brands).toBe('Peugeot, Opel');
  });
});

describe('GET users/GetAllUsersCSV', () => {
  for (const field of ALL_USERS_SORT_FIELDS)
    for (const dir of ['asc', 'desc'] as const)
      it(`reads in small keyset batches the list's order (${field} ${dir})`, async () => {
        const exported: number[] = [];
        for await (const row of exportUserRows(
          ctx.database.db,
          { Search: MARK, SortField: field, SortDirection: dir },
          3,
        ))
          exported.push(row.id);
        const { rows } = await list({ SortField: field, SortDirection: dir });
        expect(exported).toEqual(rows.map((r) => r.userSequence));
      });

  it('streams the filtered list as CSV in the reader language and time zone', async () => {
    const res = await get(
      ctx,
      `/users/GetAllUsersCSV?${qs({ Search: MARK, SortField: 'surName', SortDirection: 'asc', TimeZone: 'Europe/Paris' })}`,
      vcToken,
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('users.csv');
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records[0]).toEqual([
      'Prénom',
      'Nom',
      'E-mail',
      'Société',
      'Téléphone',
      'Marques',
      'Pays',
      'Rôle',
      'État',
      'Nom du site',
      'Créé le',
      'Ville',
    ]);
    const data = records.slice(1);
    expect(data).toHaveLength(made.length - 1);
    expect(data.map((r) => r[1])).toEqual([...data.map((r) => r[1]!)].sort());
    const annaRow = data.find((r) => r[2] === 'anna.users@example.test')!;
    expect(annaRow).toEqual([
      'Anna',
      'Zeller',
      'anna.users@example.test',
      MARK,
      // A leading + would be read as a formula.
      "'+49 30 1234",
      'Peugeot, Opel',
      'Allemagne',
      'Exploitant du point de vente, investisseur',
      'Accepté',
      'Autohaus Mitte',
      '01/02/2026',
      'Berlin',
    ]);
    const pendingRow = data.find((r) => r[1] === 'Mittel')!;
    expect(pendingRow[0]).toBe(`'=HYPERLINK("x")`);
    expect(pendingRow[8]).toBe('En attente');
  });

  it('dates in UTC without a time zone, and applies the filters', async () => {
    const res = await get(ctx, `/users/GetAllUsersCSV?${qs({ Search: 'Zeller' })}`, hqToken);
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records[0]![0]).toBe('First Name');
    expect(records).toHaveLength(2);
    expect(records[1]![10]).toBe('31/01/2026');
    const bad = await get(ctx, `/users/GetAllUsersCSV?TimeZone=Mars/Olympus`, hqToken);
    expect(bad.statusCode).toBe(400);
  });
});
