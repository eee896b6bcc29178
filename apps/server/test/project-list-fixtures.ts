import { expect } from 'vitest';
import { BRANDS, ROLES, type ProjectRow } from '@portal/contract';
import type { ProjectRecord } from '../src/features/projects/record';
import { createTestContext, createUser, post, signIn, type TestContext } from './helpers';
import { makeProject } from './project-fixtures';

/** The users and six projects shared by the project list tests (src/features/project-list/list-*.test.ts). */

export type ListWho = 'vc' | 'hq' | 'rnd' | 'anna' | 'bert' | 'retail';
export type ProjectKey = 'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo' | 'fox';
type Person = { id: number; email: string };

export interface ListWorld {
  ctx: TestContext;
  tokens: Record<ListWho, string>;
  ids: Record<string, number>;
  anna: Person;
  bert: Person;
  retail: Person;
  rnd: Person;
  vc: Person;
  p: Record<ProjectKey, ProjectRecord>;
}

export function brand(name: string): number {
  const found = BRANDS.find((b) => b.name === name);
  if (!found) throw new Error(`no brand ${name}`);
  return found.id;
}

/** The test file's context: one user per role (two originators) and six projects across countries and states. */
export async function listWorld(): Promise<ListWorld> {
  const ctx = await createTestContext();
  const tokens = {} as Record<ListWho, string>;
  const ids: Record<string, number> = {};
  const vc = await createUser(ctx, { role: ROLES.VC, email: 'vera.vc@example.test' });
  const hq = await createUser(ctx, { role: ROLES.HQ, email: 'hugo.hq@example.test' });
  const rnd = await createUser(ctx, {
    role: ROLES.RND,
    email: 'rita.rnd@example.test',
    markets: ['FR', 'DE'],
    brandIds: [brand('Peugeot'), brand('Opel')],
  });
  const anna = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'anna.orig@example.test' });
  const bert = await createUser(ctx, { role: ROLES.ORIGINATOR, email: 'bert.orig@example.test' });
  const retail = await createUser(ctx, { role: ROLES.RETAIL, email: 'rudi.retail@example.test' });

  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10, 0, 0));
  const p = {
    alpha: await makeProject(ctx, {
      siteValues: { siteName: 'ALPHA MOTORS', city: 'PARIS', countryCode: 'FR' },
      originatorId: anna.id,
      retailId: retail.id,
      brandIds: [brand('Peugeot')],
      set: { createdAt: at(1), statusDate: at(2), plannedOpeningDate: '2026-06-01' },
    }),
    bravo: await makeProject(ctx, {
      siteValues: { siteName: 'BRAVO AUTO', city: 'BERLIN', countryCode: 'DE', region: '' },
      originatorId: anna.id,
      brandIds: [brand('Opel'), brand('Leapmotor')],
      set: {
        createdAt: at(2),
        statusId: 3,
        statusDate: at(9),
        designValidationDate: at(8),
        plannedOpeningDate: '2026-03-01',
      },
    }),
    charlie: await makeProject(ctx, {
      siteValues: { siteName: 'CHARLIE CARS', city: 'ROMA', countryCode: 'IT', region: '' },
      originatorId: bert.id,
      brandIds: [brand('Peugeot')],
      set: { createdAt: at(3), statusId: 1, statusDate: at(4) },
    }),
    delta: await makeProject(ctx, {
      siteValues: { siteName: 'DELTA GARAGE', city: 'LYON', countryCode: 'FR' },
      originatorId: bert.id,
      brandIds: [brand('Fiat')],
      set: { createdAt: at(4), statusId: 4, statusDate: at(5), designValidationDate: at(6) },
    }),
    echo: await makeProject(ctx, {
      siteValues: { siteName: 'ECHO SERVICE', city: 'MADRID', countryCode: 'ES', region: '' },
      originatorId: null,
      retailId: retail.id,
      brandIds: [brand('Citroen')],
      documentationOnly: true,
      set: { createdAt: at(5), statusDate: at(3), isActive: false },
    }),
    fox: await makeProject(ctx, {
      siteValues: { siteName: 'FOX TROT', city: 'KOELN', countryCode: 'DE', region: '' },
      originatorId: bert.id,
      brandIds: [brand('Peugeot'), brand('Fiat')],
      set: {
        createdAt: at(6),
        statusId: 11,
        statusDate: at(7),
        isEnabled: false,
        plannedOpeningDate: '2026-09-01',
        designValidationDate: at(7),
      },
    }),
  };
  for (const [k, v] of Object.entries(p)) ids[k] = v.id;

  tokens.vc = await signIn(ctx, vc.email);
  tokens.hq = await signIn(ctx, hq.email);
  tokens.rnd = await signIn(ctx, rnd.email);
  tokens.anna = await signIn(ctx, anna.email);
  tokens.bert = await signIn(ctx, bert.email);
  tokens.retail = await signIn(ctx, retail.email);
  return { ctx, tokens, ids, anna, bert, retail, rnd, vc, p };
}

/** The list calls, for the test file's world (read when called: it is set in beforeAll). */
export function listFixtures(current: () => ListWorld) {
  const list = (token: string, body: object = {}) =>
    post(current().ctx, '/Projects/getallprojectsbyfilters', body, token);
  async function listIds(token: string, body: object = {}) {
    const res = await list(token, { PageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { rows: ProjectRow[]; total: number };
    expect(answer.total).toBe(answer.rows.length);
    return answer.rows.map((r) => r.projectId);
  }
  const names = (...keys: ProjectKey[]) => keys.map((k) => current().p[k].id);
  return { list, listIds, names };
}

export const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
