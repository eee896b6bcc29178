import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_USER_STATES,
  ALL_ROLES,
  ALL_USERS_LIST,
  ALL_USERS_SORT_FIELDS,
  type AllUsersQuery,
  type AllUsersSortField,
} from '@portal/contract';
import { GridCountBar, GridSearchBox, ServerGrid } from '../../components/ServerGrid';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { useExportAllUsersCsv } from './api/exportAllUsersCsv';
import { useAllUsers } from './api/getAllUsers';
import { roleTitle, userColumns } from './columns';

const DEFAULT_SORT: GridSortModel = [{ field: 'created_Date', sort: 'desc' }];
type State = (typeof ACCEPTED_USER_STATES)[number];

const isSortField = (field: string): field is AllUsersSortField =>
  (ALL_USERS_SORT_FIELDS as readonly string[]).includes(field);

/**
 * All Users at /All-Users (Validation Center Team and HQ/Management; spec 002 §2 "All Users table"): every
 * accepted or pending account in a grid paged, sorted and searched on the server, with role and state
 * filters and the CSV export of the same filtered, sorted list.
 */
export default function AllUsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.allUsers'));

  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [state, setState] = useState<State | ''>('');
  const [paging, setPaging] = useState({ page: 0, pageSize: ALL_USERS_LIST.defaultPageSize as number });
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_SORT);
  const [exportError, setExportError] = useState('');

  const sort = sortModel[0];
  const filters = {
    Search: search,
    ...(role ? { Role: role } : {}),
    ...(state ? { AcceptedUser: state } : {}),
    SortField: sort && isSortField(sort.field) ? sort.field : 'created_Date',
    SortDirection: sort?.sort === 'asc' ? 'asc' : 'desc',
  } satisfies AllUsersQuery;
  const list = useAllUsers({ ...filters, Page: paging.page, PageSize: paging.pageSize });

  const exportCsv = useExportAllUsersCsv();
  const startExport = () => {
    setExportError('');
    exportCsv.mutate(filters, {
      onError: (err) => {
        if (shownError(err)) setExportError(t('allUsers.exportFailed'));
      },
    });
  };

  const shownRows = list.data?.rows;
  const columns = useMemo(() => userColumns(t, shownRows ?? []), [t, shownRows]);
  const total = list.data?.total ?? 0;
  const loadError = shownError(list.error);
  const firstPage = () => setPaging((p) => ({ ...p, page: 0 }));

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.allUsers')}
      </Typography>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' } }}
      >
        <GridSearchBox
          label={t('allUsers.searchLabel')}
          placeholder={t('allUsers.searchPlaceholder')}
          sx={{ minWidth: { md: 360 } }}
          onSearch={(value) => {
            setSearch(value);
            firstPage();
          }}
        />
        <TextField
          select
          size="small"
          margin="none"
          label={t('allUsers.filterRole')}
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            firstPage();
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('allUsers.any')}</MenuItem>
          {ALL_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {roleTitle(t, r)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          margin="none"
          label={t('allUsers.filterState')}
          value={state}
          onChange={(e) => {
            setState(e.target.value as State | '');
            firstPage();
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('allUsers.any')}</MenuItem>
          {ACCEPTED_USER_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`allUsers.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {loadError && (
        <Alert severity="error">
          {t('allUsers.loadError')} {loadError.message}
        </Alert>
      )}
      {exportError && (
        <Alert severity="error" onClose={() => setExportError('')}>
          {exportError}
        </Alert>
      )}

      <GridCountBar
        count={total === 1 ? t('allUsers.countOne') : t('allUsers.count', { count: total })}
        exportLabel={t('allUsers.export')}
        exportingLabel={t('allUsers.exporting')}
        exporting={exportCsv.isPending}
        onExport={startExport}
      />

      <ServerGrid
        label={t('page.allUsers')}
        rows={list.data?.rows}
        columns={columns}
        getRowId={(r) => r.userSequence}
        total={total}
        loading={list.isFetching}
        paging={paging}
        onPagingChange={setPaging}
        pageSizes={ALL_USERS_LIST.pageSizes}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model.length ? model : DEFAULT_SORT);
          firstPage();
        }}
      />
    </Stack>
  );
}
