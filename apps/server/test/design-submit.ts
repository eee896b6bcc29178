import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, STATUS, requiredSlots, type DocumentSlot } from '@portal/contract';
import { theRow } from '../src/db/client';
import { notifications, projects } from '../src/db/schema';
import { t } from '../src/platform/i18n';
import type { ProjectRecord } from '../src/features/projects/record';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';
import { makeProject } from './project-fixtures';
import { addDocuments, brandId, dossierBody, submitDesign, type BrandInput } from './design-validation';

/** Set-up shared by the submit-for-validation tests (src/features/design-validation/submit-*.test.ts). */

export type Who = 'anna' | 'retail' | 'gec' | 'validator';

export interface SubmitContext {
  ctx: TestContext;
  tokens: Record<Who, string>;
  users: Record<Who, { id: number; email: string }>;
}

export const PEUGEOT = brandId('Peugeot');
export const CITROEN = brandId('Citroen');
export const DS = brandId('DS Automobiles');
export const SPOTICAR = brandId('Spoticar');
export const FIAT = brandId('Fiat');
export const ALFA = brandId('Alfa Romeo');
export const LANCIA = brandId('Lancia');
export const NON_PSA = brandId('Non-PSA Brand');
export const PEUGEOT_PRO = brandId('Peugeot Professional');

export const en = (key: string, vars?: Record<string, string>) => t('en', key, vars);
export const mandatory = (field: string) => en('designValidation.mandatory', { field });
export const numeric = (field: string) => en('designValidation.numeric', { field });
export const ofBrand = (brand: string, fieldKey: string) =>
  en('designValidation.brandField', { brand, field: en(fieldKey) });
export const missing = (slots: readonly DocumentSlot[]) =>
  en('designValidation.missingDocuments', { documents: slots.map((s) => en(`design.doc.${s}`)).join(', ') });

/** A fresh app with an originator, a Retail Location account and the two VC validators, signed in. */
export async function createSubmitContext(): Promise<SubmitContext> {
  const ctx = await createTestContext();
  const tokens = {} as Record<Who, string>;
  const users = {} as Record<Who, { id: number; email: string }>;
  const make = async (who: Who, opts: Parameters<typeof createUser>[1]) => {
    users[who] = await createUser(ctx, opts);
    tokens[who] = await signIn(ctx, users[who].email);
  };
  await make('anna', { role: ROLES.ORIGINATOR });
  await make('retail', { role: ROLES.RETAIL });
  await make('gec', { role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' });
  await make('validator', { role: ROLES.VC, projectRole: 'Validator' });
  return { ctx, tokens, users };
}

/** The helpers that call the app, for the test file's context (read when called: it is set in beforeAll). */
export function submitFixtures(current: () => SubmitContext) {
  async function project(brandIds: number[], f: Parameters<typeof makeProject>[1] = {}) {
    const { ctx, users } = current();
    return makeProject(ctx, { originatorId: users.anna.id, brandIds, ...f });
  }
  async function reload(p: ProjectRecord) {
    const rows = await current().ctx.database.db.select().from(projects).where(eq(projects.id, p.id));
    return theRow(rows, `project ${p.id}`);
  }
  /** A project with every document its brands call for, unless some are left out. */
  async function withDocuments(p: ProjectRecord, brands: BrandInput[], leaveOut: DocumentSlot[] = []) {
    const slots = requiredSlots(
      brands.map((b) => ({
        brandId: b.brandId,
        brandEnabled: b.brandEnabled ?? true,
        typology: b.typology ?? 'newBuild',
        ciWorkstream: b.ciWorkstream ?? ['exteriorSignage'],
      })),
    ).filter((s) => !leaveOut.includes(s));
    await addDocuments(current().ctx, p.id, slots);
  }
  async function refusal(brands: BrandInput[], over: Parameters<typeof dossierBody>[2] = {}, lang = 'en') {
    const p = await project(brands.map((b) => b.brandId));
    await withDocuments(p, brands);
    const { ctx, tokens } = current();
    const res = await submitDesign(ctx, tokens.anna, dossierBody(p.id, brands, over), lang);
    return { res, p };
  }
  const notificationsOf = (projectId: number) =>
    current().ctx.database.db.select().from(notifications).where(eq(notifications.projectId, projectId));

  /** The dossier went in: the answer says so and the project is Under Review, submitted (spec 001 §5). */
  async function expectSubmitted(
    { res, p }: { res: { statusCode: number; json(): unknown }; p: ProjectRecord },
    label = '',
  ) {
    expect(res.statusCode, label).toBe(200);
    expect(res.json(), label).toMatchObject({
      message: en('designValidation.submitted'),
      statusId: STATUS.underReview,
      isSubmittedForApproval: true,
    });
    expect(await reload(p), label).toMatchObject({
      statusId: STATUS.underReview,
      isSubmittedForApproval: true,
    });
  }

  return { project, reload, withDocuments, refusal, notificationsOf, expectSubmitted };
}
