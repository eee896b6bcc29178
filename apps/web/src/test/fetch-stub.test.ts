import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api';
import { API } from '../lib/routes';
import { failure, on, stubRoutes } from './fetch-stub';

afterEach(() => vi.restoreAllMocks());

describe('the fetch stub over the route table', () => {
  it('answers a call named by its route and parameters, with the body it was sent', async () => {
    const seen: unknown[] = [];
    stubRoutes([
      on(API.getResources, { params: { lang: 'fr' } }, { hello: 'bonjour' }),
      on(API.exportProjectsCsv, {}, (c) => {
        seen.push(c.body);
        return failure(409, 'No.');
      }),
    ]);
    await expect(call(API.getResources, { params: { lang: 'fr' } })).resolves.toEqual({ hello: 'bonjour' });
    await expect(call(API.getResources, { params: { lang: 'de' } })).rejects.toMatchObject({ status: 404 });
    await expect(call(API.exportProjectsCsv, { body: {} as never })).rejects.toMatchObject({
      status: 409,
      message: 'No.',
    });
    expect(seen).toEqual([{}]);
  });

  it('keys the query too when asked', async () => {
    const { calls } = stubRoutes([on(API.devMail, { query: { to: 'a@b.test', limit: 5 } }, [])], {
      withQuery: true,
    });
    await expect(call(API.devMail, { query: { to: 'a@b.test', limit: 5 } })).resolves.toEqual([]);
    await expect(call(API.devMail, { query: { to: 'c@d.test', limit: 5 } })).rejects.toMatchObject({
      status: 404,
    });
    expect(calls.map((c) => c.path)).toEqual([
      'dev/mail?to=a%40b.test&limit=5',
      'dev/mail?to=c%40d.test&limit=5',
    ]);
  });
});
