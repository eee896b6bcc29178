import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRANDS, COUNTRIES, PROJECT_STATUSES, ROLES } from '@portal/contract';
import { userProjectFilters } from '../../db/schema';
import { get, type TestContext } from '../../../test/helpers';
import {
  brand,
  listFixtures,
  listWorld,
  type ListWho,
  type ListWorld,
} from '../../../test/project-list-fixtures';

/** The project list's saved filters (Filter Data / Show All) and the filter choices each role gets. */

let world: ListWorld;
let ctx: TestContext;
let tokens: Record<ListWho, string>;
let anna: { id: number; email: string };
let retail: { id: number; email: string };
const { list } = listFixtures(() => world);

beforeAll(async () => {
  world = await listWorld();
  ({ ctx, tokens, anna, retail } = world);
});
afterAll(() => world.ctx.close());

describe('saved filters (Filter Data / Show All) and GET Projects/isFilterClicked', () => {
  const saved = async (token: string) => {
    const res = await get(ctx, '/Projects/isFilterClicked', token);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('stores the filters of VC, HQ and RND and gives them back', async () => {
    for (const token of [tokens.vc, tokens.hq, tokens.rnd]) {
      const filters = { arCountries: ['DE', 'FR'], arBrands: ['Peugeot'], arProjectStatus: [0, 3] };
      const res = await list(token, { ...filters, SaveFilters: true });
      expect(res.statusCode).toBe(200);
      expect(await saved(token)).toEqual({ isFilterClicked: true, ...filters });
    }
    // Without SaveFilters nothing changes.
    await list(tokens.vc, { arCountries: ['IT'] });
    expect((await saved(tokens.vc)).arCountries).toEqual(['DE', 'FR']);
    // Show All: empty filters, saved.
    await list(tokens.vc, { SaveFilters: true });
    expect(await saved(tokens.vc)).toEqual({
      isFilterClicked: false,
      arCountries: [],
      arBrands: [],
      arProjectStatus: [],
    });
  });

  it('does not store the filters of originators and Retail Location', async () => {
    for (const [token, user] of [
      [tokens.anna, anna],
      [tokens.retail, retail],
    ] as const) {
      const res = await list(token, { arCountries: ['DE'], SaveFilters: true });
      expect(res.statusCode).toBe(200);
      expect(await saved(token)).toEqual({
        isFilterClicked: false,
        arCountries: [],
        arBrands: [],
        arProjectStatus: [],
      });
      const rows = await ctx.database.db
        .select()
        .from(userProjectFilters)
        .where(eq(userProjectFilters.userId, user.id));
      expect(rows).toEqual([]);
    }
  });
});

describe('GET /home/getfilterdetails', () => {
  it('gives VC and HQ every brand, country and the 12 statuses', async () => {
    for (const token of [tokens.vc, tokens.hq]) {
      const res = await get(ctx, `/home/getfilterdetails?Role=${encodeURIComponent(ROLES.VC)}`, token);
      expect(res.statusCode).toBe(200);
      const { result } = res.json();
      // Every brand but 'Non-PSA Brand' (spec 000 §3).
      expect(result.brands).toHaveLength(BRANDS.length - 1);
      expect(result.brands.map((b: { brand_name: string }) => b.brand_name)).not.toContain('Non-PSA Brand');
      expect(result.brands).toContainEqual({ brand_id: brand('Leapmotor'), brand_name: 'Leapmotor' });
      expect(result.countries).toHaveLength(COUNTRIES.length);
      expect(result.countries).toContainEqual({ code: 'FR', label: 'France' });
      expect(result.projectStatus).toEqual(PROJECT_STATUSES.map((description, id) => ({ id, description })));
    }
  });

  it('gives RND only its markets and brands, whatever Role it sends', async () => {
    const res = await get(ctx, `/home/getfilterdetails?Role=${encodeURIComponent(ROLES.VC)}`, tokens.rnd);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.countries).toEqual([
      { code: 'FR', label: 'France' },
      { code: 'DE', label: 'Germany' },
    ]);
    expect(result.brands).toEqual([
      { brand_id: brand('Opel'), brand_name: 'Opel' },
      { brand_id: brand('Peugeot'), brand_name: 'Peugeot' },
    ]);
    expect(result.projectStatus).toHaveLength(12);
  });

  it('is refused to originators and Retail Location', async () => {
    expect((await get(ctx, '/home/getfilterdetails', tokens.anna)).statusCode).toBe(403);
    expect((await get(ctx, '/home/getfilterdetails', tokens.retail)).statusCode).toBe(403);
    expect((await get(ctx, '/home/getfilterdetails')).statusCode).toBe(401);
  });
});
