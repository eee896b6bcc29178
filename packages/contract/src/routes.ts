import { ALL_ROLES, ROLES, type Role } from './roles';

/** Signed-in routes and the roles allowed on each (spec 000 §2.1). Paths match case-insensitively. */
export const SIGNED_IN_ROUTES = {
  home: { path: '/', roles: ALL_ROLES },
  pendingValidation: { path: '/Pending-Validation', roles: [ROLES.HQ] },
  feedbackProvided: { path: '/Feedback-Provided', roles: [ROLES.VC] },
  interactiveMap: { path: '/Interactive-Map', roles: [ROLES.VC, ROLES.HQ, ROLES.RND] },
  siteApprovals: { path: '/Site-Approvals', roles: [ROLES.VC] },
  projectList: { path: '/Project-List', roles: [ROLES.VC, ROLES.HQ, ROLES.RND] },
  allUsers: { path: '/All-Users', roles: [ROLES.VC, ROLES.HQ] },
  tutorialDocuments: { path: '/Tutorial-Documents', roles: ALL_ROLES },
  helpDesk: { path: '/HelpDesk', roles: ALL_ROLES },
  uniqueProject: { path: '/UniqueProject/:projectId', roles: ALL_ROLES },
  adminTask: { path: '/VC-Admin-task', roles: [ROLES.VC] },
  /** A prepared extract (our addition, docs/decisions/031-prepared-extracts.md): the ready notice's and mail's link. */
  extract: { path: '/Extract/:extractId', roles: [ROLES.VC, ROLES.HQ, ROLES.RND] },
} as const satisfies Record<string, { path: string; roles: readonly Role[] }>;

export type SignedInRouteName = keyof typeof SIGNED_IN_ROUTES;

/** Portal pages that mails link to: the server builds the links (platform/links.ts), the web routes them. */
export const MAIL_LINK_PAGES = {
  login: '/login',
  /** The signed-in home: an originator's project list (the ball-in-court reminders' "more" link). */
  home: SIGNED_IN_ROUTES.home.path,
  projectList: SIGNED_IN_ROUTES.projectList.path,
  siteApprovals: SIGNED_IN_ROUTES.siteApprovals.path,
  approveAccount: '/user/approveuserRequest',
  resetPassword: '/user/forgotPassword',
  approveScope: '/user/approveScopeRequest',
  /** The external parties' pages (spec 002 §2), opened by an invitation's link token (docs/external-parties.md). */
  supplierPage: '/project/ciimplementationforsuplier',
  auditorPage: '/project/complianceauditforauditors',
  downloadPage: '/project/DownloadValidatedDesigns',
  arcadPage: '/user/uploadARCADRequest',
} as const;
export type MailLinkPage = keyof typeof MAIL_LINK_PAGES;

/** Roles whose home ("/") is the dashboard; the others get the project list. */
export const DASHBOARD_ROLES: readonly Role[] = [ROLES.VC, ROLES.HQ, ROLES.RND];

export interface MenuEntry {
  route: SignedInRouteName;
  /** Language-pack key of the label. */
  label: string;
  /** Where the link points; the admin task link is spelt in lower case (spec 000 §2.1). */
  href: string;
}

const entry = (route: SignedInRouteName, label: string, href?: string): MenuEntry => ({
  route,
  label,
  href: href ?? SIGNED_IN_ROUTES[route].path,
});

/** Side menu per role, in order (spec 000 §2.2). */
export const MENU_BY_ROLE: Record<Role, readonly MenuEntry[]> = {
  [ROLES.VC]: [
    entry('home', 'menu.dashboard'),
    entry('interactiveMap', 'menu.interactiveMap'),
    entry('siteApprovals', 'menu.siteApprovals'),
    entry('projectList', 'menu.projects'),
    entry('feedbackProvided', 'menu.feedbackProvided'),
    entry('allUsers', 'menu.allUsers'),
    entry('tutorialDocuments', 'menu.tutorialsAndDocuments'),
    entry('helpDesk', 'menu.helpDesk'),
    entry('adminTask', 'menu.adminTask', '/VC-admin-task'),
  ],
  [ROLES.HQ]: [
    entry('home', 'menu.dashboard'),
    entry('interactiveMap', 'menu.interactiveMap'),
    entry('projectList', 'menu.projects'),
    entry('pendingValidation', 'menu.pendingValidation'),
    entry('allUsers', 'menu.allUsers'),
    entry('tutorialDocuments', 'menu.tutorials'),
    entry('helpDesk', 'menu.helpDesk'),
  ],
  [ROLES.RND]: [
    entry('home', 'menu.dashboard'),
    entry('interactiveMap', 'menu.interactiveMap'),
    entry('projectList', 'menu.projects'),
    entry('tutorialDocuments', 'menu.tutorials'),
    entry('helpDesk', 'menu.helpDesk'),
  ],
  [ROLES.ORIGINATOR]: [
    entry('home', 'menu.projects'),
    entry('tutorialDocuments', 'menu.tutorials'),
    entry('helpDesk', 'menu.helpDesk'),
  ],
  [ROLES.RETAIL]: [
    entry('home', 'menu.projects'),
    entry('tutorialDocuments', 'menu.tutorials'),
    entry('helpDesk', 'menu.helpDesk'),
  ],
};

export function canOpen(route: SignedInRouteName, role: Role): boolean {
  return (SIGNED_IN_ROUTES[route].roles as readonly Role[]).includes(role);
}
