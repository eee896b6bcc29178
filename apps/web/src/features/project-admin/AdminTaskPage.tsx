import DeleteIcon from '@mui/icons-material/Delete';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import SearchIcon from '@mui/icons-material/Search';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AdminProjectRow } from '@portal/contract';
import { useGridLocaleText } from '../../components/gridLocale';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { countryText, statusText } from '../../lib/reference';
import { adminProjectsKey, useAdminProjects } from './api/getAdminProjects';
import { ChangeOriginatorDialog } from './ChangeOriginatorDialog';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { DeleteProjectDialog } from './DeleteProjectDialog';

type DialogKind = 'status' | 'delete' | 'originator';

function Action({ label, icon, onClick }: { label: string; icon: ReactElement; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Admin tasks (VC only; spec 001 §2 "Admin task grid"): find a project, change its status, delete it or remap its originator. */
export default function AdminTaskPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.adminTask'));
  const queryClient = useQueryClient();
  const localeText = useGridLocaleText();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ kind: DialogKind; row: AdminProjectRow } | null>(null);
  const projects = useAdminProjects(search);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminProjectsKey });

  const onSearch = (next: string) => {
    if (next === search) refresh();
    else setSearch(next);
  };

  const columns = useMemo<GridColDef<AdminProjectRow>[]>(
    () => [
      {
        field: 'actions',
        headerName: t('projectAdmin.col.actions'),
        width: 130,
        sortable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => {
          const vars = { code: row.projectUniqueId };
          return (
            <Stack direction="row">
              <Action
                label={t('projectAdmin.changeStatusFor', vars)}
                icon={<PublishedWithChangesIcon fontSize="small" />}
                onClick={() => setOpen({ kind: 'status', row })}
              />
              <Action
                label={t('projectAdmin.deleteFor', vars)}
                icon={<DeleteIcon fontSize="small" color="error" />}
                onClick={() => setOpen({ kind: 'delete', row })}
              />
              <Action
                label={t('projectAdmin.changeOriginatorFor', vars)}
                icon={<SwapHorizIcon fontSize="small" />}
                onClick={() => setOpen({ kind: 'originator', row })}
              />
            </Stack>
          );
        },
      },
      { field: 'projectUniqueId', headerName: t('projectAdmin.col.projectUniqueId'), width: 160 },
      { field: 'siteName', headerName: t('projectAdmin.col.siteName'), minWidth: 180, flex: 1 },
      { field: 'city', headerName: t('projectAdmin.col.city'), width: 130 },
      {
        field: 'country',
        headerName: t('projectAdmin.col.country'),
        width: 120,
        valueGetter: (_value, row) => countryText(t, row.countryCode, row.country),
      },
      { field: 'brands', headerName: t('projectAdmin.col.brands'), minWidth: 150, flex: 1 },
      {
        field: 'status',
        headerName: t('projectAdmin.col.status'),
        width: 210,
        valueGetter: (_value, row) => statusText(t, row.statusId, row.status),
      },
      { field: 'architectEmail', headerName: t('projectAdmin.col.architectEmail'), width: 210 },
      {
        field: 'createdOn',
        headerName: t('projectAdmin.col.createdOn'),
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [t],
  );

  const error = shownError(projects.error);
  const close = () => setOpen(null);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.adminTask')}
      </Typography>
      <SearchForm onSearch={onSearch} />
      {error && (
        <Alert severity="error">
          {t('projectAdmin.loadError')} {error.message}
        </Alert>
      )}
      <Box sx={{ height: '75vh', width: '100%', bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={t('page.adminTask')}
          rows={projects.data ?? []}
          columns={columns}
          getRowId={(r) => r.projectId}
          loading={projects.isFetching}
          disableRowSelectionOnClick
          localeText={localeText}
          density="compact"
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
      {open?.kind === 'status' && <ChangeStatusDialog row={open.row} onClose={close} />}
      {open?.kind === 'delete' && <DeleteProjectDialog row={open.row} onClose={close} />}
      {open?.kind === 'originator' && <ChangeOriginatorDialog row={open.row} onClose={close} />}
    </Stack>
  );
}

/** 'Search Project ID' and SEARCH: typing re-renders only this form, not the grid. */
function SearchForm({ onSearch }: { onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'center', maxWidth: 560 }}
    >
      <TextField
        size="small"
        margin="none"
        label={t('projectAdmin.searchLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.projectCodeMaxLength } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {t('projectAdmin.search')}
      </Button>
    </Stack>
  );
}
