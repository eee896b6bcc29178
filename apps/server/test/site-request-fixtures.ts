import { expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES } from '@portal/contract';
import { packs } from '@portal/contract/i18n';
import { theRow } from '../src/db/client';
import { originatorRequests, projects, sites } from '../src/db/schema';
import { createTestContext, createUser, post, signIn, type TestContext } from './helpers';

/** Users, a known site and request helpers shared by the site-request tests (src/features/site-requests/). */

export const APPROVER = 'approver@portal.test';
/** The English text of a key as the server answers it (the key itself while a pack lacks it). */
export const en = (key: string) => packs.en[key] ?? key;

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export interface SiteRequestWorld {
  ctx: TestContext;
  vc: TestUser;
  originator: TestUser;
  retailUser: TestUser;
  tokens: Record<string, string>;
  existingSiteId: number;
}

async function insertSiteInto(ctx: TestContext, values: Partial<typeof sites.$inferInsert>) {
  const rows = await ctx.database.db
    .insert(sites)
    .values({
      siteName: 'SITE',
      street: 'STREET',
      city: 'CITY',
      zipCode: '00000',
      countryCode: 'FR',
      ...values,
    })
    .returning({ id: sites.id });
  return theRow(rows, 'the inserted site').id;
}

/** The test file's context: one user per role (and a pending VC), signed in, and a site in Lyon. */
export async function siteRequestWorld(): Promise<SiteRequestWorld> {
  const ctx = await createTestContext({ APPROVER_EMAILS: APPROVER });
  const vc = await createUser(ctx, { role: ROLES.VC, projectRole: 'Validator' });
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const retailUser = await createUser(ctx, { role: ROLES.RETAIL });
  // A VC applicant not yet accepted: no notification, no mail.
  await createUser(ctx, {
    role: ROLES.VC,
    status: 'pending',
    password: null,
    email: 'pending.vc@portal.test',
  });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [1, 2] });
  const tokens: Record<string, string> = {};
  tokens.vc = await signIn(ctx, vc.email);
  tokens.originator = await signIn(ctx, originator.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.retail = await signIn(ctx, retailUser.email);
  const existingSiteId = await insertSiteInto(ctx, {
    siteName: 'AUTO CENTRE LYON',
    street: '8 AVENUE JEAN JAURES',
    city: 'LYON',
    zipCode: '69007',
    countryCode: 'FR',
    region: 'DR Lyon',
    arcadLocationCode: 'ARC0001',
    retailerFullName: 'MARIE CURIE',
    retailerPhone: '+33-478000000',
    retailerEmail: 'marie@autocentre.fr',
    latitude: 45.75,
    longitude: 4.84,
    retailUserId: retailUser.id,
  });
  return { ctx, vc, originator, retailUser, tokens, existingSiteId };
}

let n = 0;

/** The helpers that call the app, for the test file's world (read when called: it is set in beforeAll). */
export function siteRequestFixtures(current: () => SiteRequestWorld) {
  const insertSite = (values: Partial<typeof sites.$inferInsert>) => insertSiteInto(current().ctx, values);

  /** A valid new-location request; each call names a different site so none duplicates another. */
  function newLocation(over: Record<string, unknown> = {}) {
    n++;
    return {
      UserId: current().originator.id,
      SiteName: `GARAGE DU PARC ${n}`,
      Street: `${n} RUE DE LA PAIX`,
      City: 'PARIS',
      ZipCode: `750${String(n).padStart(2, '0')}`,
      RRDI: 'R1',
      RRDISecondry: '',
      ARCADLocationCode: '',
      Country: 'FR',
      Region: 'DR IDF Nord',
      BrandDetails: [
        { BrandId: 2, ContractTypeId: 1, SalesVolume: 120 },
        { BrandId: 1, ContractTypeId: 2, SalesVolume: '' },
      ],
      Retailer_FullName: 'JEAN DUPONT',
      Retailer_Phone: '+33-612345678',
      Retailer_EmailAddress: 'JEAN.DUPONT@GARAGE.FR',
      Latitude: 48.87,
      Longitude: 2.33,
      AllowDuplicateSiteCreation: false,
      IsDocumentOnly: false,
      IsNewProject: true,
      IsArchitectConfirm: true,
      ...over,
    };
  }
  const existingLocation = (over: Record<string, unknown> = {}) => ({
    SiteId: current().existingSiteId,
    BrandDetails: [{ BrandId: 4, ContractTypeId: 3, SalesVolume: 40 }],
    IsDocumentOnly: false,
    IsNewProject: false,
    IsArchitectConfirm: true,
    ...over,
  });

  const requestAccess = (body: object, token = current().tokens.originator) =>
    post(current().ctx, '/DynamicBrand/RequestProjectAccess', body, token);
  const decide = (OriginatorProjectRequestId: number, status: string, token = current().tokens.vc) =>
    post(
      current().ctx,
      '/Projects/ApproveOrRejectOriginatorRequest/',
      { OriginatorProjectRequestId, status },
      token,
    );

  async function requestRow(id: number) {
    const rows = await current()
      .ctx.database.db.select()
      .from(originatorRequests)
      .where(eq(originatorRequests.id, id));
    return theRow(rows, `request ${id}`);
  }
  async function countOf(table: typeof projects | typeof originatorRequests | typeof sites) {
    const rows = await current().ctx.database.db.select({ n: count() }).from(table);
    return theRow(rows, 'the count').n;
  }
  async function projectsFromRequest(id: number) {
    const req = await requestRow(id);
    return req.projectId
      ? current().ctx.database.db.select().from(projects).where(eq(projects.id, req.projectId))
      : [];
  }
  async function newRequest(body: object) {
    const res = await requestAccess(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().originatorProjectRequestId as number;
  }

  return {
    insertSite,
    newLocation,
    existingLocation,
    requestAccess,
    decide,
    requestRow,
    countOf,
    projectsFromRequest,
    newRequest,
  };
}
