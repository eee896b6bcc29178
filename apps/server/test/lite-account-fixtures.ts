import { expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { theRow } from '../src/db/client';
import { originatorRequests, projects, sites, users } from '../src/db/schema';
import { createTestContext, createUser, post, signIn, uniqueEmail, type TestContext } from './helpers';

/** Set-up shared by the lite account tests (src/features/site-requests/lite-accounts-*.test.ts). */

export const CODE = /^[A-Z]{2}-\d{4}-\d{6}$/;
export const en = (key: string) => packs.en[key] ?? key;

type TestUser = Awaited<ReturnType<typeof createUser>>;

export interface LiteContext {
  ctx: TestContext;
  vc: TestUser;
  originator: TestUser;
  /** Signed-in tokens by role: vc, originator, hq, rnd, retail. */
  tokens: Record<string, string>;
}

export async function createLiteContext(): Promise<LiteContext> {
  const ctx = await createTestContext();
  const vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [2] });
  const retail = await createUser(ctx, { role: ROLES.RETAIL });
  const tokens: Record<string, string> = {};
  tokens.vc = await signIn(ctx, vc.email);
  tokens.originator = await signIn(ctx, originator.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.retail = await signIn(ctx, retail.email);
  return { ctx, vc, originator, tokens };
}

/** The helpers that call the app, for the test file's context (read when called: it is set in beforeAll). */
export function liteFixtures(current: () => LiteContext) {
  let n = 0;
  /** A pending new-location request by the originator (through the real call). */
  async function newLocationRequest(over: Record<string, unknown> = {}) {
    n++;
    const res = await post(
      current().ctx,
      '/DynamicBrand/RequestProjectAccess',
      {
        SiteName: `NOUVEAU SITE ${n}`,
        Street: `${n} BOULEVARD VOLTAIRE`,
        City: 'NANTES',
        ZipCode: `440${String(n).padStart(2, '0')}`,
        Country: 'FR',
        Region: 'DR Nantes',
        ARCADLocationCode: `ARC${n}`,
        RRDI: `RR${n}`,
        BrandDetails: [{ BrandId: 2, ContractTypeId: 1, SalesVolume: 80 }],
        Retailer_FullName: 'PAUL MARTIN',
        Retailer_Phone: '+33-240000000',
        Retailer_EmailAddress: 'PAUL@NOUVEAU.FR',
        Latitude: 47.21,
        Longitude: -1.55,
        IsDocumentOnly: false,
        IsNewProject: true,
        IsArchitectConfirm: true,
        ...over,
      },
      current().tokens.originator,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().originatorProjectRequestId as number;
  }

  /** The lite account form as Site Approvals sends it (prefilled from the request). */
  function liteBody(requestId: number | null, over: Record<string, unknown> = {}) {
    n++;
    return {
      Email: uniqueEmail('retail'),
      FirstName: 'PAUL',
      OriginatorProjectRequestId: requestId,
      SiteName: `NOUVEAU SITE ${n}`,
      Street: `${n} BOULEVARD VOLTAIRE`,
      City: 'NANTES',
      Roles: ROLES.RETAIL,
      ZipCode: '44000',
      arMarkets: ['FR'],
      VAT_Number: 'FR123456789',
      BrandDetail: [
        { BrandId: 2, ContractTypeId: 1, SalesVolume: 80 },
        { BrandId: 6, ContractTypeId: 5, SalesVolume: null },
      ],
      Regions: 'DR Nantes',
      Retailer_FullName: 'PAUL MARTIN',
      Retailer_Phone: '+33-240000000',
      Retailer_EmailAddress: 'PAUL@NOUVEAU.FR',
      ...over,
    };
  }

  const createLite = (body: object, token = current().tokens.vc) =>
    post(current().ctx, '/users/createliteaccount', body, token);
  const createWithout = (body: object, token = current().tokens.vc) =>
    post(current().ctx, '/users/createliteaccountwithoutoriginator', body, token);

  async function counts() {
    const db = current().ctx.database.db;
    const [u, s, p] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(sites),
      db.select({ n: count() }).from(projects),
    ]);
    return { users: theRow(u, 'users').n, sites: theRow(s, 'sites').n, projects: theRow(p, 'projects').n };
  }
  async function requestRow(id: number) {
    const rows = await current()
      .ctx.database.db.select()
      .from(originatorRequests)
      .where(eq(originatorRequests.id, id));
    return theRow(rows, `request ${id}`);
  }
  async function userRow(email: string) {
    const [row] = await current().ctx.database.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  return { newLocationRequest, liteBody, createLite, createWithout, counts, requestRow, userRow };
}
