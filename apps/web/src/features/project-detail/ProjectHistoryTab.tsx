import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SiteHistoryRow } from '@portal/contract';
import { useGridLocaleText } from '../../components/gridLocale';
import { Loading, LoadError } from '../../components/QueryState';
import { formatDate } from '../../lib/dates';
import { statusText } from '../../lib/reference';
import { useStatusHistory } from './api/getProjectStatusHistory';
import { useSiteHistory } from './api/getSiteProjectsHistory';
import { BrandMarks, brandMarksFromText } from './brands';

/** Project History tab: the site's projects (spec 001 §2 "Site project history screen") and this project's statuses. */
export function ProjectHistoryTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const history = useSiteHistory(projectId);
  const localeText = useGridLocaleText();

  const columns = useMemo<GridColDef<SiteHistoryRow>[]>(
    () => [
      {
        field: 'select',
        headerName: t('projectDetail.history.select'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'center',
        headerAlign: 'center',
        // An icon: the column has the grid's default width (spec 001 §2), whatever the language.
        renderCell: ({ row }) => {
          const label = t('projectDetail.history.selectProject', { name: row.siteName });
          return row.isEnabled ? (
            <Tooltip title={label}>
              <IconButton
                component={RouterLink}
                to={`/UniqueProject/${row.projectId}`}
                size="small"
                color="primary"
                aria-label={label}
                aria-current={row.projectId === projectId ? 'page' : undefined}
              >
                <ArrowForwardIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <IconButton size="small" disabled aria-label={label}>
              <ArrowForwardIcon fontSize="small" />
            </IconButton>
          );
        },
      },
      { field: 'siteName', headerName: t('projectDetail.history.siteName'), width: 200 },
      {
        field: 'brands',
        headerName: t('projectDetail.history.brands'),
        width: 500,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <BrandMarks brands={brandMarksFromText(row.brands)} />
          </Box>
        ),
      },
      {
        field: 'createdOn',
        headerName: t('projectDetail.history.createdOn'),
        width: 300,
        valueFormatter: (value: string) => formatDate(value),
      },
    ],
    [t, projectId],
  );

  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('projectDetail.history.title')}
      </Typography>
      {history.isError ? (
        <LoadError
          text={t('projectDetail.loadError')}
          onRetry={() => void history.refetch()}
          error={history.error}
        />
      ) : (
        <DataGrid
          rows={history.data ?? []}
          columns={columns}
          getRowId={(r) => r.projectId}
          getRowClassName={({ row }) => (row.projectId === projectId ? 'current-project' : '')}
          sx={{ '& .current-project': { bgcolor: 'action.selected' } }}
          loading={history.isPending}
          localeText={localeText}
          autoHeight
          disableRowSelectionOnClick
          disableVirtualization
          initialState={{
            sorting: { sortModel: [{ field: 'createdOn', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pageSizeOptions={[10, 25, 50]}
          aria-label={t('projectDetail.history.title')}
        />
      )}
      <StatusTimeline projectId={projectId} />
    </Box>
  );
}

/** The project's status changes, oldest first. */
function StatusTimeline({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const statuses = useStatusHistory(projectId);
  const rows = useMemo(
    () => [...(statuses.data ?? [])].sort((a, b) => a.changedOn.localeCompare(b.changedOn)),
    [statuses.data],
  );
  return (
    <Box component="section" aria-labelledby="status-history-title" sx={{ mt: 3 }}>
      <Typography
        id="status-history-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {t('projectDetail.statusHistory.title')}
      </Typography>
      {statuses.isPending && <Loading size={24} py={1} />}
      {statuses.isError && (
        <LoadError
          text={t('projectDetail.loadError')}
          onRetry={() => void statuses.refetch()}
          error={statuses.error}
        />
      )}
      {statuses.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('projectDetail.statusHistory.empty')}
        </Typography>
      )}
      {rows.length > 0 && (
        <Stepper orientation="vertical" activeStep={rows.length - 1} component="ol" sx={{ pl: 0 }}>
          {rows.map((r, i) => (
            <Step key={`${r.changedOn}-${i}`} completed component="li">
              <StepLabel
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {t('projectDetail.statusHistory.when', {
                      date: formatDate(r.changedOn),
                      by: r.changedBy || '—',
                    })}
                  </Typography>
                }
                sx={i === rows.length - 1 ? { '& .MuiStepLabel-label': { fontWeight: 600 } } : undefined}
              >
                {statusText(t, r.statusId, r.status)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Box>
  );
}
