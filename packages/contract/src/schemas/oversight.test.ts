import { describe, expect, it } from 'vitest';
import { isKnownCountry } from '../reference';
import { EE_CLUSTER } from '../reference';
import { oversightFilters } from './oversight';

describe('oversight filters', () => {
  it('the EE Cluster is 47 distinct countries of the reference list', () => {
    expect(new Set(EE_CLUSTER).size).toBe(47);
    expect(EE_CLUSTER.filter((c) => !isKnownCountry(c))).toEqual([]);
  });

  it('dates are optional days; a bad one is refused', () => {
    expect(oversightFilters.parse({})).toMatchObject({
      FromDate: '',
      ToDate: '',
      IncludeArchivedProject: false,
    });
    expect(oversightFilters.parse({ FromDate: '2026-01-31T10:00:00Z' }).FromDate).toBe('2026-01-31');
    expect(oversightFilters.safeParse({ ToDate: '2026-02-30' }).success).toBe(false);
  });
});
