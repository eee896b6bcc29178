import { describe, expect, it } from 'vitest';
import { API as CONTRACT } from '@portal/contract';
import { API } from './routes';

describe('the route table in the browser', () => {
  it("holds every call of the contract's table with its method, path and access", () => {
    expect(Object.keys(API).sort()).toEqual(Object.keys(CONTRACT).sort());
    for (const [name, route] of Object.entries(CONTRACT))
      expect(API[name as keyof typeof API], name).toEqual({
        method: route.method,
        path: route.path,
        access: route.access,
      });
  });

  it('carries none of their schemas (the server checks requests and answers)', () => {
    for (const route of Object.values(API))
      expect(Object.keys(route).sort()).toEqual(['access', 'method', 'path']);
  });
});
