import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_USER_STATES,
  ALL_ROLES,
  ALL_USERS_LIST,
  ALL_USERS_SORT_FIELDS,
  LIMITS,
  type AllUsersQuery,
  type AllUsersSortField,
} from '@portal/contract';
import { useGridLocaleText } from '../../components/gridLocale';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { exportAllUsersCsv } from './api/exportAllUsersCsv';
import { useAllUsers } from './api/getAllUsers';
import { roleTitle, userColumns } from './columns';

const SEARCH_DELAY_MS = 400;
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
  const localeText = useGridLocaleText();

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

  const exportCsv = useMutation({
    mutationFn: exportAllUsersCsv,
    onMutate: () => setExportError(''),
    onError: (err) => {
      if (shownError(err)) setExportError(t('allUsers.exportFailed'));
    },
  });

  const columns = useMemo(() => userColumns(t), [t]);
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
        <SearchBox
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

      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          role="status"
          sx={{ color: 'text.secondary', fontWeight: 500, mr: 'auto' }}
        >
          {total === 1 ? t('allUsers.countOne') : t('allUsers.count', { count: total })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => exportCsv.mutate(filters)}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? t('allUsers.exporting') : t('allUsers.export')}
        </Button>
      </Stack>

      <Box sx={{ height: '72vh', width: '100%', bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={t('page.allUsers')}
          rows={list.data?.rows ?? []}
          columns={columns}
          getRowId={(r) => r.userSequence}
          rowCount={total}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          pageSizeOptions={[...ALL_USERS_LIST.pageSizes]}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model.length ? model : DEFAULT_SORT);
            firstPage();
          }}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={localeText}
          density="compact"
        />
      </Box>
    </Stack>
  );
}

/** The quick search: asks the server once typing pauses; typing re-renders only this box. */
function SearchBox({ onSearch }: { onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
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
      label={t('allUsers.searchLabel')}
      placeholder={t('allUsers.searchPlaceholder')}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: { md: 360 } }}
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
