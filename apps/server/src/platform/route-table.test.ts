import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  API,
  isDbId,
  isLinkAccess,
  LINK_PARTIES,
  pathOf,
  ROLES,
  STATUS,
  type LinkParty,
  type Role,
  type RouteSpec,
} from '@portal/contract';
import type { z } from 'zod';
import { invitations } from '../db/schema';
import { createTestContext, createUser, post, signIn, type TestContext } from '../../test/helpers';
import { multipartBody } from '../../test/multipart';
import { makeProject } from '../../test/project-fixtures';
import { issueLinkToken } from './link-tokens';

/**
 * Walks the whole route table of the contract (issue 8 §2): every call is registered; closed calls
 * refuse an anonymous caller (401) and a role they do not list (403); ids that are not canonical decimal
 * within the database's range answer 400, wherever they are (path, query, body, multipart field); a NUL byte in any input (JSON body, multipart text
 * field, query, path) answers 400. Calls of the external pages (a LinkAccess) take a link token of one of their
 * parties: a signed-in token answers 401 there unless the call also lets users in.
 */

const ROUTES = Object.entries(API) as [string, RouteSpec][];
const BAD_IDS = [
  'abc',
  '-1',
  '0x10',
  '1e3',
  '1.5',
  ' 1',
  '+1',
  '2147483648',
  '99999999999',
  '01',
  '00',
  '-0',
];

let ctx: TestContext;
const tokens = {} as Record<Role, string>;
let pendingToken: string;
/** A live link token per external party (an invitation on an approved project). */
const linkTokensOf = {} as Record<LinkParty, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ALL_ROLES) {
    const user = await createUser(ctx, { role, markets: ['FR'], brandIds: [2] });
    tokens[role] = await signIn(ctx, user.email);
  }
  // A session still waiting for its one-time code (a new device).
  const pendingUser = await createUser(ctx);
  const res = await post(ctx, '/users/authenticate', {
    Email: pendingUser.email,
    Password: pendingUser.password,
    DeviceName: 'new-device',
  });
  pendingToken = res.json().token;
  const project = await makeProject(ctx, { brandIds: [2], set: { statusId: STATUS.approved } });
  for (const party of LINK_PARTIES) {
    const email = `${party}@party.test`;
    const [row] = await ctx.database.db
      .insert(invitations)
      .values({
        projectId: party === 'arcad' ? null : project.id,
        party,
        brandId: party === 'supplier' ? 2 : null,
        email,
      })
      .returning();
    linkTokensOf[party] = await issueLinkToken(ctx.database.db, party, {
      email,
      projectId: row!.projectId,
      partyId: row!.id,
      brandId: row!.brandId,
    });
  }
}, 120_000);
afterAll(() => ctx?.close());

/** Sample parameters that satisfy the route's schema (ids 1), so only the part under test is wrong. */
function sampleParams(spec: RouteSpec, override: Record<string, string> = {}): Record<string, string> {
  const shape = spec.params?.shape ?? {};
  const params: Record<string, string> = {};
  for (const key of Object.keys(shape)) params[key] = override[key] ?? (isIdField(spec, key) ? '1' : 'x');
  return params;
}
function isIdField(spec: RouteSpec, key: string): boolean {
  return isDbId(unwrap(spec.params?.shape[key]));
}
/** The schema inside optional, nullable and default wrappers. */
function unwrap(schema: unknown): unknown {
  let s = schema as { _zod?: { def: { type: string; innerType?: unknown } } } | undefined;
  while (s?._zod && ['optional', 'nullable', 'default'].includes(s._zod.def.type))
    s = s._zod.def.innerType as typeof s;
  return s;
}
type Path = (string | number)[];
/** Where a schema holds ids: in objects (the keys) and arrays (their first element), through pipes. */
function idPaths(schema: unknown, at: Path = []): Path[] {
  const s = unwrap(schema) as z.ZodType | undefined;
  if (!s) return [];
  if (isDbId(s)) return [at];
  const def = s._zod.def as { type: string; shape?: object; element?: unknown; in?: unknown };
  if (def.type === 'object') return Object.entries(def.shape!).flatMap(([k, v]) => idPaths(v, [...at, k]));
  if (def.type === 'array') return idPaths(def.element, [...at, 0]);
  if (def.type === 'pipe') return idPaths(def.in, at);
  return [];
}
/** `{ a: [{ b: value }] }` for the path `a.0.b`. */
function valueAt(path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, value)] : { [head!]: valueAt(rest, value) };
}
function call(spec: RouteSpec, token?: string, params = sampleParams(spec), body?: unknown, url?: string) {
  return ctx.app.inject({
    method: spec.method,
    url: url ?? `/api${pathOf({ path: spec.path.replace(/\?$/, '') }, params)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}
const allowedRole = (spec: RouteSpec): Role =>
  Array.isArray(spec.access) ? (spec.access[0] as Role) : ROLES.VC;
/** A token the call accepts: a link token of its first party on external pages' calls, else a session's. */
const allowedToken = (spec: RouteSpec): string | undefined =>
  spec.access === 'public'
    ? undefined
    : isLinkAccess(spec.access)
      ? linkTokensOf[spec.access.link[0]!]
      : tokens[allowedRole(spec)];
const linkRoutes = ROUTES.filter(([, s]) => isLinkAccess(s.access));

describe('the route table', () => {
  it('registers every call of the contract', () => {
    for (const [name, spec] of ROUTES) {
      const url = `/api${spec.path}`;
      expect(ctx.app.hasRoute({ method: spec.method, url }), `${name} ${spec.method} ${url}`).toBe(true);
    }
  });

  it.each(ROUTES.filter(([, s]) => s.access !== 'public' && s.access !== 'optional'))(
    '%s refuses an anonymous caller with 401',
    async (_name, spec) => {
      expect((await call(spec)).statusCode).toBe(401);
      expect((await call(spec, 'not-a-token')).statusCode).toBe(401);
    },
  );

  const roleRoutes = ROUTES.filter(([, s]) => Array.isArray(s.access) && s.access.length < ALL_ROLES.length);
  it.each(roleRoutes)('%s refuses every role it does not list with 403', async (_name, spec) => {
    const allowed = spec.access as readonly Role[];
    for (const role of ALL_ROLES.filter((r) => !allowed.includes(r))) {
      expect((await call(spec, tokens[role])).statusCode, role).toBe(403);
    }
  });

  it.each(
    ROUTES.filter(
      ([, s]) =>
        s.access !== 'public' && s.access !== 'optional' && s.access !== 'pending' && !isLinkAccess(s.access),
    ),
  )('%s refuses a session still waiting for its one-time code with 403', async (_name, spec) => {
    if (spec.access === 'anySession') return; // sign-out takes any session by design
    expect((await call(spec, pendingToken)).statusCode).toBe(403);
  });

  it('has calls of external pages to check', () => expect(linkRoutes.length).toBeGreaterThanOrEqual(1));
  it.each(linkRoutes)(
    '%s takes a link token of its parties only; a session token answers 401 unless users (of its roles) may call it',
    async (_name, spec) => {
      if (!isLinkAccess(spec.access)) return;
      const access = spec.access;
      for (const party of LINK_PARTIES) {
        const res = await call(spec, linkTokensOf[party]);
        if (access.link.includes(party)) expect(res.statusCode, party).not.toBe(401);
        else expect(res.statusCode, party).toBe(401);
      }
      for (const role of ALL_ROLES) {
        const res = await call(spec, tokens[role]);
        const userAllowed =
          access.user === 'user' || (Array.isArray(access.user) && access.user.includes(role));
        // A session never passes as a link: 401 on a link-only call; a user of another role is 403.
        if (userAllowed) expect(res.statusCode, role).not.toBe(401);
        else expect(res.statusCode, role).toBe(access.user ? 403 : 401);
      }
      expect((await call(spec, pendingToken)).statusCode).toBe(access.user ? 403 : 401);
    },
  );

  const idRoutes = ROUTES.filter(([, s]) => Object.keys(s.params?.shape ?? {}).some((k) => isIdField(s, k)));
  it('has id parameters to check', () => expect(idRoutes.length).toBeGreaterThan(8));
  it.each(idRoutes)('%s answers 400 for ids that are not plain digits in range', async (_name, spec) => {
    const token = allowedToken(spec);
    for (const key of Object.keys(spec.params!.shape).filter((k) => isIdField(spec, k))) {
      for (const bad of BAD_IDS) {
        const res = await call(spec, token, sampleParams(spec, { [key]: bad }));
        expect(res.statusCode, `${key}=${JSON.stringify(bad)}`).toBe(400);
        expect(res.json().fields?.[key], `${key}=${JSON.stringify(bad)}`).toBeTruthy();
      }
    }
  });

  /** Every place a route takes an id, outside its path. */
  const idPlaces = (spec: RouteSpec) => ({
    query: idPaths(spec.query),
    body: idPaths(spec.body),
    multipart: idPaths(spec.multipart),
  });
  const idElsewhereRoutes = ROUTES.filter(([, s]) => Object.values(idPlaces(s)).some((p) => p.length));
  it('has ids in queries, bodies and multipart fields to check', () => {
    const places = ROUTES.map(([, s]) => idPlaces(s));
    for (const where of ['query', 'body', 'multipart'] as const)
      expect(places.filter((p) => p[where].length).length, where).toBeGreaterThanOrEqual(3);
  });
  it.each(idElsewhereRoutes)(
    '%s answers 400 for an id not in canonical decimal (01) in its query, body or multipart fields',
    async (_name, spec) => {
      if (spec.access === 'pending') return; // a full session is refused before the input is read
      const token = allowedToken(spec);
      const auth = token ? { authorization: `Bearer ${token}` } : {};
      const url = `/api${pathOf({ path: spec.path.replace(/\?$/, '') }, sampleParams(spec))}`;
      const { query, body, multipart } = idPlaces(spec);
      const answers: [string, Promise<{ statusCode: number; json(): { fields?: object } }>][] = [];
      for (const path of query)
        for (const bad of ['01', '007'])
          answers.push([
            `query ${path.join('.')}=${bad}`,
            ctx.app.inject({ method: spec.method, url: `${url}?${path[0]}=${bad}`, headers: auth }),
          ]);
      for (const path of body)
        for (const bad of ['01', '007', 1.5])
          answers.push([
            `body ${path.join('.')}=${bad}`,
            ctx.app.inject({
              method: spec.method,
              url,
              headers: auth,
              payload: valueAt(path, bad) as object,
            }),
          ]);
      for (const path of multipart) {
        const form = multipartBody([{ name: String(path[0]), value: '01' }]);
        answers.push([
          `multipart ${path.join('.')}=01`,
          ctx.app.inject({
            method: spec.method,
            url,
            headers: { ...auth, 'content-type': form.contentType },
            payload: form.stream,
          }),
        ]);
      }
      for (const [label, answer] of answers) {
        const res = await answer;
        expect(res.statusCode, label).toBe(400);
        const field = label.split(' ')[1]!.split('=')[0]!;
        expect(res.json().fields, label).toHaveProperty([field]);
      }
    },
  );

  const bodyRoutes = ROUTES.filter(([, s]) => s.body);
  it.each(bodyRoutes)('%s answers 400 for a NUL byte anywhere in the body', async (_name, spec) => {
    const token = allowedToken(spec);
    const res = await call(spec, token, sampleParams(spec), {
      Email: 'a@b.c',
      Anything: ['ok', 'bad\u0000'],
    });
    if (spec.access === 'pending') return; // a full session is refused before the body is read
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'Anything.1': expect.any(String) });
  });

  const multipartRoutes = ROUTES.filter(([, s]) => s.multipart);
  it('has multipart calls to check', () => expect(multipartRoutes.length).toBeGreaterThanOrEqual(3));
  it.each(multipartRoutes)(
    '%s answers 400 for a NUL byte in a multipart text field, naming the field',
    async (_name, spec) => {
      const token = allowedToken(spec);
      for (const field of Object.keys(spec.multipart!.shape)) {
        const form = multipartBody([
          { name: 'Anything', value: 'ok' },
          { name: field, value: 'bad\u0000' },
        ]);
        const res = await ctx.app.inject({
          method: spec.method,
          url: `/api${pathOf({ path: spec.path }, sampleParams(spec))}`,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            'content-type': form.contentType,
          },
          payload: form.stream,
        });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().fields, field).toEqual({ [field]: expect.any(String) });
      }
    },
  );

  it('refuses a NUL byte in query and path parameters with 400', async () => {
    const vc = tokens[ROLES.VC];
    const sites = await call(
      API.getSitesAndRepresentatives,
      vc,
      {},
      undefined,
      '/api/Sites/GetAllSitesAndRepresentativeDetails?search=a%00b',
    );
    expect(sites.statusCode).toBe(400);
    const admin = await call(API.getAdminProjects, vc, { search: 'a\u0000' });
    expect(admin.statusCode).toBe(400);
    const lang = await call(API.getResources, undefined, { lang: 'e\u0000' });
    expect(lang.statusCode).toBe(400);
  });
});
