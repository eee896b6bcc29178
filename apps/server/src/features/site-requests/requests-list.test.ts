import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@portal/contract';
import { projects, sites } from '../../db/schema';
import { get, post, type TestContext } from '../../../test/helpers';
import {
  siteRequestFixtures,
  siteRequestWorld,
  type SiteRequestWorld,
  type TestUser,
} from '../../../test/site-request-fixtures';

let world: SiteRequestWorld;
let ctx: TestContext;
let originator: TestUser;
let tokens: Record<string, string>;
let existingSiteId: number;
const { insertSite, newLocation, existingLocation, decide, newRequest } = siteRequestFixtures(() => world);

beforeAll(async () => {
  world = await siteRequestWorld();
  ({ ctx, originator, tokens, existingSiteId } = world);
});
afterAll(() => world.ctx.close());

describe('GET Sites/GetAllSitesAndRepresentativeDetails', () => {
  it('lists matching sites with their representative for originators and VC; 403 for others', async () => {
    await insertSite({
      siteName: 'GARAGE 100% NORD',
      city: 'LILLE',
      zipCode: '59000',
      arcadLocationCode: 'N100',
    });
    await insertSite({ siteName: 'MUNICH MOTORS', city: 'MUNCHEN', zipCode: '80331', countryCode: 'DE' });
    const res = await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails?search=lyon', tokens.originator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        siteId: existingSiteId,
        siteName: 'AUTO CENTRE LYON',
        street: '8 AVENUE JEAN JAURES',
        city: 'LYON',
        zipCode: '69007',
        country: 'France',
        countryCode: 'FR',
        regions: 'DR Lyon',
        ARCADLocationCode: 'ARC0001',
        retailer_FullName: 'MARIE CURIE',
        retailer_Phone: '+33-478000000',
        retailer_EmailAddress: 'marie@autocentre.fr',
        latitude: 45.75,
        longitude: 4.84,
      },
    ]);
    const names = async (query: string, token = tokens.vc) =>
      (await get(ctx, `/Sites/GetAllSitesAndRepresentativeDetails${query}`, token))
        .json()
        .map((s: { siteName: string }) => s.siteName);
    expect(await names('?search=n100')).toEqual(['GARAGE 100% NORD']);
    expect(await names('?search=80331')).toEqual(['MUNICH MOTORS']);
    expect(await names('?search=100%25')).toEqual(['GARAGE 100% NORD']);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?country=de')).toEqual(['MUNICH MOTORS']);
    expect(await names('?search=lille&country=DE')).toEqual([]);
    for (const role of ['hq', 'rnd', 'retail']) {
      expect((await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails', tokens[role])).statusCode).toBe(
        403,
      );
    }
  });

  it('answers at most 50 sites, by name', async () => {
    await ctx.database.db.insert(sites).values(
      Array.from({ length: 60 }, (_, i) => ({
        siteName: `BULK SITE ${String(i).padStart(2, '0')}`,
        street: `${i} BULK ROAD`,
        city: 'BULKTOWN',
        zipCode: '10000',
        countryCode: 'GB',
      })),
    );
    const res = await get(ctx, '/Sites/GetAllSitesAndRepresentativeDetails?search=bulk', tokens.originator);
    expect(res.json()).toHaveLength(50);
    expect(res.json()[0].siteName).toBe('BULK SITE 00');
  });
});

describe('GET Projects/GetAllProjectForArchitectToApprove', () => {
  it('lists requests for VC, pending first, newest first; 403 for other roles', async () => {
    const id = await newRequest(newLocation({ IsDocumentOnly: true }));
    const res = await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens.vc);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    const row = rows.find((r: { originatorProjectRequestId: number }) => r.originatorProjectRequestId === id);
    expect(row).toMatchObject({
      projectId: null,
      architectEmail: originator.email,
      originatorFirstName: 'Test',
      city: 'PARIS',
      country: 'France',
      countryCode: 'FR',
      regions: 'DR IDF Nord',
      retailer_FullName: 'JEAN DUPONT',
      isNewCreation: 'Yes',
      isActive: true,
      status: 'Pending',
      projectStatusId: null,
      brands: 'Citroen, Peugeot',
      brandDetails: [
        { brandId: 2, contractTypeId: 1, salesVolume: 120 },
        { brandId: 1, contractTypeId: 2, salesVolume: null },
      ],
      projectUniqueId: '',
      documentOnly: true,
    });
    expect(new Date(row.createdOn).toISOString()).toBe(row.createdOn);
    const pendingFlags = rows.map((r: { status: string }) => r.status === 'Pending');
    expect(pendingFlags).toEqual([...pendingFlags].sort((a, b) => Number(b) - Number(a)));
    for (const role of ['originator', 'hq', 'rnd', 'retail']) {
      expect((await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens[role])).statusCode).toBe(
        403,
      );
    }
  });

  it("follows the project's state: pausing it makes its request inactive, enabling it active again", async () => {
    const SiteId = await insertSite({ siteName: 'GARAGE DE LA GARE', city: 'LILLE', zipCode: '59000' });
    const id = await newRequest(existingLocation({ SiteId }));
    const projectId = (await decide(id, 'Approved')).json().projectId as number;
    const listed = async () =>
      (await get(ctx, '/Projects/GetAllProjectForArchitectToApprove', tokens.vc))
        .json()
        .find((r: { originatorProjectRequestId: number }) => r.originatorProjectRequestId === id);
    const hold = () => post(ctx, `/Projects/holdorunholdproject/${projectId}`, {}, tokens.vc);

    expect(await listed()).toMatchObject({ projectId, isActive: true, projectStatusId: STATUS.registered });
    expect((await hold()).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ projectId, isActive: false });
    expect((await hold()).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ projectId, isActive: true });

    // A completed project (site compliance notified) is inactive too.
    await ctx.database.db
      .update(projects)
      .set({ statusId: STATUS.siteCompliance, isActive: false })
      .where(eq(projects.id, projectId));
    expect(await listed()).toMatchObject({ isActive: false, projectStatusId: STATUS.siteCompliance });
  });
});
