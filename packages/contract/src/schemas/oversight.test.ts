import { describe, expect, it } from 'vitest';
import { isKnownCountry } from '../reference';
import { EE_CLUSTER } from '../reference';
import { extractBody } from '../api/dashboard';
import { oversightFilters } from './oversight';
import { projectExportBody, projectListBody } from './projects';

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

  it('a null date (a spec client leaving it unset) means no bound, here and in the project list', () => {
    expect(oversightFilters.parse({ FromDate: null, ToDate: null })).toMatchObject({
      FromDate: '',
      ToDate: '',
    });
    expect(projectListBody.parse({ FromDate: null, ToDate: null })).toMatchObject({
      FromDate: '',
      ToDate: '',
    });
    expect(projectExportBody.parse({ FromDate: null, ToDate: null })).toMatchObject({
      FromDate: '',
      ToDate: '',
    });
    expect(extractBody.parse({ FromDate: null, ToDate: '2026-03-01' })).toMatchObject({
      FromDate: '',
      ToDate: '2026-03-01',
    });
    expect(oversightFilters.safeParse({ FromDate: 0 }).success).toBe(false);
  });
});
