import { BRANDS, ROLES } from '@portal/contract';
import { t } from '../src/platform/i18n';
import type { ProjectRecord } from '../src/features/projects/record';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';
import { makeProject, makeSite, type SiteRecord } from './project-fixtures';

/** Set-up shared by the project detail tests (src/features/project-detail/detail-*.test.ts). */

export type Who = 'vc' | 'hq' | 'rnd' | 'anna' | 'bert' | 'retail';

export interface DetailContext {
  ctx: TestContext;
  tokens: Record<Who, string>;
  users: Record<Who, { id: number; email: string }>;
  paris: SiteRecord;
  /** alpha: Paris, Anna, Peugeot, linked to the Retail Location account. beta: same site, Bert, Citroen.
   *  gamma: Berlin, Anna, Opel. delta: Milan, Bert, Peugeot. */
  alpha: ProjectRecord;
  beta: ProjectRecord;
  gamma: ProjectRecord;
  delta: ProjectRecord;
}

export function brand(name: string): number {
  const found = BRANDS.find((b) => b.name === name);
  if (!found) throw new Error(`no brand ${name}`);
  return found.id;
}
export const en = (key: string) => t('en', key);

/** A fresh app with one account per role (two originators) and four projects, two of them at one site. */
export async function createDetailContext(): Promise<DetailContext> {
  const ctx = await createTestContext();
  const tokens = {} as Record<Who, string>;
  const users = {} as Record<Who, { id: number; email: string }>;
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('vc', { role: ROLES.VC });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR', 'DE'], brandIds: [brand('Peugeot')] });
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });

  const paris = await makeSite(ctx, {
    siteName: 'PARIS NORD',
    city: 'PARIS',
    latitude: 48.9,
    longitude: 2.36,
  });
  const alpha = await makeProject(ctx, {
    site: paris,
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [brand('Peugeot'), brand('Fiat Professional'), brand('Leapmotor')],
    set: { createdAt: new Date('2026-01-01T10:00:00Z'), plannedOpeningDate: '2026-07-01' },
  });
  const beta = await makeProject(ctx, {
    site: paris,
    originatorId: users.bert.id,
    brandIds: [brand('Citroen')],
    set: { createdAt: new Date('2026-02-01T10:00:00Z') },
  });
  const gamma = await makeProject(ctx, {
    siteValues: {
      siteName: 'BERLIN OST',
      city: 'BERLIN',
      countryCode: 'DE',
      region: '',
      arcadLocationCode: 'B1',
    },
    originatorId: users.anna.id,
    brandIds: [brand('Opel')],
  });
  const delta = await makeProject(ctx, {
    siteValues: { siteName: 'MILANO', city: 'MILANO', countryCode: 'IT', region: '' },
    originatorId: users.bert.id,
    brandIds: [brand('Peugeot')],
  });
  return { ctx, tokens, users, paris, alpha, beta, gamma, delta };
}
