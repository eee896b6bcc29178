import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PROJECT_LIST, ROLES, type ProjectListBody, type ProjectRow, type Role } from '@portal/contract';
import { PageLoader } from '../../components/PageLoader';
import { LoadError } from '../../components/QueryState';
import { GridCountBar, GridSearchBox, ServerGrid } from '../../components/ServerGrid';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { rememberListAddress } from '../../lib/lastList';
import { readDrillDown } from '../../lib/listDrillDown';
import { roleOf, useSession } from '../../lib/session';
import { useExportProjectsCsv } from './api/exportProjectsCsv';
import { useFilterDetails } from './api/getFilterDetails';
import { usePendingRequests } from './api/getProjectByAccountName';
import { useProjects } from './api/getProjectsByFilters';
import { useHoldOrUnholdProject } from './api/holdOrUnholdProject';
import { useSavedFilters } from './api/isFilterClicked';
import { projectColumns } from './columns';
import { BallFilterBar } from './BallFilterBar';
import { CreateProjectActions } from './create/CreateProjectActions';
import { DrillDownChips, extrasBody, NO_EXTRAS, type DrillExtras } from './DrillDownChips';
import { FilterPanel, NO_FILTERS, type ListFilters } from './FilterPanel';
import { readListState, sortModelOf, sortOf, writeListState, type ListState } from './listState';
import { usePageCursors } from './pageCursors';
import { PendingRequests } from './PendingRequests';

/** Roles with the filter panel, remembered filters and Show All (spec 001 §2, §6). */
const FILTER_ROLES: readonly Role[] = [ROLES.VC, ROLES.HQ, ROLES.RND];
/** How long the pause / enable confirmation stays. */
const HOLD_NOTICE_MS = 6000;
/** Long column titles wrap onto up to three lines instead of being cut (80 px high, 56 px in compact rows). */
const WRAPPED_HEADERS = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
} as const;

/**
 * The project list: at `/` for originators and Retail Location, at `/Project-List` for VC, HQ and RND.
 * VC/HQ/RND start from the filters they saved last time (GET Projects/isFilterClicked).
 */
export default function ProjectListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.projectList'));
  const role = roleOf(useSession()) as Role;
  const filterRole = FILTER_ROLES.includes(role);
  // A dashboard slice or bar opened the list filtered to it (router state): start from those filters.
  // Read once: the list's own address changes (search, page, sort) replace the entry without that state.
  const location = useLocation();
  const [drillDown] = useState(() => (filterRole ? readDrillDown(location.state) : null));
  const saved = useSavedFilters(filterRole && !drillDown);
  if (filterRole && !drillDown && saved.isPending) return <PageLoader />;
  const initial: ListFilters = drillDown
    ? { statuses: drillDown.statuses, countries: drillDown.countries, brands: drillDown.brands }
    : saved.data?.isFilterClicked
      ? {
          brands: saved.data.arBrands,
          countries: saved.data.arCountries,
          statuses: saved.data.arProjectStatus,
        }
      : NO_FILTERS;
  // The dashboard's other filters (regions, dates, archived) come only with a drill-down, never saved.
  const extras: DrillExtras = drillDown
    ? {
        regions: drillDown.regions,
        fromDate: drillDown.fromDate,
        toDate: drillDown.toDate,
        includeArchived: drillDown.includeArchived,
      }
    : NO_EXTRAS;
  return <ProjectList role={role} filterRole={filterRole} initialFilters={initial} initialExtras={extras} />;
}

function ProjectList({
  role,
  filterRole,
  initialFilters,
  initialExtras,
}: {
  role: Role;
  filterRole: boolean;
  initialFilters: ListFilters;
  initialExtras: DrillExtras;
}) {
  const { t } = useTranslation();
  const email = useSession().user?.email ?? '';
  const isOriginator = role === ROLES.ORIGINATOR;

  // Search text, page, page size and sort are in the address (listState.ts): Back from a project, a reload
  // or a shared link shows the list as it was. Show All empties the search box by remounting it.
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const { search } = state;
  const setState = (patch: Partial<ListState>) =>
    setParams((current) => writeListState(current, { ...readListState(current), ...patch }), {
      replace: true,
    });
  const { pathname, search: address } = useLocation();
  useEffect(() => rememberListAddress(`${pathname}${address}`), [pathname, address]);
  const [searchBox, setSearchBox] = useState(0);

  const [draft, setDraft] = useState<ListFilters>(initialFilters);
  const [applied, setApplied] = useState<ListFilters>(initialFilters);
  const [extras, setExtras] = useState<DrillExtras>(initialExtras);
  const [save, setSave] = useState({ on: false, nonce: 0 });
  const [actionError, setActionError] = useState('');
  const [holdNotice, setHoldNotice] = useState('');

  const query = {
    Role: role,
    Email: email,
    arCountries: applied.countries,
    arBrands: applied.brands,
    arProjectStatus: applied.statuses,
    ...extrasBody(extras),
    Search: search,
    ...(state.ball ? { Ball: state.ball } : {}),
    ...(state.ball && state.stage ? { BallStage: state.stage } : {}),
    SortField: state.sortField,
    SortDirection: state.sortDirection,
  } satisfies ProjectListBody;
  // Next and Previous continue from a row of the page shown (pageCursors.ts); other jumps go by Page.
  const listKey = JSON.stringify({ ...query, PageSize: state.pageSize });
  const { cursor, learn } = usePageCursors(listKey, state.page);
  const body: ProjectListBody = {
    ...query,
    Page: state.page,
    PageSize: state.pageSize,
    ...(cursor ? { Cursor: cursor } : {}),
    SaveFilters: save.on,
  };

  const list = useProjects(body, save.nonce, true);
  // Learnt from the answer of this very page, not from the previous page still shown while it loads.
  const pageAnswer = list.isPlaceholderData ? undefined : list.data;
  useEffect(() => {
    if (pageAnswer) learn(state.page, pageAnswer);
  }, [pageAnswer, learn, state.page]);
  const details = useFilterDetails(role, filterRole);
  const pending = usePendingRequests(isOriginator);

  /** Any change other than Filter Data / Show All asks without saving, from the first page. */
  const onSearch = (value: string) => {
    setSave((s) => ({ ...s, on: false }));
    setState({ search: value, page: 0 });
  };
  const onExtras = (next: DrillExtras) => {
    setSave((s) => ({ ...s, on: false }));
    setExtras(next);
    setState({ page: 0 });
  };
  const applyAndSave = (filters: ListFilters, patch: Partial<ListState> = {}) => {
    setApplied(filters);
    setSave((s) => ({ on: true, nonce: s.nonce + 1 }));
    setState({ ...patch, page: 0 });
  };
  const showAll = () => {
    setSearchBox((k) => k + 1);
    setDraft(NO_FILTERS);
    setExtras(NO_EXTRAS);
    applyAndSave(NO_FILTERS, { search: '', ball: '', stage: '' });
  };

  const hold = useHoldOrUnholdProject();
  const holdingId = hold.isPending ? (hold.variables?.projectId ?? null) : null;
  const holdMutate = hold.mutate; // stable across renders
  const toggleHold = useCallback(
    (row: ProjectRow) => {
      setActionError('');
      setHoldNotice('');
      holdMutate(row, {
        onSuccess: (answer) => {
          // Say what the switch did: it is the only sign that a project became read-only for the others.
          const key = answer.isEnabled ? 'projectList.enabledNotice' : 'projectList.pausedNotice';
          setHoldNotice(t(key, { code: row.projectUniqueId }));
        },
        onError: (err) => {
          if (shownError(err)) setActionError(`${t('projectList.holdFailed')} ${err.message}`);
        },
      });
    },
    // The setters are stable; listed because the React Compiler's check infers them as dependencies here.
    [holdMutate, t, setActionError, setHoldNotice],
  );

  const exportCsv = useExportProjectsCsv();
  const startExport = () => {
    setActionError('');
    exportCsv.mutate(query, {
      onError: (err) => {
        if (shownError(err)) setActionError(t('projectList.exportFailed'));
      },
    });
  };

  // One array per sort: a new array on every render makes the grid re-apply the sort and go back to page 1.
  const sortModel = useMemo(
    () => sortModelOf({ sortField: state.sortField, sortDirection: state.sortDirection }),
    [state.sortField, state.sortDirection],
  );
  const shownRows = list.data?.rows;
  const columns = useMemo(
    () =>
      projectColumns({ role, t, onToggleHold: (row) => toggleHold(row), holdingId, rows: shownRows ?? [] }),
    [role, t, toggleHold, holdingId, shownRows],
  );

  const paging = { page: state.page, pageSize: state.pageSize };
  const total = list.data?.total ?? 0;
  const totalCapped = list.data?.totalCapped ?? false;
  const countText = totalCapped
    ? t('projectList.countMore', { count: total })
    : total === 1
      ? t('projectList.countOne')
      : t('projectList.count', { count: total });
  const loadError = shownError(list.error) ?? shownError(details.error) ?? shownError(pending.error);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.projectList')}
      </Typography>

      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <GridSearchBox
            key={searchBox}
            initial={search}
            label={t('projectList.searchLabel')}
            placeholder={t('projectList.searchPlaceholder')}
            onSearch={onSearch}
          />
        </Grid>
        {isOriginator && (
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' }, alignItems: 'center' }}
            >
              <CreateProjectActions />
            </Stack>
          </Grid>
        )}
      </Grid>

      {filterRole && (
        <FilterPanel
          details={details.data?.result}
          value={draft}
          onChange={setDraft}
          onApply={() => applyAndSave(draft)}
          busy={list.isFetching}
        />
      )}
      {filterRole && <DrillDownChips value={extras} onChange={onExtras} />}
      <BallFilterBar
        ball={state.ball}
        stage={state.stage}
        onChange={(next) => {
          setSave((s) => ({ ...s, on: false }));
          setState({ ...next, page: 0 });
        }}
      />

      {loadError && (
        <LoadError
          text={`${t('projectList.loadError')} ${loadError.message}`}
          onRetry={() => {
            for (const query of [list, details, pending]) if (query.isError) void query.refetch();
          }}
          error={loadError}
        />
      )}
      {actionError && (
        <Alert severity="error" onClose={() => setActionError('')}>
          {actionError}
        </Alert>
      )}

      <Snackbar
        open={Boolean(holdNotice)}
        autoHideDuration={HOLD_NOTICE_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setHoldNotice('')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setHoldNotice('')}>
          {holdNotice}
        </Alert>
      </Snackbar>

      {isOriginator && <PendingRequests rows={pending.data ?? []} />}

      <GridCountBar
        count={countText}
        exportLabel={t('projectList.export')}
        exportingLabel={t('projectList.exporting')}
        exporting={exportCsv.isPending}
        onExport={startExport}
      >
        {filterRole && (
          <Button variant="outlined" size="small" onClick={showAll}>
            {t('projectList.showAll')}
          </Button>
        )}
      </GridCountBar>

      <ServerGrid
        label={t('page.projectList')}
        rows={list.data?.rows}
        columns={columns}
        getRowId={(r) => r.projectId}
        total={total}
        totalCapped={totalCapped}
        hasNextPage={list.data?.hasNextPage ?? false}
        loading={list.isFetching}
        paging={paging}
        onPagingChange={(model) => {
          setSave((s) => ({ ...s, on: false }));
          setState({ page: model.page, pageSize: model.pageSize });
        }}
        pageSizes={PROJECT_LIST.pageSizes}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSave((s) => ({ ...s, on: false }));
          setState({ ...sortOf(model), page: 0 });
        }}
        columnHeaderHeight={80}
        wrapRows
        sx={WRAPPED_HEADERS}
      />
    </Stack>
  );
}
