import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, ROLES, leafletDetails, oversightFilters, type MapFeature } from '@portal/contract';
import { arcadLocations, originatorRequests } from '../../db/schema';
import { createTestContext, createUser, get, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject, makeSite } from '../../../test/project-fixtures';
import { mapFeatures } from './leaflet-details';

let ctx: TestContext;
const tokens = {} as Record<'vc' | 'hq' | 'rnd' | 'originator' | 'retail', string>;
let originatorId: number;

const brand = (name: string) => BRANDS.find((b) => b.name === name)!.id;
const PEUGEOT = brand('Peugeot');
const OPEL = brand('Opel');

/** Metres to degrees of latitude (and of longitude at a latitude). */
const northBy = (metres: number) => metres / 111_195;
const eastBy = (metres: number, lat: number) => metres / (111_195 * Math.cos((lat * Math.PI) / 180));

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON = { lat: 45.764, lng: 4.8357 };
const NICE = { lat: 43.7102, lng: 7.262 };

/** A site created through a new-location request (what makes it a New Candidate). */
async function candidate(name: string, at: { lat: number; lng: number }, arcadLocationCode = '') {
  const project = await makeProject(ctx, {
    siteValues: { siteName: name, latitude: at.lat, longitude: at.lng, arcadLocationCode },
    originatorId,
    brandIds: [PEUGEOT],
  });
  await ctx.database.db.insert(originatorRequests).values({
    originatorUserId: originatorId,
    siteId: project.siteId,
    isNewCreation: true,
    siteName: name,
    street: '1 NEW STREET',
    city: 'PARIS',
    zipCode: '75001',
    countryCode: 'FR',
    status: 'created',
    projectId: project.id,
  });
  return project;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const vc = await createUser(ctx, { role: ROLES.VC });
  const hq = await createUser(ctx, { role: ROLES.HQ });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [PEUGEOT] });
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const retail = await createUser(ctx, { role: ROLES.RETAIL });
  originatorId = originator.id;
  for (const [key, user] of Object.entries({ vc, hq, rnd, originator, retail }))
    tokens[key as keyof typeof tokens] = await signIn(ctx, user.email);

  await ctx.database.db.insert(arcadLocations).values([
    {
      code: 'FR-0001',
      siteName: 'ARCAD PARIS',
      street: '1 RUE',
      zipCode: '75001',
      city: 'PARIS',
      countryCode: 'FR',
      latitude: PARIS.lat,
      longitude: PARIS.lng,
    },
    {
      code: 'FR-0002',
      siteName: 'ARCAD LYON',
      street: '2 RUE',
      zipCode: '69001',
      city: 'LYON',
      countryCode: 'FR',
      latitude: LYON.lat,
      longitude: LYON.lng,
    },
    {
      code: 'FR-0003',
      siteName: 'ARCAD NICE',
      street: '3 RUE',
      zipCode: '06000',
      city: 'NICE',
      countryCode: 'FR',
      latitude: NICE.lat,
      longitude: NICE.lng,
    },
    {
      code: 'DE-0001',
      siteName: 'ARCAD BERLIN',
      street: '1 STR',
      zipCode: '10115',
      city: 'BERLIN',
      countryCode: 'DE',
      latitude: 52.52,
      longitude: 13.405,
    },
  ]);

  // VC: an existing location with two projects (one feature, both listed), near an ARCAD location.
  const shared = await makeSite(ctx, {
    siteName: 'EXISTING PARIS',
    latitude: PARIS.lat + northBy(50),
    longitude: PARIS.lng,
  });
  await makeProject(ctx, { site: shared, originatorId, brandIds: [PEUGEOT], set: { statusId: 3 } });
  await makeProject(ctx, { site: shared, originatorId: null, brandIds: [PEUGEOT] });

  // New candidates: 150 m from Paris (matched), 300 m from Lyon (not), the box's corner near Nice (about
  // 269 m: not), far from everything with Lyon's code in lower case (matched by code).
  await candidate('NEAR PARIS', { lat: PARIS.lat + northBy(150), lng: PARIS.lng });
  await candidate('FAR LYON', { lat: LYON.lat, lng: LYON.lng + eastBy(300, LYON.lat) });
  await candidate('CORNER NICE', {
    lat: NICE.lat + northBy(190),
    lng: NICE.lng + eastBy(190, NICE.lat),
  });
  await candidate('SAME CODE', { lat: 47.2184, lng: -1.5536 }, 'fr-0002');

  // Outside the RND user's scope: another country, another brand.
  await makeProject(ctx, {
    siteValues: { siteName: 'BERLIN OPEL', countryCode: 'DE', region: '', latitude: 52.5, longitude: 13.4 },
    originatorId,
    brandIds: [OPEL],
  });
  await makeProject(ctx, {
    siteValues: { siteName: 'PARIS OPEL', region: 'DR Rennes', latitude: 48.1, longitude: -1.68 },
    originatorId,
    brandIds: [OPEL],
  });
  // Archived (paused), and a site without a position.
  await makeProject(ctx, {
    siteValues: { siteName: 'PAUSED SITE', latitude: 44.84, longitude: -0.58 },
    originatorId,
    brandIds: [PEUGEOT],
    set: { isEnabled: false },
  });
  await makeProject(ctx, {
    siteValues: { siteName: 'NOWHERE', latitude: null, longitude: null },
    originatorId,
    brandIds: [PEUGEOT],
  });
});

afterAll(() => ctx?.close());

async function features(token: string, body?: object): Promise<MapFeature[]> {
  const res = body
    ? await post(ctx, '/home/getleafletdetails/', body, token)
    : await get(ctx, '/home/getleafletdetails?Role=Validation%20Center%20Team', token);
  expect(res.statusCode).toBe(200);
  return leafletDetails.parse(res.json()).result.features;
}
const names = (list: MapFeature[], source?: string) =>
  list
    .filter((f) => !source || f.properties.informationSource === source)
    .map((f) => f.properties.siteName)
    .sort();
const named = (list: MapFeature[], name: string) => list.find((f) => f.properties.siteName === name)!;

describe('GET and POST /home/getleafletdetails', () => {
  it('answers a valid GeoJSON FeatureCollection of Point features', async () => {
    const res = await get(ctx, '/home/getleafletdetails?Role=x', tokens.vc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(() => leafletDetails.parse(body)).not.toThrow();
    expect(body.result.type).toBe('FeatureCollection');
    const ids = new Set<string>();
    for (const f of body.result.features as MapFeature[]) {
      expect(f.type).toBe('Feature');
      expect(f.geometry.type).toBe('Point');
      const [lng, lat] = f.geometry.coordinates;
      expect(lng).toBeGreaterThanOrEqual(-180);
      expect(lng).toBeLessThanOrEqual(180);
      expect(lat).toBeGreaterThanOrEqual(-90);
      expect(lat).toBeLessThanOrEqual(90);
      expect(f.properties.coordinates).toEqual(f.geometry.coordinates);
      ids.add(f.id);
    }
    expect(ids.size).toBe(body.result.features.length);
    expect(body.arcadImported).toBe(true);
  });

  it('reads the sites piece by piece: the same features, each site once, whatever the piece size', async () => {
    const whole = await features(tokens.vc);
    const vc = { userId: 0, role: ROLES.VC };
    const { pieces } = await mapFeatures(ctx.database.db, vc, oversightFilters.parse({}), 2);
    const read: MapFeature[][] = [];
    for await (const piece of pieces) read.push(piece);
    expect(read.length).toBeGreaterThan(3);
    expect(
      read
        .flat()
        .map((f) => f.id)
        .sort(),
    ).toEqual(whole.map((f) => f.id).sort());
    expect(read.flat()).toEqual(expect.arrayContaining(whole));
  });

  it('puts longitude first, as GeoJSON does', async () => {
    const near = named(await features(tokens.vc), 'NEAR PARIS');
    expect(near.geometry.coordinates[0]).toBeCloseTo(PARIS.lng, 6);
    expect(near.geometry.coordinates[1]).toBeCloseTo(PARIS.lat + northBy(150), 6);
  });

  it('classifies the layers: ARCAD locations, new candidates and the other sites (VC)', async () => {
    const all = await features(tokens.vc);
    expect(names(all, 'ARCAD')).toEqual(['ARCAD BERLIN', 'ARCAD LYON', 'ARCAD NICE', 'ARCAD PARIS']);
    expect(names(all, 'New Candidate')).toEqual(['CORNER NICE', 'FAR LYON', 'NEAR PARIS', 'SAME CODE']);
    expect(names(all, 'VC')).toEqual(['BERLIN OPEL', 'EXISTING PARIS', 'PARIS OPEL']);
    const arcad = named(all, 'ARCAD PARIS');
    expect(arcad.properties).toMatchObject({ arcadCode: 'FR-0001', projectStatusList: [], userName: '' });
  });

  it('lists every project of a site on its one feature, with code, status and the originator', async () => {
    const existing = named(await features(tokens.vc), 'EXISTING PARIS');
    const list = existing.properties.projectStatusList;
    expect(list).toHaveLength(2);
    expect(list.map((p) => p.status)).toEqual(['Project Approved', 'Project Registered']);
    for (const p of list) {
      expect(p.projectId).toEqual(expect.any(Number));
      expect(p.projectCode).toMatch(/^FR-\d{4}-\d{6}$/);
    }
    // The latest project has no originator: the user name follows the latest project.
    expect(existing.properties.userName).toBe('');
    expect(named(await features(tokens.vc), 'NEAR PARIS').properties.userName).toBe('Test User');
  });

  it('matches a new candidate within 200 m or with the same ARCAD code, and only candidates', async () => {
    const all = await features(tokens.vc);
    expect(named(all, 'NEAR PARIS').properties).toMatchObject({ matched: true, arcadCode: 'FR-0001' });
    expect(named(all, 'FAR LYON').properties).toMatchObject({ matched: false, arcadCode: '' });
    // Inside the pre-filter box, outside the circle.
    expect(named(all, 'CORNER NICE').properties).toMatchObject({ matched: false, arcadCode: '' });
    expect(named(all, 'SAME CODE').properties).toMatchObject({ matched: true, arcadCode: 'FR-0002' });
    // A VC site 50 m from an ARCAD location is not a candidate: no matching.
    expect(named(all, 'EXISTING PARIS').properties.matched).toBeUndefined();
  });

  it('leaves out archived projects unless asked, and sites without a position', async () => {
    expect(names(await features(tokens.vc))).not.toContain('PAUSED SITE');
    expect(names(await features(tokens.vc))).not.toContain('NOWHERE');
    const archived = await features(tokens.vc, { Role: ROLES.VC, IncludeArchivedProject: true });
    expect(names(archived)).toContain('PAUSED SITE');
    expect(names(archived)).not.toContain('NOWHERE');
  });

  it('filters by country (sites and ARCAD locations), brand and region', async () => {
    const de = await features(tokens.vc, { Role: ROLES.VC, arCountries: ['DE'] });
    expect(names(de)).toEqual(['ARCAD BERLIN', 'BERLIN OPEL']);
    const opel = await features(tokens.vc, { Role: ROLES.VC, arBrands: ['Opel'] });
    expect(names(opel, 'VC')).toEqual(['BERLIN OPEL', 'PARIS OPEL']);
    expect(names(opel, 'New Candidate')).toEqual([]);
    const rennes = await features(tokens.vc, { Role: ROLES.VC, arReagion: ['DR Rennes'] });
    expect(names(rennes, 'VC')).toEqual(['PARIS OPEL']);
  });

  it('keeps a Retail Network Development user to its markets and brands, whatever Role it sends', async () => {
    const mine = await features(tokens.rnd, { Role: ROLES.VC });
    expect(names(mine, 'VC')).toEqual(['EXISTING PARIS']);
    expect(names(mine, 'New Candidate')).toEqual(['CORNER NICE', 'FAR LYON', 'NEAR PARIS', 'SAME CODE']);
    expect(names(mine, 'ARCAD')).toEqual(['ARCAD LYON', 'ARCAD NICE', 'ARCAD PARIS']);
    // Asking for a country outside the markets gives nothing.
    expect(await features(tokens.rnd, { Role: ROLES.RND, arCountries: ['DE'] })).toEqual([]);
    expect(names(await features(tokens.rnd))).toEqual(names(mine));
  });

  it('answers HQ; refuses the originator and the retail location (403), and no session (401)', async () => {
    expect(names(await features(tokens.hq))).toEqual(names(await features(tokens.vc)));
    for (const token of [tokens.originator, tokens.retail]) {
      expect((await get(ctx, '/home/getleafletdetails', token)).statusCode).toBe(403);
      expect((await post(ctx, '/home/getleafletdetails', {}, token)).statusCode).toBe(403);
    }
    expect((await get(ctx, '/home/getleafletdetails')).statusCode).toBe(401);
    expect((await post(ctx, '/home/getleafletdetails', {})).statusCode).toBe(401);
  });

  it('refuses bad filters with 400', async () => {
    const res = await post(
      ctx,
      '/home/getleafletdetails',
      { arCountries: 'FR', FromDate: 'yesterday' },
      tokens.vc,
    );
    expect(res.statusCode).toBe(400);
  });

  it('says when no ARCAD location was imported at all', async () => {
    const filtered = await post(ctx, '/home/getleafletdetails', { arCountries: ['ES'] }, tokens.vc);
    expect(filtered.json()).toMatchObject({ arcadImported: true, result: { features: [] } });
    await ctx.database.db.delete(arcadLocations);
    const res = await get(ctx, '/home/getleafletdetails', tokens.vc);
    expect(res.json().arcadImported).toBe(false);
    expect(names(res.json().result.features, 'ARCAD')).toEqual([]);
  });
});
