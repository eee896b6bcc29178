import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROCESS_STATUSES, VALIDATION_GROUPS, type BallStage, type Role } from '@portal/contract';
import { OversightFilters, toOversightBody } from '../../components/OversightFilters';
import { useOversightFiltersInAddress } from '../../components/oversightAddress';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { drillDownState } from '../../lib/listDrillDown';
import { roleOf, useSession } from '../../lib/session';
import { useFilterDetails } from './api/getFilterDetails';
import { useProcessStatusCounts } from './api/postProcessStatusCounts';
import { useOverdueCounts } from './api/postOverdueCounts';
import { useValidationStatus } from './api/postValidationStatus';
import { GROUP_COLORS, PROCESS_COLORS } from './colors';
import { Exports } from './Exports';
import { OverdueByStage } from './OverdueByStage';
import { CHART_HINT_ID, GroupPie, ProcessBars, type ChartItem } from './StatusCharts';

/** The loading spinner shows for the first 3 s, the browser-compatibility warning for 30 s (spec 002 §1, §9). */
export const SPINNER_MS = 3000;
export const COMPATIBILITY_MS = 30_000;

/** True for the first `ms` milliseconds after the page opened. */
function useForFirst(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(id);
  }, [ms]);
  return [on, () => setOn(false)];
}

/** A chart's slices or bars: each entry's name, count (0 until known), colour and statuses. */
function chartItems<K extends string>(
  entries: readonly { key: K; statuses: readonly number[] }[],
  counts: Partial<Record<K, number>> | undefined,
  colors: Record<K, string>,
  label: (key: K) => string,
): ChartItem[] {
  return entries.map((e) => ({
    key: e.key,
    label: label(e.key),
    value: counts?.[e.key] ?? 0,
    color: colors[e.key],
    statuses: e.statuses,
  }));
}

// The timed parts keep their own state, so that their timers re-render only themselves, not the filters and
// charts (a whole-page render at 3 s was the longest task of the page's start: issue 12 §4).

/** The browser-compatibility warning, for the first 30 s or until closed (spec 002 §9). */
function CompatibilityNotice() {
  const { t } = useTranslation();
  const [shown, hide] = useForFirst(COMPATIBILITY_MS);
  if (!shown) return null;
  return (
    <Alert severity="info" onClose={hide}>
      {t('dashboard.compatibility')}
    </Alert>
  );
}

/** The loading spinner over the page for its first 3 s (spec 002 §1). */
function FirstSecondsSpinner() {
  const { t } = useTranslation();
  const [open] = useForFirst(SPINNER_MS);
  return (
    // Unmounted once faded out: a hidden spinner still animates, and costs every frame (issue 12 §4).
    <Backdrop open={open} unmountOnExit sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: '#fff' }}>
      <CircularProgress color="inherit" role="progressbar" aria-label={t('dashboard.loading')} />
    </Backdrop>
  );
}

/**
 * The dashboard at `/` for VC, HQ and RND (spec 002 §2; issue 12): the oversight filters, the pie chart of
 * the four groups and the bar chart of the process statuses (a slice, bar or legend entry opens the
 * project list filtered to it), the CSV of each status and the two .xlsx extracts. Each part is memoised on
 * what it shows, so an answer arriving re-renders only the part that shows it.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.dashboard'));
  const role = roleOf(useSession()) as Role;
  const navigate = useNavigate();
  // In the address: kept on Back, reload and a return from the menu (components/oversightAddress.ts).
  const [filters, setFilters] = useOversightFiltersInAddress('dashboard');
  const body = useMemo(() => toOversightBody(filters, role), [filters, role]);

  const details = useFilterDetails(role);
  const groups = useValidationStatus(body);
  const counts = useProcessStatusCounts(body);
  const overdue = useOverdueCounts(body);

  const groupItems = useMemo(
    () => chartItems(VALIDATION_GROUPS, groups.data, GROUP_COLORS, (key) => t(`dashboard.group.${key}`)),
    [groups.data, t],
  );
  const processItems = useMemo(
    () => chartItems(PROCESS_STATUSES, counts.data, PROCESS_COLORS, (key) => t(`dashboard.process.${key}`)),
    [counts.data, t],
  );

  const drillDown = useCallback(
    (statuses: number[]) =>
      drillDownState({
        statuses,
        countries: filters.countries,
        brands: filters.brands,
        regions: filters.regions,
        fromDate: filters.fromDate,
        toDate: filters.toDate,
        includeArchived: filters.includeArchived,
      }),
    [filters],
  );
  const openList = useCallback(
    (item: ChartItem) => void navigate('/Project-List', { state: drillDown([...item.statuses]) }),
    [navigate, drillDown],
  );
  // The list's ball filter is in its address (project-list/listState.ts), the dashboard's filters in the state.
  const openOverdue = useCallback(
    (stage: BallStage) =>
      void navigate(`/Project-List?ball=overdue&stage=${stage}`, { state: drillDown([]) }),
    [navigate, drillDown],
  );

  const loadError =
    shownError(groups.error) ??
    shownError(counts.error) ??
    shownError(overdue.error) ??
    shownError(details.error);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.dashboard')}
      </Typography>

      <CompatibilityNotice />

      <Paper sx={{ p: 2 }}>
        <OversightFilters
          value={filters}
          onChange={setFilters}
          role={role}
          details={details.data?.result}
          loading={details.isPending}
        />
      </Paper>

      {loadError && (
        <Alert severity="error">
          {t('dashboard.loadError')} {loadError.message}
        </Alert>
      )}

      {/* The total only once known: "0" while loading would read as an answer. */}
      <Typography
        component="p"
        variant="subtitle1"
        role="status"
        sx={{ fontWeight: 500, minHeight: '1.75em' }}
      >
        {counts.data ? t('dashboard.total', { count: counts.data.totalProjectsCount }) : ''}
      </Typography>
      <Typography id={CHART_HINT_ID} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dashboard.chartHint')}
      </Typography>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <GroupPie title={t('dashboard.pieTitle')} items={groupItems} onOpen={openList} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ProcessBars title={t('dashboard.barTitle')} items={processItems} onOpen={openList} />
        </Grid>
      </Grid>

      <OverdueByStage counts={overdue.data} onOpen={openOverdue} />

      <Exports body={body} counts={counts.data} />

      <FirstSecondsSpinner />
    </Stack>
  );
}
