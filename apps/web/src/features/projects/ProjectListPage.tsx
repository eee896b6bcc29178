import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  LIMITS,
  PROJECT_LIST,
  ROLES,
  type ProjectListBody,
  type ProjectRow,
  type Role,
} from '@portal/contract';
import { PageLoader } from '../../components/PageLoader';
import { useGridLocaleText } from '../../components/gridLocale';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { rememberListAddress } from '../../lib/lastList';
import { readDrillDown } from '../../lib/listDrillDown';
import { roleOf, useSession } from '../../lib/session';
import { exportProjectsCsv } from './api/exportProjectsCsv';
import { useFilterDetails } from './api/getFilterDetails';
import { pendingRequestsKey, usePendingRequests } from './api/getProjectByAccountName';
import { projectsKey, useProjects } from './api/getProjectsByFilters';
import { holdOrUnholdProject } from './api/holdOrUnholdProject';
import { useSavedFilters } from './api/isFilterClicked';
import { projectColumns } from './columns';
import { CreateProjectActions } from './create/CreateProjectActions';
import { FilterPanel, NO_FILTERS, type ListFilters } from './FilterPanel';
import { readListState, sortModelOf, sortOf, writeListState, type ListState } from './listState';
import { PendingRequests } from './PendingRequests';

/** Roles with the filter panel, remembered filters and Show All (spec 001 §2, §6). */
const FILTER_ROLES: readonly Role[] = [ROLES.VC, ROLES.HQ, ROLES.RND];
const SEARCH_DELAY_MS = 400;
/** How long the pause / enable confirmation stays. */
const HOLD_NOTICE_MS = 6000;
/** Long column titles wrap onto two lines instead of being cut. */
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
  const location = useLocation();
  const drillDown = filterRole ? readDrillDown(location.state) : null;
  const saved = useSavedFilters(filterRole && !drillDown);
  if (filterRole && !drillDown && saved.isPending) return <PageLoader />;
  const initial: ListFilters = drillDown
    ? drillDown
    : saved.data?.isFilterClicked
      ? {
          brands: saved.data.arBrands,
          countries: saved.data.arCountries,
          statuses: saved.data.arProjectStatus,
        }
      : NO_FILTERS;
  return <ProjectList role={role} filterRole={filterRole} initialFilters={initial} />;
}

function ProjectList({
  role,
  filterRole,
  initialFilters,
}: {
  role: Role;
  filterRole: boolean;
  initialFilters: ListFilters;
}) {
  const { t } = useTranslation();
  const email = useSession().user?.email ?? '';
  const queryClient = useQueryClient();
  const localeText = useGridLocaleText();
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
  const [save, setSave] = useState({ on: false, nonce: 0 });
  const [actionError, setActionError] = useState('');
  const [holdNotice, setHoldNotice] = useState('');

  const query = {
    Role: role,
    Email: email,
    arCountries: applied.countries,
    arBrands: applied.brands,
    arProjectStatus: applied.statuses,
    Search: search,
    SortField: state.sortField,
    SortDirection: state.sortDirection,
  } satisfies ProjectListBody;
  const body: ProjectListBody = {
    ...query,
    Page: state.page,
    PageSize: state.pageSize,
    SaveFilters: save.on,
  };

  const list = useProjects(body, save.nonce, true);
  const details = useFilterDetails(role, filterRole);
  const pending = usePendingRequests(isOriginator);

  /** Any change other than Filter Data / Show All asks without saving, from the first page. */
  const onSearch = (value: string) => {
    setSave((s) => ({ ...s, on: false }));
    setState({ search: value, page: 0 });
  };
  const applyAndSave = (filters: ListFilters, patch: Partial<ListState> = {}) => {
    setApplied(filters);
    setSave((s) => ({ on: true, nonce: s.nonce + 1 }));
    setState({ ...patch, page: 0 });
  };
  const showAll = () => {
    setSearchBox((k) => k + 1);
    setDraft(NO_FILTERS);
    applyAndSave(NO_FILTERS, { search: '' });
  };

  const hold = useMutation({
    mutationFn: (row: ProjectRow) => holdOrUnholdProject(row.projectId),
    onMutate: () => {
      setActionError('');
      setHoldNotice('');
    },
    onSuccess: (answer, row) => {
      // Say what the switch did: it is the only sign that a project became read-only for the others.
      const key = answer.isEnabled ? 'projectList.enabledNotice' : 'projectList.pausedNotice';
      setHoldNotice(t(key, { code: row.projectUniqueId }));
      return queryClient.invalidateQueries({ queryKey: projectsKey });
    },
    onError: (err) => {
      if (shownError(err)) setActionError(`${t('projectList.holdFailed')} ${err.message}`);
    },
  });
  const holdingId = hold.isPending ? (hold.variables?.projectId ?? null) : null;

  const exportCsv = useMutation({
    mutationFn: exportProjectsCsv,
    onMutate: () => setActionError(''),
    onError: (err) => {
      if (shownError(err)) setActionError(t('projectList.exportFailed'));
    },
  });

  const toggleHold = hold.mutate; // stable across renders
  // One array per sort: a new array on every render makes the grid re-apply the sort and go back to page 1.
  const sortModel = useMemo(
    () => sortModelOf({ sortField: state.sortField, sortDirection: state.sortDirection }),
    [state.sortField, state.sortDirection],
  );
  const columns = useMemo(
    () => projectColumns({ role, t, onToggleHold: (row) => toggleHold(row), holdingId }),
    [role, t, toggleHold, holdingId],
  );

  const total = list.data?.total ?? 0;
  const loadError = shownError(list.error) ?? shownError(details.error) ?? shownError(pending.error);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.projectList')}
      </Typography>

      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SearchBox key={searchBox} initial={search} onSearch={onSearch} />
        </Grid>
        {isOriginator && (
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: { md: 'flex-end' }, alignItems: 'center' }}
            >
              <CreateProjectActions
                onRequested={() => void queryClient.invalidateQueries({ queryKey: pendingRequestsKey })}
              />
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

      {loadError && (
        <Alert severity="error">
          {t('projectList.loadError')} {loadError.message}
        </Alert>
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

      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          role="status"
          sx={{ color: 'text.secondary', fontWeight: 500, mr: 'auto' }}
        >
          {total === 1 ? t('projectList.countOne') : t('projectList.count', { count: total })}
        </Typography>
        {filterRole && (
          <Button variant="outlined" size="small" onClick={showAll}>
            {t('projectList.showAll')}
          </Button>
        )}
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => exportCsv.mutate(query)}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? t('projectList.exporting') : t('projectList.export')}
        </Button>
      </Stack>

      <Box sx={{ height: '72vh', width: '100%', bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={t('page.projectList')}
          rows={list.data?.rows ?? []}
          columns={columns}
          getRowId={(r) => r.projectId}
          rowCount={total}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={(model) => {
            setSave((s) => ({ ...s, on: false }));
            setState({ page: model.page, pageSize: model.pageSize });
          }}
          pageSizeOptions={[...PROJECT_LIST.pageSizes]}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSave((s) => ({ ...s, on: false }));
            setState({ ...sortOf(model), page: 0 });
          }}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={localeText}
          density="compact"
          columnHeaderHeight={56}
          sx={WRAPPED_HEADERS}
        />
      </Box>
    </Stack>
  );
}

/** The search box (5 of 12 columns): asks the server once typing pauses; typing re-renders only this box. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  // The address's search changed from outside (Show All, Back, Forward): show it, unless it is what is typed.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    if (initial !== text.trim()) setText(initial);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };
  return (
    <TextField
      type="search"
      size="small"
      margin="none"
      label={t('projectList.searchLabel')}
      placeholder={t('projectList.searchPlaceholder')}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: LIMITS.searchMaxLength },
      }}
    />
  );
}
