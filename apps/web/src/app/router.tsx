import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type Location } from 'react-router';
import {
  canOpen,
  DASHBOARD_ROLES,
  MAIL_LINK_PAGES,
  type LinkParty,
  type Role,
  type SignedInRouteName,
} from '@portal/contract';
import { PageLoader } from '../components/PageLoader';
import { PATHS, PRIVACY_PATH } from '../components/paths';
import { basename } from '../lib/url';
import { useOrigin } from '../lib/origin';
import { roleOf, useSession, type Session } from '../lib/session';
import { LoginPage } from '../features/auth/LoginPage';
import { LinkPageFrame } from '../features/external/LinkPageFrame';
import { Loading } from '../features/external/components/Loading';

// Every route but the login page is loaded on demand, with the data-fetching layer (docs/budgets.md): both asked
// for at once (the page's code waited for the provider's, a round trip more on a phone: issue 20 §5).
const page = (load: () => Promise<{ default: ComponentType }>, fallback: ReactNode = <PageLoader />) => {
  const Page = lazy(async () => {
    const [{ default: QueryProvider }, { default: Content }] = await Promise.all([
      import('./QueryProvider'),
      load(),
    ]);
    return {
      default: () => (
        <QueryProvider>
          <Content />
        </QueryProvider>
      ),
    };
  });
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
};

/** A link page: its frame, title and prompt at once (LinkPageFrame), its own code loaded inside. */
const linkPage = (party: LinkParty, load: () => Promise<{ default: ComponentType }>) =>
  publicOnly(<LinkPageFrame party={party}>{page(load, <Loading />)}</LinkPageFrame>);
const RouteError = lazy(() => import('../components/RouteError'));
const PlaceholderPage = lazy(() => import('../features/placeholders/PlaceholderPage'));
const placeholder = (titleKey: string) => (
  <Suspense fallback={<PageLoader />}>
    <PlaceholderPage titleKey={titleKey} />
  </Suspense>
);

/** Public pages that a signed-in user is sent away from (spec 000 §2.4 "only when not logged in"). */
function PublicOnly({ children }: { children: ReactNode }) {
  const s = useSession();
  if (s.state === 'LOGIN') return <Navigate to="/" replace />;
  return children;
}

/** The one-time code page: only while a code is awaited. The origin (see lib/origin) goes along. */
function AwaitingCode({ children }: { children: ReactNode }) {
  const s = useSession();
  const origin = useOrigin();
  if (s.state === 'AUTHENTICATED') return children;
  if (s.state === 'FirstTimeUSER')
    return <Navigate to={PATHS.firstTimePassword} replace state={origin.state} />;
  return <Navigate to={s.state === 'LOGIN' ? origin.path : PATHS.login} replace state={origin.state} />;
}

/** First-time password change: for a first-time user, and for anyone not logged in. */
function FirstTimeOrLoggedOut({ children }: { children: ReactNode }) {
  const s = useSession();
  const origin = useOrigin();
  if (s.state === 'LOGIN') return <Navigate to={origin.path} replace />;
  if (s.state === 'AUTHENTICATED') return <Navigate to={PATHS.otp} replace state={origin.state} />;
  return children;
}

/**
 * Where a visitor of the signed-in area goes who is not signed in (yet): the code page, the first-time
 * password page or /login, each carrying the origin location; null when signed in.
 */
function notSignedIn(s: Session, location: Location) {
  const state = { from: location };
  if (s.state === 'AUTHENTICATED') return <Navigate to={PATHS.otp} replace state={state} />;
  if (s.state === 'FirstTimeUSER') return <Navigate to={PATHS.firstTimePassword} replace state={state} />;
  if (!roleOf(s)) return <Navigate to={PATHS.login} replace state={state} />;
  return null;
}

/** Signed-in area: not logged in goes to /login carrying the origin; a role not allowed goes home. */
function RequireRole({ route, children }: { route: SignedInRouteName; children: ReactNode }) {
  const s = useSession();
  const location = useLocation();
  const role = roleOf(s);
  const away = notSignedIn(s, location);
  if (away || !role) return away;
  if (!canOpen(route, role)) return <Navigate to="/" replace />;
  return children;
}

function SignedInArea() {
  const s = useSession();
  const location = useLocation();
  const away = notSignedIn(s, location);
  const role = roleOf(s);
  const inside = !away;
  const home = inside && location.pathname === '/';
  // The shell's code, and on the home page the page's, are asked for at once rather than each once the one
  // around it has drawn (issue 12 §4).
  useEffect(() => {
    if (!inside) return;
    void loadShell();
    if (home) void (isDashboardRole(role) ? loadDashboard : loadProjectList)();
  }, [inside, home, role]);
  return away ?? shellPage;
}

const loadShell = () => import('./shell/AppShell');
const loadDashboard = () => import('../features/dashboard/DashboardPage');
const loadProjectList = () => import('../features/project-list/ProjectListPage');
const isDashboardRole = (role: Role | undefined) => Boolean(role && DASHBOARD_ROLES.includes(role));

// Elements made once: a lazy component created during render would remount (and suspend) on every navigation.
const shellPage = page(loadShell);
const dashboardPage = page(loadDashboard);
const projectListPage = page(loadProjectList);

function Home() {
  return isDashboardRole(roleOf(useSession())) ? dashboardPage : projectListPage;
}

const guarded = (route: SignedInRouteName, element: ReactNode) => (
  <RequireRole route={route}>{element}</RequireRole>
);
const publicOnly = (element: ReactNode) => <PublicOnly>{element}</PublicOnly>;

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <Outlet />,
        // A page that fails to draw: a message and, for a server error, its reference.
        errorElement: (
          <Suspense fallback={<PageLoader />}>
            <RouteError />
          </Suspense>
        ),
        children: [
          // ---- public (spec 000 §2.4) ----
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signup, element: publicOnly(page(() => import('../features/signup/SignupPage'))) },
          {
            path: PATHS.otp,
            element: <AwaitingCode>{page(() => import('../features/auth/OtpPage'))}</AwaitingCode>,
          },
          { path: PATHS.resetRequest, element: page(() => import('../features/password/ResetRequestPage')) },
          {
            path: `${PATHS.resetByLink}/*`,
            element: page(() => import('../features/password/ResetByLinkPage')),
          },
          {
            path: `${PATHS.firstTimePassword}/*`,
            element: (
              <FirstTimeOrLoggedOut>
                {page(() => import('../features/password/FirstTimePasswordPage'))}
              </FirstTimeOrLoggedOut>
            ),
          },
          { path: `${PATHS.approve}/*`, element: page(() => import('../features/approval/ApprovalPage')) },
          {
            path: PATHS.accountApproved,
            element: page(() => import('../features/approval/AccountApprovedPage')),
          },
          {
            path: PATHS.accountRejected,
            element: page(() => import('../features/approval/AccountRejectedPage')),
          },
          {
            path: PATHS.approvalError,
            element: page(() => import('../features/approval/ApprovalErrorPage')),
          },
          {
            path: `${PATHS.approveScope}/*`,
            element: page(() => import('../features/approval/ScopeApprovalPage')),
          },
          {
            path: PATHS.scopeApproved,
            element: page(() => import('../features/approval/ScopeApprovedPage')),
          },
          {
            path: PATHS.scopeRejected,
            element: page(() => import('../features/approval/ScopeRejectedPage')),
          },
          { path: PATHS.helpSupport, element: page(() => import('../features/help-desk/HelpSupportPage')) },
          { path: PATHS.introVideo, element: page(() => import('../features/intro-video/IntroVideoPage')) },
          {
            path: PATHS.tutorial,
            element: publicOnly(page(() => import('../features/tutorials/TutorialPage'))),
          },
          { path: `${PRIVACY_PATH}/*`, element: page(() => import('../features/privacy/PrivacyNoticePage')) },
          { path: PATHS.devMail, element: page(() => import('../features/dev-mail/DevMailPage')) },
          // External parties' link pages (spec 002 §2): only when not logged in.
          {
            path: `${MAIL_LINK_PAGES.supplierPage}/*`,
            element: linkPage('supplier', () => import('../features/external/SupplierPage')),
          },
          {
            path: `${MAIL_LINK_PAGES.auditorPage}/*`,
            element: linkPage('auditor', () => import('../features/external/AuditorPage')),
          },
          {
            path: `${MAIL_LINK_PAGES.arcadPage}/*`,
            element: linkPage('arcad', () => import('../features/external/ArcadPage')),
          },
          {
            path: `${MAIL_LINK_PAGES.downloadPage}/*`,
            element: linkPage('download', () => import('../features/external/DownloadPage')),
          },
          { path: '/BrandsRefactor', element: publicOnly(placeholder('page.brandsRefactor')) },
          { path: '/logout', element: page(() => import('../features/auth/LogoutPage')) },

          // ---- signed in (spec 000 §2.1) ----
          {
            element: <SignedInArea />,
            children: [
              { path: '/', element: <Home /> },
              {
                path: '/Pending-Validation',
                element: guarded(
                  'pendingValidation',
                  page(() => import('../features/feedback-lists/PendingValidationPage')),
                ),
              },
              {
                path: '/Feedback-Provided',
                element: guarded(
                  'feedbackProvided',
                  page(() => import('../features/feedback-lists/FeedbackProvidedPage')),
                ),
              },
              {
                path: '/Interactive-Map',
                element: guarded(
                  'interactiveMap',
                  page(() => import('../features/interactive-map/InteractiveMapPage')),
                ),
              },
              {
                path: '/Site-Approvals',
                element: guarded(
                  'siteApprovals',
                  page(() => import('../features/site-approvals/SiteApprovalsPage')),
                ),
              },
              { path: '/Project-List', element: guarded('projectList', projectListPage) },
              {
                path: '/All-Users',
                element: guarded(
                  'allUsers',
                  page(() => import('../features/all-users/AllUsersPage')),
                ),
              },
              {
                path: '/Tutorial-Documents',
                element: guarded(
                  'tutorialDocuments',
                  page(() => import('../features/libraries/LibrariesPage')),
                ),
              },
              {
                path: '/HelpDesk',
                element: guarded(
                  'helpDesk',
                  page(() => import('../features/help-desk/HelpDeskPage')),
                ),
              },
              {
                path: '/UniqueProject/*',
                element: guarded(
                  'uniqueProject',
                  page(() => import('../features/project-detail/ProjectDetailPage')),
                ),
              },
              {
                path: '/Extract/:extractId',
                element: guarded(
                  'extract',
                  page(() => import('../features/dashboard/ExtractPage')),
                ),
              },
              {
                path: '/VC-Admin-task',
                element: guarded(
                  'adminTask',
                  page(() => import('../features/project-admin/AdminTaskPage')),
                ),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: basename() },
  );
}
