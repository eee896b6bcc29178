import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILTER_ROLES, ROLES, type Role, type TimelineKind } from '@portal/contract';
import { readTogether, type DbOrTx } from '../db/client';
import { projects, userBrands, userMarkets } from '../db/schema';

/**
 * Who may do what (docs/access.md, docs/lifecycle.md): one definition per role, answering both questions every
 * service asks — which projects a list may show (`scopeCondition`, SQL) and whether one caller may
 * take one action on one project (`can`). Services ask here; none decides access inline. A project
 * outside the scope answers 404, never 403.
 */

/** Which projects a signed-in user may see. */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'markets'; countryCodes: string[]; brandIds: number[] }
  | { kind: 'originator'; userId: number }
  | { kind: 'retailLocation'; userId: number };
export type ScopeKind = DataScope['kind'];

/** What can be done to a project: each role's rule for each is in `POLICY` below. */
export type ProjectAction =
  | 'read'
  | 'comment'
  | 'editSite'
  | 'moveMarker'
  | 'uploadDesign'
  | 'submit'
  | 'validateCompleteness'
  | 'validateContent'
  | 'requestFeedback'
  | 'giveFeedback'
  | 'pause'
  | 'admin'
  /** Invite (revoke, re-send) a supplier per brand or the validated-design download recipient (docs/external-parties.md). */
  | 'inviteSupplier'
  /** Invite (revoke, re-send) the compliance auditor (docs/external-parties.md). */
  | 'inviteAuditor'
  /** Upload installation photos, evidence, derogation and implementation files, and submit the CI (spec 001 §6). */
  | 'implementCi'
  /** Download the suppliers' offers, orders and invoices: everyone but the originator (spec 001 §6). */
  | 'readSupplierFiles'
  /** Read the project's activity timeline: whoever may open its detail page (docs/access.md). */
  | 'readTimeline'
  /** See the external parties' own activity in the timeline (their link uses): everyone but the originator. */
  | 'readPartyActivity'
  /** See the markups on the design documents: reviewers all of them, others those attached to a decision (docs/review.md). */
  | 'readMarkups'
  /** Draw a markup (and see the reviewers' drafts): whoever reviews the dossier, in its stage (`markupStageOpen`). */
  | 'drawMarkup'
  /** Answer a markup attached to a decision and mark it addressed: the originator. */
  | 'answerMarkup'
  /** Close or reopen a markup: a reviewer, of its own markups only (`isMarkupAuthor`). */
  | 'closeMarkup'
  /** Send HQ's draft markups with its Feedback Provided message: HQ, while its feedback is awaited (`feedbackMarkupsNow`). */
  | 'attachFeedbackMarkups';

export const PROJECT_ACTIONS: readonly ProjectAction[] = [
  'read',
  'comment',
  'editSite',
  'moveMarker',
  'uploadDesign',
  'submit',
  'validateCompleteness',
  'validateContent',
  'requestFeedback',
  'giveFeedback',
  'pause',
  'admin',
  'inviteSupplier',
  'inviteAuditor',
  'implementCi',
  'readSupplierFiles',
  'readTimeline',
  'readPartyActivity',
  'readMarkups',
  'drawMarkup',
  'answerMarkup',
  'closeMarkup',
  'attachFeedbackMarkups',
];

/** The caller as the policy sees it. `scope` is needed only where a rule depends on markets and brands. */
export interface PolicyUser {
  userId: number;
  role: Role;
  projectRole?: string | null;
  scope?: DataScope;
}

/** The facts of a project the rules read. */
export interface ProjectFacts {
  originatorUserId: number | null;
  retailUserId: number | null;
  countryCode: string;
  brandIds: number[];
}

type Rule = (user: PolicyUser, project: ProjectFacts) => boolean;

const always: Rule = () => true;
const originatorOf: Rule = (u, p) => p.originatorUserId === u.userId;
const retailLocationOf: Rule = (u, p) => p.retailUserId === u.userId;
/** Completeness is checked by the GEC Validator/Data Analyst (docs/lifecycle.md). */
const completenessValidator: Rule = (u) => u.projectRole === 'GEC Validator/Data Analyst';
/** Content is validated by the other Validation Center project roles. */
const contentValidator: Rule = (u) => u.projectRole === 'Validator' || u.projectRole === 'Data Analyst';
/** The Validation Center's reviewers of a dossier: the completeness checker and the content validators. */
const vcReviewer: Rule = (u, p) => completenessValidator(u, p) || contentValidator(u, p);

interface RolePolicy {
  scope: ScopeKind;
  /** Actions the role may take on a project inside its scope; anything absent is refused. */
  may: Partial<Record<ProjectAction, Rule>>;
}

/** docs/access.md (scope) and docs/lifecycle.md (who acts), one entry per role. */
const POLICY: Record<Role, RolePolicy> = {
  [ROLES.VC]: {
    scope: 'all',
    may: {
      read: always,
      comment: always,
      validateCompleteness: completenessValidator,
      validateContent: contentValidator,
      requestFeedback: contentValidator,
      pause: always,
      admin: always,
      inviteSupplier: always,
      inviteAuditor: always,
      readSupplierFiles: always,
      readTimeline: always,
      readPartyActivity: always,
      readMarkups: always,
      drawMarkup: vcReviewer,
      closeMarkup: vcReviewer,
    },
  },
  [ROLES.HQ]: {
    scope: 'all',
    may: {
      read: always,
      comment: always,
      giveFeedback: always,
      readSupplierFiles: always,
      readTimeline: always,
      readPartyActivity: always,
      readMarkups: always,
      drawMarkup: always,
      closeMarkup: always,
      attachFeedbackMarkups: always,
    },
  },
  [ROLES.RND]: {
    scope: 'markets',
    may: {
      read: always,
      comment: always,
      readSupplierFiles: always,
      readTimeline: always,
      readPartyActivity: always,
      readMarkups: always,
    },
  },
  [ROLES.ORIGINATOR]: {
    scope: 'originator',
    may: {
      read: always,
      comment: always,
      editSite: originatorOf,
      moveMarker: originatorOf,
      uploadDesign: originatorOf,
      submit: originatorOf,
      inviteSupplier: originatorOf,
      implementCi: originatorOf,
      readTimeline: always,
      readMarkups: always,
      answerMarkup: originatorOf,
    },
  },
  [ROLES.RETAIL]: {
    scope: 'retailLocation',
    may: {
      read: always,
      comment: always,
      moveMarker: retailLocationOf,
      readSupplierFiles: always,
      readTimeline: always,
      readPartyActivity: always,
      readMarkups: always,
    },
  },
};

export function scopeKindOf(role: Role): ScopeKind {
  return POLICY[role].scope;
}

/** The caller's scope; reads the markets and brands of a Retail Network Development user. */
export async function dataScope(db: DbOrTx, user: Pick<PolicyUser, 'userId' | 'role'>): Promise<DataScope> {
  const kind = scopeKindOf(user.role);
  switch (kind) {
    case 'all':
      return { kind };
    case 'markets': {
      const [markets, brands] = await readTogether(
        db,
        () =>
          db
            .select({ code: userMarkets.countryCode })
            .from(userMarkets)
            .where(eq(userMarkets.userId, user.userId)),
        () =>
          db.select({ id: userBrands.brandId }).from(userBrands).where(eq(userBrands.userId, user.userId)),
      );
      return { kind, countryCodes: markets.map((m) => m.code), brandIds: brands.map((b) => b.id) };
    }
    case 'originator':
    case 'retailLocation':
      return { kind, userId: user.userId };
  }
}

/** Whether a project lies inside the scope (the same rule as `scopeCondition`, for one row). */
export function inScope(scope: DataScope, project: ProjectFacts): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'markets':
      return (
        scope.countryCodes.includes(project.countryCode) &&
        project.brandIds.some((b) => scope.brandIds.includes(b))
      );
    case 'originator':
      return project.originatorUserId === scope.userId;
    case 'retailLocation':
      return project.retailUserId === scope.userId;
  }
}

/**
 * What of a project's activity timeline the user reads (docs/access.md "Activity timeline"): null when it may
 * not read it; otherwise the kinds it does not see and whether the suppliers' files' entries show.
 */
export function timelineView(
  user: PolicyUser,
  project: ProjectFacts,
): { hiddenKinds: TimelineKind[]; supplierFiles: boolean } | null {
  if (!can(user, 'readTimeline', project)) return null;
  return {
    hiddenKinds: can(user, 'readPartyActivity', project) ? [] : ['link'],
    supplierFiles: can(user, 'readSupplierFiles', project),
  };
}

/** The review steps open on a project now (projects/validation-state.ts), as `markupStageOpen` reads them. */
export interface ReviewSteps {
  completenessOpen: boolean;
  contentOpen: boolean;
  feedbackAnswerOpen: boolean;
}

/**
 * Whether a reviewer may draw now (docs/review.md): the completeness checker while the completeness check is
 * open, the content validators while the content is (also while HQ is asked), HQ while its feedback is awaited.
 * Who may draw at all is `can(user, 'drawMarkup', project)`; this is the "in its stage" half.
 */
export function markupStageOpen(user: PolicyUser, project: ProjectFacts, steps: ReviewSteps): boolean {
  if (!can(user, 'drawMarkup', project)) return false;
  if (user.role === ROLES.HQ) return steps.feedbackAnswerOpen;
  if (completenessValidator(user, project)) return steps.completenessOpen;
  return steps.contentOpen || steps.feedbackAnswerOpen;
}

/** Whose drafts go with a Feedback Provided message: HQ's own, not the validators' (docs/review.md). */
export const FEEDBACK_MARKUP_ROLE: Role = ROLES.HQ;

/**
 * Whether the caller may send draft markups with a message now (docs/review.md): `forbidden` (403) for a role
 * that never may, `notNow` (405) for HQ outside its feedback or with another comment type than Feedback
 * Provided, else `allowed`.
 */
export function feedbackMarkupsNow(
  user: PolicyUser,
  project: ProjectFacts,
  steps: Pick<ReviewSteps, 'feedbackAnswerOpen'>,
  givingFeedback: boolean,
): 'allowed' | 'forbidden' | 'notNow' {
  if (!can(user, 'attachFeedbackMarkups', project)) return 'forbidden';
  return steps.feedbackAnswerOpen && givingFeedback ? 'allowed' : 'notNow';
}

/** A markup's own changes (its note, deleting, closing, reopening): only its author. */
export const isMarkupAuthor = (user: Pick<PolicyUser, 'userId'>, markup: { authorUserId: number | null }) =>
  markup.authorUserId === user.userId;

/** Invite (revoke, re-send) an ARCAD party: not tied to a project, the Validation Center team (docs/external-parties.md). */
export const canInviteArcad = (user: Pick<PolicyUser, 'role'>): boolean => user.role === ROLES.VC;

/**
 * Whether the user may take the action on the project: the role must allow it, and the project must lie
 * inside the user's scope. Refusals the user should read (paused, already submitted) are the services'
 * 405s; this answers only "may this person do this here".
 */
export function can(user: PolicyUser, action: ProjectAction, project: ProjectFacts): boolean {
  const rule = POLICY[user.role].may[action];
  if (!rule || !rule(user, project)) return false;
  const scope = user.scope ?? ownScope(user);
  return inScope(scope, project);
}

function ownScope(user: PolicyUser): DataScope {
  const kind = scopeKindOf(user.role);
  if (kind === 'markets')
    throw new Error('policy: the markets scope must be loaded (dataScope) before can()');
  return kind === 'all' ? { kind } : { kind, userId: user.userId };
}

/** The project has one of these brands (GIN index on the brand id copy). */
export function sharesBrand(brandIds: number[]): SQL {
  return sql`${projects.brandIds} && ${sql.param(brandIds)}::integer[]`;
}

/** The scope as a WHERE condition on `projects`, for lists and exports. */
export function scopeCondition(scope: DataScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'markets':
      if (!scope.countryCodes.length || !scope.brandIds.length) return sql`false`;
      return and(inArray(projects.countryCode, scope.countryCodes), sharesBrand(scope.brandIds));
    case 'originator':
      return eq(projects.originatorUserId, scope.userId);
    case 'retailLocation':
      return eq(projects.retailUserId, scope.userId);
  }
}

/**
 * The scope as a condition on kept project counts (db/schema/project-counts.ts), whose groups hold a country
 * and a brand set but no person: undefined for every project, null when the scope is a person's own projects
 * (counted from `projects` instead).
 */
export function scopeCountsCondition(
  scope: DataScope,
  columns: { countryCode: AnyPgColumn; brandIds: AnyPgColumn },
): SQL | undefined | null {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'markets':
      if (!scope.countryCodes.length || !scope.brandIds.length) return sql`false`;
      return and(
        inArray(columns.countryCode, scope.countryCodes),
        sql`${columns.brandIds} && ${sql.param(scope.brandIds)}::integer[]`,
      );
    case 'originator':
    case 'retailLocation':
      return null;
  }
}

/**
 * `scopeCondition` with the user id as the placeholder `userId` and the markets and brands read inside
 * the statement, for the prepared single-project reads every detail call starts with.
 */
export function scopeConditionFor(kind: ScopeKind): SQL | undefined {
  const userId = sql.placeholder('userId');
  switch (kind) {
    case 'all':
      return undefined;
    case 'markets':
      return sql`exists (select 1 from ${userMarkets} where ${userMarkets.userId} = ${userId}
          and ${userMarkets.countryCode} = ${projects.countryCode})
        and exists (select 1 from ${userBrands} where ${userBrands.userId} = ${userId}
          and ${userBrands.brandId} = any(${projects.brandIds}))`;
    case 'originator':
      return eq(projects.originatorUserId, userId);
    case 'retailLocation':
      return eq(projects.retailUserId, userId);
  }
}

/** The caller's own projects (originated, or linked to its Retail Location account); none for other roles. */
export function ownProjectsCondition(user: Pick<PolicyUser, 'userId' | 'role'>): SQL | undefined {
  const kind = scopeKindOf(user.role);
  if (kind !== 'originator' && kind !== 'retailLocation') return undefined;
  return scopeCondition({ kind, userId: user.userId });
}

const NO_PROJECT: ProjectFacts = {
  originatorUserId: null,
  retailUserId: null,
  countryCode: '',
  brandIds: [],
};

/**
 * The projects on which the user holds the ball of a stage whose holder takes `action` (ball in court,
 * docs/lifecycle.md; packages/contract/src/ball.ts BALL_ACTION): that action's rule as a condition on
 * `projects`, the scope aside. undefined: every project of the stage; null: none.
 */
export function holdsBallCondition(user: PolicyUser, action: ProjectAction): SQL | undefined | null {
  const rule = POLICY[user.role].may[action];
  if (!rule) return null;
  if (rule === originatorOf) return eq(projects.originatorUserId, user.userId);
  if (rule === retailLocationOf) return eq(projects.retailUserId, user.userId);
  // Every other rule reads the user only.
  return rule(user, NO_PROJECT) ? undefined : null;
}

/** A paused project is read-only for everyone but the Validation Center (docs/lifecycle.md). */
export function mayChangeWhilePaused(user: Pick<PolicyUser, 'role'>): boolean {
  return user.role === ROLES.VC;
}

/** An originator's project request: its originator and the Validation Center team see it; 404 for anyone else. */
export function maySeeRequest(
  user: Pick<PolicyUser, 'userId' | 'role'>,
  request: { originatorUserId: number | null },
): boolean {
  return request.originatorUserId === user.userId || user.role === ROLES.VC;
}

/** Roles with the list's filter panel, whose filters are remembered (spec 001 §2). */
export function hasFilterPanel(role: Role): boolean {
  return (FILTER_ROLES as readonly Role[]).includes(role);
}

/** A person's own account records (profile): only the person, 404 for anyone else's. */
export function isOwnAccount(user: Pick<PolicyUser, 'userId'>, userId: number): boolean {
  return user.userId === userId;
}

/** Who may have the dashboard's extracts made (spec 002 §6: the dashboard's roles), asked again when one is made. */
export const mayExtract = (user: Pick<PolicyUser, 'role'>): boolean => hasFilterPanel(user.role);

/** A prepared extract (decision 031): only its requester reads or downloads it; 404 for anyone else. */
export const isOwnExtract = (user: Pick<PolicyUser, 'userId'>, extract: { userId: number }): boolean =>
  extract.userId === user.userId;

/** Who sees the notification bell and drawer (spec 000 §2, spec 002 §2): the Validation Center team only. */
export const hasNotificationBell = (user: Pick<PolicyUser, 'role'>): boolean => user.role === ROLES.VC;
