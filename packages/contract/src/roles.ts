/** Role names exactly as stored and sent (docs/access.md). */
export const ROLES = {
  VC: 'Validation Center Team',
  HQ: 'HQ/Management',
  RND: 'Retail Network Development PSA/Importer',
  ORIGINATOR: 'Project Originator (Investor / Architect)',
  RETAIL: 'Retail Location',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly Role[] = Object.values(ROLES);

/** Roles a person may choose on the sign-up page (Retail Location accounts are created by VC). */
export const SIGNUP_ROLES: readonly Role[] = [ROLES.ORIGINATOR, ROLES.RND, ROLES.HQ, ROLES.VC];

/** Language-pack key of each role's display title (spec 000 §2.6). */
export const ROLE_TITLE_KEY: Record<Role, string> = {
  [ROLES.VC]: 'role.vc',
  [ROLES.HQ]: 'role.hq',
  [ROLES.RND]: 'role.rnd',
  [ROLES.ORIGINATOR]: 'role.originator',
  [ROLES.RETAIL]: 'role.retail',
};

/** Project roles of Validation Center Team members (spec 000 §3). */
export const PROJECT_ROLES = ['Data Analyst', 'Validator', 'GEC Validator/Data Analyst'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** Roles that may open My Profile (spec 000 §2.3). */
export const PROFILE_ROLES: readonly Role[] = [ROLES.RND, ROLES.ORIGINATOR];
