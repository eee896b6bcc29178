import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, OVERSIGHT_MAP, ROLES, mapView, oversightFilters, type MapView } from '@portal/contract';
import { arcadLocations, originatorRequests, projects, userMarkets } from '../../db/schema';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../../test/helpers';
import { makeProject } from '../../../test/project-fixtures';
import { clusterThread } from './cluster-thread';
import { mapView as readMapView } from './view';
import { MapViewCache } from './view-cache';

let ctx: TestContext;
const tokens = {} as Record<'vc' | 'rnd' | 'originator' | 'retail', string>;
let originatorId: number;
let rndUser: { id: number };
let pausedLater: number;

const PEUGEOT = BRANDS.find((b) => b.name === 'Peugeot')!.id;
const OPEL = BRANDS.find((b) => b.name === 'Opel')!.id;
const PARIS = { lat: 48.8566, lng: 2.3522 };
const DENSE = 40;
const WORLD = { west: -180, south: -85, east: 180, north: 85 };
/** A box of about 2 km around Paris. */
const PARIS_BOX = { west: 2.33, south: 48.845, east: 2.375, north: 48.87 };

beforeAll(async () => {
  ctx = await createTestContext();
  const vc = await createUser(ctx, { role: ROLES.VC });
  const rnd = await createUser(ctx, { role: ROLES.RND, markets: ['FR'], brandIds: [PEUGEOT] });
  const originator = await createUser(ctx, { role: ROLES.ORIGINATOR });
  const retail = await createUser(ctx, { role: ROLES.RETAIL });
  originatorId = originator.id;
  rndUser = rnd;
  for (const [key, user] of Object.entries({ vc, rnd, originator, retail }))
    tokens[key as keyof typeof tokens] = await signIn(ctx, user.email);

  // A dense group of sites in Paris (about 100 m apart), one group per world view.
  for (let i = 0; i < DENSE; i++)
    await makeProject(ctx, {
      siteValues: {
        siteName: `PARIS ${i}`,
        latitude: PARIS.lat + (i % 8) * 0.001,
        longitude: PARIS.lng + Math.floor(i / 8) * 0.001,
      },
      originatorId,
      brandIds: [PEUGEOT],
    });
  const later = await makeProject(ctx, {
    siteValues: { siteName: 'PAUSED LATER', latitude: 48.86, longitude: 2.36 },
    originatorId,
    brandIds: [PEUGEOT],
  });
  pausedLater = later.id;
  // A new candidate matched with an ARCAD location by code, in Lyon.
  const candidate = await makeProject(ctx, {
    siteValues: {
      siteName: 'LYON CANDIDATE',
      latitude: 45.764,
      longitude: 4.8357,
      arcadLocationCode: 'FR-9',
    },
    originatorId,
    brandIds: [PEUGEOT],
  });
  await ctx.database.db.insert(originatorRequests).values({
    originatorUserId: originatorId,
    siteId: candidate.siteId,
    isNewCreation: true,
    siteName: 'LYON CANDIDATE',
    street: '1 NEW STREET',
    city: 'LYON',
    zipCode: '69001',
    countryCode: 'FR',
    status: 'created',
    projectId: candidate.id,
  });
  await ctx.database.db.insert(arcadLocations).values([
    {
      code: 'FR-9',
      siteName: 'ARCAD LYON',
      street: '2 RUE',
      zipCode: '69001',
      city: 'LYON',
      countryCode: 'FR',
      latitude: 45.7641,
      longitude: 4.8358,
    },
    {
      code: 'WF-1',
      siteName: 'ARCAD EAST',
      street: '1 ST',
      zipCode: '1',
      city: 'X',
      countryCode: 'FR',
      latitude: -40,
      longitude: 179.5,
    },
  ]);
  // Outside the RND user's brands, and on the far side of the antimeridian.
  await makeProject(ctx, {
    siteValues: {
      siteName: 'WEST OF THE LINE',
      countryCode: 'FR',
      region: '',
      latitude: -40,
      longitude: -179.5,
    },
    originatorId,
    brandIds: [OPEL],
  });
});

afterAll(() => ctx?.close());

async function view(token: string, body: object): Promise<MapView> {
  const res = await post(ctx, '/home/getmapview', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return mapView.parse(res.json());
}
const total = (v: MapView['layers'][keyof MapView['layers']]) =>
  v.clusters.reduce((n, c) => n + c.count, 0) + v.features.length;
const names = (v: MapView) =>
  Object.values(v.layers)
    .flatMap((l) => l.features.map((f) => f.properties.siteName))
    .sort();

describe('POST /home/getmapview', () => {
  it('groups the dense sites into one cluster at world zoom, every site counted once', async () => {
    const world = await view(tokens.vc, { ...WORLD, zoom: 1 });
    expect(world.counts).toEqual({ sites: DENSE + 3, arcad: 2, matching: 1 });
    const paris = world.layers.new.clusters.find((c) => c.count >= DENSE);
    expect(paris).toBeDefined();
    expect(paris!.expansionZoom).toBeGreaterThan(1);
    expect(total(world.layers.new)).toBe(DENSE + 2);
    expect(total(world.layers.matching)).toBe(1);
    expect(total(world.layers.arcad)).toBe(2);
    expect(Date.parse(world.asOf)).not.toBeNaN();
  });

  it('shows single sites with their details when zoomed in, in their layers', async () => {
    const close = await view(tokens.vc, { ...PARIS_BOX, zoom: OVERSIGHT_MAP.maxZoom });
    expect(close.layers.new.clusters).toEqual([]);
    expect(close.layers.new.features).toHaveLength(DENSE + 1);
    const first = close.layers.new.features.find((f) => f.properties.siteName === 'PARIS 0')!;
    expect(first.properties).toMatchObject({ informationSource: 'VC', userName: 'Test User' });
    expect(first.properties.projectStatusList).toEqual([
      expect.objectContaining({ status: 'Project Registered', projectCode: expect.stringMatching(/^FR-/) }),
    ]);
    const lyon = await view(tokens.vc, { west: 4.8, south: 45.7, east: 4.9, north: 45.8, zoom: 17 });
    expect(lyon.layers.matching.features.map((f) => f.properties)).toEqual([
      expect.objectContaining({ siteName: 'LYON CANDIDATE', matched: true, arcadCode: 'FR-9' }),
    ]);
    expect(lyon.layers.arcad.features.map((f) => f.properties.siteName)).toEqual(['ARCAD LYON']);
    expect(lyon.layers.new.features).toEqual([]);
  });

  it('reads a box across the antimeridian (west above east)', async () => {
    const across = await view(tokens.vc, { west: 179, south: -41, east: -179, north: -39, zoom: 10 });
    expect(names(across)).toEqual(['ARCAD EAST', 'WEST OF THE LINE']);
  });

  it('keeps a Retail Network Development user to its scope, and follows a change of its markets at once', async () => {
    const mine = await view(tokens.rnd, { ...WORLD, zoom: 1, Role: ROLES.VC });
    expect(mine.counts).toEqual({ sites: DENSE + 2, arcad: 2, matching: 1 });
    await ctx.database.db.delete(userMarkets).where(eq(userMarkets.userId, rndUser.id));
    await ctx.database.db.insert(userMarkets).values({ userId: rndUser.id, countryCode: 'DE' });
    const none = await view(tokens.rnd, { ...WORLD, zoom: 1 });
    expect(none.counts).toEqual({ sites: 0, arcad: 0, matching: 0 });
    await ctx.database.db.delete(userMarkets).where(eq(userMarkets.userId, rndUser.id));
    await ctx.database.db.insert(userMarkets).values({ userId: rndUser.id, countryCode: 'FR' });
  });

  it('follows the filters: brand and country', async () => {
    expect((await view(tokens.vc, { ...WORLD, zoom: 1, arBrands: ['Opel'] })).counts.sites).toBe(1);
    expect((await view(tokens.vc, { ...WORLD, zoom: 1, arCountries: ['DE'] })).counts).toEqual({
      sites: 0,
      arcad: 0,
      matching: 0,
    });
  });

  it('answers the box of every point of the filters (the page fits a filtered map to it), null for none', async () => {
    // Paris, Lyon and both sides of the antimeridian: the box crosses it rather than spanning the world.
    const all = await view(tokens.vc, { ...WORLD, zoom: 1 });
    expect(all.bounds).toEqual([PARIS.lng, -40, -179.5, PARIS.lat + 7 * 0.001]);
    // Opel: the one site west of the line, and the ARCAD locations (of every brand) in Lyon and east of it.
    const opel = await view(tokens.vc, { ...WORLD, zoom: 1, arBrands: ['Opel'] });
    expect(opel.bounds).toEqual([4.8358, -40, -179.5, 45.7641]);
    // The box does not depend on the box shown.
    expect((await view(tokens.vc, { ...PARIS_BOX, zoom: 14, arBrands: ['Opel'] })).bounds).toEqual(
      opel.bounds,
    );
    expect((await view(tokens.vc, { ...WORLD, zoom: 1, arCountries: ['DE'] })).bounds).toBeNull();
  });

  it('refuses other roles (403), no session (401) and a bad box or zoom (400)', async () => {
    for (const token of [tokens.originator, tokens.retail])
      expect((await post(ctx, '/home/getmapview', { ...WORLD, zoom: 1 }, token)).statusCode).toBe(403);
    expect((await post(ctx, '/home/getmapview', { ...WORLD, zoom: 1 })).statusCode).toBe(401);
    for (const bad of [
      { ...WORLD, zoom: 1.5 },
      { ...WORLD, zoom: 19 },
      { ...WORLD, west: -181, zoom: 1 },
      { ...WORLD, north: 91, zoom: 1 },
      { ...WORLD, east: '10', zoom: 1 },
      { west: 0, south: 0, north: 1, zoom: 1 },
      { ...WORLD, zoom: 1, FromDate: 'tomorrow' },
    ])
      expect((await post(ctx, '/home/getmapview', bad, tokens.vc)).statusCode, JSON.stringify(bad)).toBe(400);
  });
});

describe('the map view cache', () => {
  const body = (box: object, zoom: number) =>
    ({ ...oversightFilters.parse({}), ...box, zoom }) as Parameters<typeof readMapView>[2];

  it('reads single points anew, and positions and counts again once they are older than their age', async () => {
    let now = 1_000_000;
    const cache = new MapViewCache<never>(OVERSIGHT_MAP.viewMaxAgeSeconds * 1000, 4, () => now) as never;
    const vc = { userId: 0, role: ROLES.VC };
    const before = await readMapView(ctx.database.db, vc, body(PARIS_BOX, 18), cache);
    expect(names(before)).toContain('PAUSED LATER');
    await ctx.database.db.update(projects).set({ isEnabled: false }).where(eq(projects.id, pausedLater));
    now += OVERSIGHT_MAP.viewMaxAgeSeconds * 1000 - 1;
    const cached = await readMapView(ctx.database.db, vc, body(PARIS_BOX, 18), cache);
    // The single point's details are read now: the paused project's site is gone; the counts are the index's.
    expect(names(cached)).not.toContain('PAUSED LATER');
    expect(cached.counts.sites).toBe(before.counts.sites);
    expect(cached.asOf).toBe(before.asOf);
    now += 1;
    const fresh = await readMapView(ctx.database.db, vc, body(PARIS_BOX, 18), cache);
    expect(fresh.counts.sites).toBe(before.counts.sites - 1);
    expect(Date.parse(fresh.asOf)).toBeGreaterThan(Date.parse(before.asOf));
    await ctx.database.db.update(projects).set({ isEnabled: true }).where(eq(projects.id, pausedLater));
  });

  it('builds the groups again when the worker that held them stopped', async () => {
    const before = await view(tokens.vc, { ...WORLD, zoom: 1 });
    await clusterThread.stop();
    const after = await view(tokens.vc, { ...WORLD, zoom: 1 });
    expect(after.counts).toEqual(before.counts);
    expect(after.layers.new.clusters.map((c) => c.count)).toEqual(
      before.layers.new.clusters.map((c) => c.count),
    );
  });

  it('shares one build between callers, forgets a failed one and keeps the most recently used', async () => {
    const cache = new MapViewCache<number>(60_000, 2, () => 0);
    let builds = 0;
    const build = () => Promise.resolve(++builds);
    expect(cache.get('a', build).value).toBe(cache.get('a', build).value);
    expect(builds).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('down'))).value).rejects.toThrow('down');
    expect(cache.size).toBe(1);
    cache.get('b', build);
    cache.get('a', build); // a is now the most recently used
    cache.get('c', build); // evicts b
    expect(cache.size).toBe(2);
    const before = builds;
    await cache.get('a', build).value;
    expect(builds).toBe(before);
    await cache.get('b', build).value;
    expect(builds).toBe(before + 1);
  });
});
