import { describe, expect, it } from 'vitest';
import type { MapFeature, MapFeatureProperties } from '@portal/contract';
import { clusterBox, layerOf, markerKindOf } from './layers';

const feature = (id: string, properties: Partial<MapFeatureProperties>): MapFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [2, 48] },
  properties: {
    informationSource: 'VC',
    coordinates: [2, 48],
    userName: '',
    siteName: id,
    projectStatusList: [],
    ...properties,
  },
});

const arcad = feature('arcad', { informationSource: 'ARCAD', arcadCode: 'FR-1' });
const vc = feature('vc', { informationSource: 'VC' });
const open = feature('open', { informationSource: 'New Candidate', matched: false, arcadCode: '' });
const matched = feature('matched', { informationSource: 'New Candidate', matched: true, arcadCode: 'FR-1' });

describe('map layers', () => {
  it('puts ARCAD locations in Arcad data, matched candidates in Matching data, the other sites in New data', () => {
    expect([arcad, vc, open, matched].map(layerOf)).toEqual(['arcad', 'new', 'new', 'matching']);
    expect([arcad, vc, open, matched].map(markerKindOf)).toEqual(['arcad', 'vc', 'candidate', 'matching']);
  });

  it('gives the map view a box within ±180°, the whole world once the view repeats', () => {
    expect(clusterBox(-400, -100, 400, 100)).toEqual([-180, -90, 180, 90]);
    expect(clusterBox(-10, 40, 20, 50)).toEqual([-10, 40, 20, 50]);
    // Across the antimeridian: west beyond east.
    expect(clusterBox(170, -10, 200, 10)).toEqual([170, -10, -160, 10]);
    expect(clusterBox(-180, 0, 180, 10)).toEqual([-180, 0, 180, 10]);
  });
});
