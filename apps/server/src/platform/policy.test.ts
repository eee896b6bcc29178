import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '@portal/contract';
import { projects } from '../db/schema';
import { createTestContext, createUser, type TestContext } from '../../test/helpers';
import { makeProject } from '../../test/project-fixtures';
import {
  can,
  dataScope,
  inScope,
  maySeeRequest,
  PROJECT_ACTIONS,
  scopeCondition,
  type DataScope,
  type PolicyUser,
  type ProjectAction,
  type ProjectFacts,
} from './policy';

/**
 * The policy, table-driven (issue 8 §1): every role × action on a project inside and outside the
 * caller's reach, and the list condition agreeing with the single-project rule for every role,
 * including a Retail Network Development user without markets or without brands.
 */

const ME = 10;
const OTHER = 11;
const RND_SCOPE: DataScope = { kind: 'markets', countryCodes: ['FR'], brandIds: [2] };

/** A project the caller is linked to (originator and Retail Location), in FR with Peugeot (2). */
const mine: ProjectFacts = { originatorUserId: ME, retailUserId: ME, countryCode: 'FR', brandIds: [2, 4] };
/** Someone else's, in DE with Fiat (7): outside every limited scope. */
const theirs: ProjectFacts = {
  originatorUserId: OTHER,
  retailUserId: OTHER,
  countryCode: 'DE',
  brandIds: [7],
};

type Expectation = Partial<Record<ProjectAction, [mine: boolean, theirs: boolean]>>;
interface Case {
  who: string;
  user: PolicyUser;
  allowed: Expectation;
}

const CASES: Case[] = [
  {
    who: 'VC Validator',
    user: { userId: ME, role: ROLES.VC, projectRole: 'Validator' },
    allowed: {
      read: [true, true],
      comment: [true, true],
      validateContent: [true, true],
      requestFeedback: [true, true],
      pause: [true, true],
      admin: [true, true],
      inviteSupplier: [true, true],
      inviteAuditor: [true, true],
      readSupplierFiles: [true, true],
      readTimeline: [true, true],
      readPartyActivity: [true, true],
      readMarkups: [true, true],
      drawMarkup: [true, true],
      closeMarkup: [true, true],
    },
  },
  {
    who: 'VC Data Analyst',
    user: { userId: ME, role: ROLES.VC, projectRole: 'Data Analyst' },
    allowed: {
      read: [true, true],
      comment: [true, true],
      validateContent: [true, true],
      requestFeedback: [true, true],
      pause: [true, true],
      admin: [true, true],
      inviteSupplier: [true, true],
      inviteAuditor: [true, true],
      readSupplierFiles: [true, true],
      readTimeline: [true, true],
      readPartyActivity: [true, true],
      readMarkups: [true, true],
      drawMarkup: [true, true],
      closeMarkup: [true, true],
    },
  },
  {
    who: 'VC GEC Validator/Data Analyst',
    user: { userId: ME, role: ROLES.VC, projectRole: 'GEC Validator/Data Analyst' },
    allowed: {
      read: [true, true],
      comment: [true, true],
      validateCompleteness: [true, true],
      pause: [true, true],
      admin: [true, true],
      inviteSupplier: [true, true],
      inviteAuditor: [true, true],
      readSupplierFiles: [true, true],
      readTimeline: [true, true],
      readPartyActivity: [true, true],
      readMarkups: [true, true],
      drawMarkup: [true, true],
      closeMarkup: [true, true],
    },
  },
  {
    who: 'HQ',
    user: { userId: ME, role: ROLES.HQ },
    allowed: {
      read: [true, true],
      comment: [true, true],
      giveFeedback: [true, true],
      readSupplierFiles: [true, true],
      readTimeline: [true, true],
      readPartyActivity: [true, true],
      readMarkups: [true, true],
      drawMarkup: [true, true],
      closeMarkup: [true, true],
      attachFeedbackMarkups: [true, true],
    },
  },
  {
    who: 'RND (FR, Peugeot)',
    user: { userId: ME, role: ROLES.RND, scope: RND_SCOPE },
    allowed: {
      read: [true, false],
      comment: [true, false],
      readSupplierFiles: [true, false],
      readTimeline: [true, false],
      readPartyActivity: [true, false],
      readMarkups: [true, false],
    },
  },
  {
    who: 'RND without markets',
    user: { userId: ME, role: ROLES.RND, scope: { kind: 'markets', countryCodes: [], brandIds: [2] } },
    allowed: {},
  },
  {
    who: 'RND without brands',
    user: { userId: ME, role: ROLES.RND, scope: { kind: 'markets', countryCodes: ['FR'], brandIds: [] } },
    allowed: {},
  },
  {
    who: 'Originator',
    user: { userId: ME, role: ROLES.ORIGINATOR },
    allowed: {
      read: [true, false],
      comment: [true, false],
      editSite: [true, false],
      moveMarker: [true, false],
      uploadDesign: [true, false],
      submit: [true, false],
      inviteSupplier: [true, false],
      implementCi: [true, false],
      // Its own project's history, without the external parties' link uses (docs/access.md).
      readTimeline: [true, false],
      readMarkups: [true, false],
      answerMarkup: [true, false],
    },
  },
  {
    who: 'Retail Location',
    user: { userId: ME, role: ROLES.RETAIL },
    allowed: {
      read: [true, false],
      comment: [true, false],
      moveMarker: [true, false],
      readSupplierFiles: [true, false],
      readTimeline: [true, false],
      readPartyActivity: [true, false],
      readMarkups: [true, false],
    },
  },
];

describe('can(user, action, project)', () => {
  for (const c of CASES) {
    describe(c.who, () => {
      it.each(PROJECT_ACTIONS.map((a) => [a]))('%s', (action) => {
        const [onMine, onTheirs] = c.allowed[action] ?? [false, false];
        expect(can(c.user, action, mine), 'own project').toBe(onMine);
        expect(can(c.user, action, theirs), "someone else's project").toBe(onTheirs);
      });
    });
  }

  it('an RND user matches only a project in one of its markets carrying one of its brands', () => {
    const rnd: PolicyUser = { userId: ME, role: ROLES.RND, scope: RND_SCOPE };
    expect(can(rnd, 'read', { ...theirs, countryCode: 'FR' })).toBe(false); // market, no brand
    expect(can(rnd, 'read', { ...theirs, brandIds: [2] })).toBe(false); // brand, no market
    expect(can(rnd, 'read', { ...theirs, countryCode: 'FR', brandIds: [7, 2] })).toBe(true);
  });

  it('refuses to guess an RND scope that was not loaded', () => {
    expect(() => can({ userId: ME, role: ROLES.RND }, 'read', mine)).toThrow(/markets scope/);
  });
});

describe('scopeCondition (lists) agrees with inScope (one project)', () => {
  let ctx: TestContext;
  const users = {} as Record<string, { id: number; role: Role }>;
  let all: (ProjectFacts & { id: number })[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    const make = async (key: string, role: Role, markets: string[] = [], brandIds: number[] = []) => {
      const u = await createUser(ctx, { role, markets, brandIds });
      users[key] = { id: u.id, role };
    };
    await make('vc', ROLES.VC);
    await make('hq', ROLES.HQ);
    await make('rnd', ROLES.RND, ['FR', 'IT'], [2, 4]);
    await make('rndNoMarkets', ROLES.RND, [], [2]);
    await make('rndNoBrands', ROLES.RND, ['FR'], []);
    await make('originator', ROLES.ORIGINATOR);
    await make('retail', ROLES.RETAIL);
    const o = users.originator!.id;
    const r = users.retail!.id;
    const layouts: [string, number[], number | null, number | null][] = [
      ['FR', [2], o, r],
      ['FR', [7], o, null],
      ['IT', [4, 7], null, r],
      ['DE', [2], null, null],
      ['ES', [9], o, null],
    ];
    for (const [country, brandIds, originatorId, retailId] of layouts) {
      await makeProject(ctx, { siteValues: { countryCode: country }, brandIds, originatorId, retailId });
    }
    all = await ctx.database.db
      .select({
        id: projects.id,
        originatorUserId: projects.originatorUserId,
        retailUserId: projects.retailUserId,
        countryCode: projects.countryCode,
        brandIds: projects.brandIds,
      })
      .from(projects);
  }, 120_000);
  afterAll(() => ctx?.close());

  it.each(['vc', 'hq', 'rnd', 'rndNoMarkets', 'rndNoBrands', 'originator', 'retail'])('%s', async (key) => {
    const user = users[key]!;
    const scope = await dataScope(ctx.database.db, { userId: user.id, role: user.role });
    const listed = await ctx.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(scopeCondition(scope));
    const expected = all.filter((p) => inScope(scope, p)).map((p) => p.id);
    expect(listed.map((p) => p.id).sort()).toEqual(expected.sort());
    const count = { vc: 5, hq: 5, rnd: 2, rndNoMarkets: 0, rndNoBrands: 0, originator: 3, retail: 2 }[key];
    expect(expected).toHaveLength(count!);
  });
});

describe('maySeeRequest (an originator request)', () => {
  it('is seen by its originator and the Validation Center team, by no one else', () => {
    const request = { originatorUserId: 7 };
    expect(maySeeRequest({ userId: 7, role: ROLES.ORIGINATOR }, request)).toBe(true);
    expect(maySeeRequest({ userId: 1, role: ROLES.VC }, request)).toBe(true);
    for (const role of ALL_ROLES.filter((r) => r !== ROLES.VC))
      expect(maySeeRequest({ userId: 8, role }, request), role).toBe(false);
  });
});
