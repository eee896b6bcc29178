import { ROLES } from '@portal/contract';
import { t } from '../src/platform/i18n';
import type { ProjectRecord } from '../src/features/projects/record';
import { createTestContext, createUser, get, signIn, type TestContext } from './helpers';
import { makeProject } from './project-fixtures';
import { brandId } from './design-validation';

/** Set-up shared by the design data tests (src/features/design-validation/design-data-*.test.ts). */

export type Who = 'anna' | 'bert' | 'retail' | 'gec' | 'validator' | 'hq' | 'rnd';

export interface DesignDataContext {
  ctx: TestContext;
  tokens: Record<Who, string>;
  users: Record<Who, { id: number; email: string; firstName: string; surName: string }>;
  /** alpha: Anna's, Peugeot + Citroen in France, linked to the Retail Location account. beta: Bert's, Opel in Italy. */
  alpha: ProjectRecord;
  beta: ProjectRecord;
}

export const PEUGEOT = brandId('Peugeot');
export const CITROEN = brandId('Citroen');
export const OPEL = brandId('Opel');
export const NON_PSA = brandId('Non-PSA Brand');
export const en = (key: string, vars?: Record<string, string>) => t('en', key, vars);

/** A fresh app with one account per role (two originators, two VC validators) and the projects alpha and beta. */
export async function createDesignDataContext(): Promise<DesignDataContext> {
  const ctx = await createTestContext();
  const tokens = {} as DesignDataContext['tokens'];
  const users = {} as DesignDataContext['users'];
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('bert', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
  await make('hq', { role: ROLES.HQ });
  await make('rnd', { role: ROLES.RND, markets: ['FR'], brandIds: [PEUGEOT] });
  const alpha = await makeProject(ctx, {
    originatorId: users.anna.id,
    retailId: users.retail.id,
    brandIds: [PEUGEOT, CITROEN],
  });
  const beta = await makeProject(ctx, {
    originatorId: users.bert.id,
    brandIds: [OPEL],
    siteValues: { countryCode: 'IT', region: '' },
  });
  return { ctx, tokens, users, alpha, beta };
}

/** The helpers that call the app, for the test file's context (read when called: it is set in beforeAll). */
export function designDataFixtures(current: () => DesignDataContext) {
  const fresh = (brandIds: number[], f: Parameters<typeof makeProject>[1] = {}) =>
    makeProject(current().ctx, { originatorId: current().users.anna.id, brandIds, ...f });
  const info = (who: Who, p: { id: number }) =>
    get(current().ctx, `/projects/GetAllDesignValidationInfoForUser/0/${p.id}`, current().tokens[who]);
  return { fresh, info };
}
