import { describe, expect, it } from 'vitest';
import type { ExternalLink } from '@portal/contract';
import { linkMatches, readLinkParams } from './link';

const q = (s: string) => new URLSearchParams(s);
const link: ExternalLink = {
  party: 'download',
  invitationId: 5,
  projectId: 42,
  userId: null,
  brandId: null,
  brandName: '',
  projectUniqueId: 'FR-1',
  siteName: 'S',
  name: 'N',
  email: 'n@example.com',
  readOnly: false,
};

describe('external link parameters', () => {
  it('reads the ids of each page and refuses missing or non-numeric ones', () => {
    expect(readLinkParams('download', q('userid=0&token=t&projectid=42&supplierid=5'))).toEqual({
      token: 't',
      userId: 0,
      projectId: 42,
      invitationId: 5,
      brandId: 0,
      email: '',
    });
    expect(readLinkParams('auditor', q('userid=1&token=t&projectid=42&supplierid=5'))).toBeNull();
    expect(readLinkParams('download', q('userid=1&token=t&projectid=4x&supplierid=5'))).toBeNull();
    expect(readLinkParams('arcad', q('email=a%40b.c'))).toBeNull();
    expect(readLinkParams('arcad', q('email=a%40b.c&token=t'))?.email).toBe('a@b.c');
  });

  it('matches a project without originator against userid 0', () => {
    const params = readLinkParams('download', q('userid=0&token=t&projectid=42&supplierid=5'))!;
    expect(linkMatches('download', params, link)).toBe(true);
    expect(linkMatches('download', { ...params, userId: 7 }, link)).toBe(false);
    expect(linkMatches('supplier', params, link)).toBe(false);
  });
});
