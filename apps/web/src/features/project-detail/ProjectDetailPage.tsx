import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { isCiStage, ROLES, type Role } from '@portal/contract';
import { LoadError } from '../../components/QueryState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { lastListAddress } from '../../lib/lastList';
import { roleOf, useSession } from '../../lib/session';
import { useLatestStatus } from './api/getProjectLatestStatus';
import { useProjectSummary } from './api/getProjectUserDetails';
import { MapCard } from './MapCard';
import { ProjectHistoryTab } from './ProjectHistoryTab';
import { SiteInformationTab } from './SiteInformationTab';
import { SummaryCard } from './SummaryCard';

/** Loaded when the tab opens: its forms (date picker, uploads) are not needed by the other tabs. */
const DesignValidationTab = lazy(() => import('./design/DesignValidationTab'));
const CiImplementationTab = lazy(() => import('./ci/CiImplementationTab'));
const ComplianceAuditTab = lazy(() => import('./audit/ComplianceAuditTab'));
const ActivityTab = lazy(() => import('./timeline/ActivityTab'));

/** Roles whose project list is at '/' (spec 001 §2); the others go back to /Project-List. */
const HOME_LIST_ROLES: readonly Role[] = [ROLES.ORIGINATOR, ROLES.RETAIL];
const backTarget = (role: Role | undefined) =>
  role && HOME_LIST_ROLES.includes(role) ? '/' : '/Project-List';

const TABS = ['history', 'site', 'design', 'ci', 'audit', 'activity'] as const;
type TabName = (typeof TABS)[number];
/** The open tab is in the address (`?tab=site`; Project History without it): Back and reload keep it. */
const tabOf = (value: string | null): TabName =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as TabName) : 'history';
const TAB_LABEL: Record<TabName, string> = {
  history: 'projectDetail.tab.history',
  site: 'projectDetail.tab.site',
  design: 'projectDetail.tab.design',
  ci: 'projectDetail.tab.ci',
  audit: 'projectDetail.tab.audit',
  activity: 'timeline.tab',
};

/** The project id of /UniqueProject/{projectId}, or null when it is not a positive whole number. */
function parseProjectId(segment: string | undefined): number | null {
  const raw = (segment ?? '').split('/')[0] ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /UniqueProject/{projectId} (spec 001 §2 "Project detail page"). */
export default function ProjectDetailPage() {
  const params = useParams();
  const projectId = parseProjectId(params.projectId ?? params['*']);
  if (projectId === null) return <NotFound />;
  // A fresh page (tab, form, messages) for each project opened from the site history.
  return <ProjectDetail key={projectId} projectId={projectId} />;
}

function ProjectDetail({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const role = roleOf(session);
  const summary = useProjectSummary(projectId);
  const latest = useLatestStatus(projectId);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const setTab = (next: TabName) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'history') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  useDocumentTitle(
    summary.data ? `${summary.data.siteName} · ${summary.data.projectUniqueId}` : t('page.uniqueProject'),
  );

  // Spec 001 §1 keeps the current project and user in session storage; here they are the address's project and
  // its summary's user, handed to the tabs as props.
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    if (summary.error instanceof ApiError && summary.error.status === 404) return <NotFound />;
    return (
      <LoadError
        text={t('projectDetail.loadError')}
        onRetry={() => void summary.refetch()}
        error={summary.error}
      />
    );
  }

  const project = summary.data;
  const userId = project.userId ?? 0;
  const isOriginator =
    role === ROLES.ORIGINATOR && project.userId !== null && project.userId === session.user?.userSequence;
  const mapEditable = project.isEnabled && (role === ROLES.RETAIL || isOriginator);
  // Until the latest status is known, the later stages stay closed.
  // Spec 001 §4 disables them at status 0; they open with the CI stage (issue 11: from Project Approved).
  const laterStagesOpen = latest.isSuccess && isCiStage(latest.data.statusId);
  const disabled = (name: TabName) => (name === 'ci' || name === 'audit') && !laterStagesOpen;
  const current = disabled(tab) ? 'history' : tab;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h1" variant="h5">
          {t('projectDetail.title', { code: project.projectUniqueId })}
        </Typography>
        {/* Back to the list as it was left (its search, page and sort; lib/lastList.ts). */}
        <Button
          component={RouterLink}
          to={lastListAddress(backTarget(role))}
          variant="outlined"
          startIcon={<ArrowBackIcon />}
        >
          {t('projectDetail.back')}
        </Button>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 2,
        }}
      >
        <MapCard projectId={projectId} userId={userId} editable={mapEditable} />
        <SummaryCard project={project} />
      </Box>

      <Paper variant="outlined">
        <Tabs
          value={current}
          onChange={(_e, value: TabName) => setTab(value)}
          // Scrolls by touch or keyboard on narrow screens; no arrow buttons (they showed on wide ones too).
          variant="scrollable"
          scrollButtons={false}
          aria-label={t('projectDetail.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(TAB_LABEL[name])}
              id={`project-tab-${name}`}
              aria-controls={`project-tabpanel-${name}`}
              disabled={disabled(name)}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`project-tabpanel-${current}`}
          aria-labelledby={`project-tab-${current}`}
          sx={{ p: { xs: 1.5, md: 2.5 } }}
        >
          {current === 'history' && <ProjectHistoryTab projectId={projectId} />}
          {current === 'site' && (
            <SiteInformationTab
              projectId={projectId}
              userId={userId}
              isOriginator={isOriginator}
              isEnabled={project.isEnabled}
            />
          )}
          {current === 'design' && (
            <Suspense fallback={<PageLoader />}>
              <DesignValidationTab projectId={projectId} userId={userId} />
            </Suspense>
          )}
          {current === 'ci' && (
            <Suspense fallback={<PageLoader />}>
              <CiImplementationTab projectId={projectId} userId={userId} />
            </Suspense>
          )}
          {current === 'audit' && (
            <Suspense fallback={<PageLoader />}>
              <ComplianceAuditTab projectId={projectId} userId={userId} />
            </Suspense>
          )}
          {current === 'activity' && (
            <Suspense fallback={<PageLoader />}>
              <ActivityTab projectId={projectId} />
            </Suspense>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const role = roleOf(useSession());
  useDocumentTitle(t('projectDetail.notFound.title'));
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('projectDetail.notFound.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('projectDetail.notFound.text')}</Typography>
        <Button
          component={RouterLink}
          to={backTarget(role)}
          variant="contained"
          startIcon={<ArrowBackIcon />}
        >
          {t('projectDetail.notFound.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
