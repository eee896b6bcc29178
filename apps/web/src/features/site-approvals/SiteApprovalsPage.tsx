import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridFilterModel, type GridRenderCellParams } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLETED_STATUSES,
  LIMITS,
  type OriginatorRequestRow,
  type RequestStatusLabel,
} from '@portal/contract';
import { fitWidth } from '../../components/fitColumn';
import { useGridLocaleText } from '../../components/gridLocale';
import { OverflowText } from '../../components/OverflowText';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError, shownError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { countryText } from '../../lib/reference';
import { useDecideRequest } from './api/decideRequest';
import { useRequestsToApprove } from './api/getRequestsToApprove';
import { LoadError } from '../../components/QueryState';
import { LiteAccountDialog } from './LiteAccountDialog';

/** Green rows (spec 002 §2): the project is inactive or its status is 10 or 11. */
export function isCompletedRow(r: OriginatorRequestRow): boolean {
  return !r.isActive || (r.projectStatusId != null && COMPLETED_STATUSES.includes(r.projectStatusId));
}

/** A light green with the body text colour: contrast above 15:1, links and buttons above 4.5:1. */
const GREEN_ROW = '#e3f2e5';
const GREEN_ROW_HOVER = '#d3eadb';

const STATUS_KEYS: Record<RequestStatusLabel, string> = {
  Pending: 'siteApprovals.status.pending',
  Approved: 'siteApprovals.status.approved',
  Created: 'siteApprovals.status.created',
  Rejected: 'siteApprovals.status.rejected',
};

/** A text cut with an ellipsis beyond its column's widest, its whole text in a tooltip. */
const cut = ({ formattedValue, value }: GridRenderCellParams<OriginatorRequestRow>) => (
  <OverflowText text={String(formattedValue ?? value ?? '')} />
);

type Decision = { row: OriginatorRequestRow; status: 'Approved' | 'Rejected'; open: boolean };
type Banner = { severity: 'success' | 'error'; message: string } | null;

/** Requests To Approve (spec 002 §2, §4, §7, §8; docs/lifecycle.md): Validation Center Team only. */
export default function SiteApprovalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.siteApprovals'));
  const requests = useRequestsToApprove();
  const localeText = useGridLocaleText();
  const [search, setSearch] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [lite, setLite] = useState<{ open: boolean; request: OriginatorRequestRow | null }>({
    open: false,
    request: null,
  });
  const [banner, setBanner] = useState<Banner>(null);
  // The dialog keeps its texts while it fades out.
  const closeDecision = () => setDecision((d) => (d ? { ...d, open: false } : d));

  const rows = useMemo(() => requests.data ?? [], [requests.data]);
  const columns = useMemo<GridColDef<OriginatorRequestRow>[]>(() => {
    const statusText = (status: RequestStatusLabel) => t(STATUS_KEYS[status]);
    const yesNo = (v: boolean) => t(v ? 'common.yes' : 'common.no');
    return [
      // First: the grid is wider than the screen, and the decision is what this page is for.
      {
        field: 'actions',
        headerName: t('siteApprovals.col.actions'),
        width: 175,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) =>
          row.status === 'Pending' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              {row.isNewCreation === 'Yes' ? (
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setLite({ open: true, request: row })}
                  aria-label={`${t('siteApprovals.create')} – ${row.siteName}`}
                >
                  {t('siteApprovals.create')}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  onClick={() => setDecision({ row, status: 'Approved', open: true })}
                  aria-label={`${t('siteApprovals.approve')} – ${row.siteName}`}
                >
                  {t('siteApprovals.approve')}
                </Button>
              )}
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => setDecision({ row, status: 'Rejected', open: true })}
                aria-label={`${t('siteApprovals.reject')} – ${row.siteName}`}
                sx={{ bgcolor: 'background.paper' }}
              >
                {t('siteApprovals.reject')}
              </Button>
            </Stack>
          ) : (
            <Chip
              size="small"
              label={statusText(row.status)}
              color={row.status === 'Rejected' ? 'default' : 'success'}
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            />
          ),
      },
      {
        field: 'createdOn',
        headerName: t('siteApprovals.col.requestedOn'),
        width: 120,
        type: 'string',
        valueFormatter: (value: string) => formatDate(value),
        // Sorted by the timestamp, shown as DD/MM/YYYY.
        sortComparator: (a: string, b: string) => a.localeCompare(b),
      },
      {
        field: 'siteName',
        headerName: t('siteApprovals.col.siteName'),
        width: fitWidth(
          rows.map((r) => r.siteName),
          { min: 140, max: 320 },
        ),
        renderCell: cut,
      },
      // Beside the site: what kind of project the request is for (in view without scrolling).
      {
        field: 'documentOnly',
        headerName: t('siteApprovals.col.documentOnly'),
        width: 130,
        valueGetter: (value: boolean) => yesNo(value),
        renderCell: ({ row, formattedValue, value }) =>
          row.documentOnly ? (
            <Chip size="small" color="primary" variant="outlined" label={String(formattedValue ?? value)} />
          ) : (
            String(formattedValue ?? value)
          ),
      },
      {
        field: 'isNewCreation',
        headerName: t('siteApprovals.col.newCreation'),
        width: 100,
        valueGetter: (value: 'Yes' | 'No') => yesNo(value === 'Yes'),
      },
      {
        field: 'city',
        headerName: t('siteApprovals.col.city'),
        width: fitWidth(
          rows.map((r) => r.city),
          { min: 100, max: 200 },
        ),
        renderCell: cut,
      },
      {
        field: 'country',
        headerName: t('siteApprovals.col.country'),
        width: 120,
        valueGetter: (_value, row) => countryText(t, row.countryCode, row.country),
      },
      {
        field: 'brands',
        headerName: t('siteApprovals.col.brands'),
        width: fitWidth(
          rows.map((r) => r.brands),
          { min: 120, max: 260 },
        ),
        renderCell: cut,
      },
      {
        field: 'architectEmail',
        headerName: t('siteApprovals.col.architectEmail'),
        width: fitWidth(
          rows.map((r) => r.architectEmail),
          { min: 180, max: 300 },
        ),
        renderCell: cut,
      },
      { field: 'originatorFirstName', headerName: t('siteApprovals.col.originatorFirstName'), width: 130 },
      {
        field: 'street',
        headerName: t('siteApprovals.col.street'),
        width: fitWidth(
          rows.map((r) => r.street),
          { min: 140, max: 300 },
        ),
        renderCell: cut,
      },
      { field: 'zipCode', headerName: t('siteApprovals.col.zipCode'), width: 90 },
      {
        field: 'status',
        headerName: t('siteApprovals.col.status'),
        width: 110,
        valueGetter: (value: RequestStatusLabel) => statusText(value),
      },
      { field: 'projectUniqueId', headerName: t('siteApprovals.col.projectUniqueId'), width: 160 },
    ];
  }, [t, rows]);

  const filterModel = useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: search.trim() ? search.trim().split(/\s+/) : [] }),
    [search],
  );

  const decideMutation = useDecideRequest();
  const deciding = decideMutation.isPending;
  const decide = () => {
    if (!decision) return;
    const { row, status } = decision;
    decideMutation.mutate(
      {
        OriginatorProjectRequestId: row.originatorProjectRequestId,
        status,
        email: row.architectEmail,
        projectId: row.projectId,
      },
      {
        onSuccess: (answer) => setBanner({ severity: 'success', message: answer.message }),
        onError: (err) => {
          if (shownError(err))
            setBanner({
              severity: 'error',
              message: err instanceof ApiError && err.message ? err.message : t('common.somethingWrong'),
            });
        },
        onSettled: closeDecision,
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('page.siteApprovals')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          id="site-approvals-search"
          label={t('siteApprovals.search')}
          placeholder={t('siteApprovals.searchPlaceholder')}
          size="small"
          margin="none"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            htmlInput: { maxLength: LIMITS.searchMaxLength },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="contained"
          startIcon={<AddBusinessIcon />}
          onClick={() => setLite({ open: true, request: null })}
        >
          {t('siteApprovals.createAccount')}
        </Button>
      </Stack>

      {banner && (
        <Alert severity={banner.severity} onClose={() => setBanner(null)} role="alert">
          {banner.message}
        </Alert>
      )}
      {shownError(requests.error) && (
        <LoadError
          text={`${t('siteApprovals.loadError')} ${requests.error?.message ?? ''}`}
          onRetry={() => void requests.refetch()}
          error={requests.error}
        />
      )}

      <Typography
        variant="body2"
        sx={{
          alignSelf: 'flex-start',
          bgcolor: GREEN_ROW,
          border: 1,
          borderColor: 'success.light',
          borderRadius: 1,
          px: 1,
          py: 0.25,
        }}
      >
        {t('siteApprovals.legend')}
      </Typography>

      <Box sx={{ height: '70vh', width: '100%', bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={t('page.siteApprovals')}
          rows={rows}
          columns={columns}
          getRowId={(r) => r.originatorProjectRequestId}
          loading={requests.isPending}
          filterModel={filterModel}
          onFilterModelChange={(model) => setSearch((model.quickFilterValues ?? []).join(' '))}
          disableColumnFilter
          disableRowSelectionOnClick
          getRowClassName={({ row }) => (isCompletedRow(row) ? 'request-completed' : '')}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={localeText}
          density="compact"
          columnHeaderHeight={56}
          sx={{
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
            '& .request-completed': { bgcolor: GREEN_ROW },
            '& .request-completed:hover, & .request-completed.Mui-hovered': { bgcolor: GREEN_ROW_HOVER },
          }}
        />
      </Box>

      <Dialog
        open={Boolean(decision?.open)}
        onClose={deciding ? undefined : closeDecision}
        aria-labelledby="decision-title"
        aria-describedby="decision-text"
      >
        <DialogTitle id="decision-title">
          {t(decision?.status === 'Rejected' ? 'siteApprovals.rejectTitle' : 'siteApprovals.approveTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="decision-text">
            {decision &&
              t(decision.status === 'Rejected' ? 'siteApprovals.rejectText' : 'siteApprovals.approveText', {
                email: decision.row.architectEmail,
                site: decision.row.siteName,
                city: decision.row.city,
              })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDecision} disabled={deciding}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            color={decision?.status === 'Rejected' ? 'error' : 'success'}
            onClick={decide}
            disabled={deciding}
            startIcon={
              deciding ? (
                <CircularProgress size={18} color="inherit" aria-label={t('siteApprovals.deciding')} />
              ) : undefined
            }
          >
            {t(decision?.status === 'Rejected' ? 'siteApprovals.reject' : 'siteApprovals.approve')}
          </Button>
        </DialogActions>
      </Dialog>

      <LiteAccountDialog
        open={lite.open}
        request={lite.request}
        onClose={() => setLite((l) => ({ ...l, open: false }))}
        onCreated={(message) => {
          setLite((l) => ({ ...l, open: false }));
          setBanner({ severity: 'success', message });
        }}
      />
    </Stack>
  );
}
