import DownloadIcon from '@mui/icons-material/Download';
import TableViewIcon from '@mui/icons-material/TableView';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROCESS_STATUSES,
  type ExtractKind,
  type OversightFilters as OversightBody,
  type ProcessCsvName,
  type ProcessStatusCountsAnswer,
} from '@portal/contract';
import { ApiError, shownError } from '../../lib/api';
import { useDownloadCsv } from './api/downloadExport';
import { useRequestExtract } from './api/requestExtract';
import { ExtractList } from './ExtractList';

/**
 * The CSV of each status (streamed downloads) and the two .xlsx extracts, for the filters chosen. The extracts
 * are prepared in the background (decision 031): the button records the request and says so at once; the
 * file comes with a notice and a mail, and in the list below.
 */
export const Exports = memo(function Exports({
  body,
  counts,
}: {
  body: OversightBody;
  counts: ProcessStatusCountsAnswer | undefined;
}) {
  const { t } = useTranslation();
  const [exportError, setExportError] = useState('');
  const [requested, setRequested] = useState('');
  const downloading = useDownloadCsv(body);
  const requesting = useRequestExtract(body);
  const download = (name: ProcessCsvName) => {
    setExportError('');
    downloading.mutate(name, {
      onError: (err) => {
        if (shownError(err)) setExportError(t('dashboard.exports.failed'));
      },
    });
  };
  const request = (kind: ExtractKind) => {
    setExportError('');
    setRequested('');
    requesting.mutate(kind, {
      onSuccess: () => setRequested(t('extracts.requested')),
      onError: (err) => {
        const shown = shownError(err);
        if (!shown) return;
        // A refusal the server explains (too many waiting) is shown as it says it.
        setExportError(
          shown instanceof ApiError && shown.status === 405 ? shown.message : t('extracts.requestFailed'),
        );
      },
    });
  };
  const csvButtons: { name: ProcessCsvName; label: string; count: number | undefined }[] = [
    {
      name: 'TotalProjectRegistered',
      label: t('dashboard.process.total'),
      count: counts?.totalProjectsCount,
    },
    ...PROCESS_STATUSES.map((p) => ({
      name: p.name as ProcessCsvName,
      label: t(`dashboard.process.${p.key}`),
      count: counts?.[p.key],
    })),
  ];
  return (
    <Paper component="section" aria-labelledby="dashboard-exports" sx={{ p: 2 }}>
      <Typography id="dashboard-exports" component="h2" variant="h6">
        {t('dashboard.exports.title')}
      </Typography>
      <Typography id="dashboard-csv-hint" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('dashboard.exports.csvHint')}
      </Typography>
      {exportError && (
        <Alert severity="error" onClose={() => setExportError('')} sx={{ mb: 1 }}>
          {exportError}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {csvButtons.map((b) => (
          <Button
            key={b.name}
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            // Named by what it shows (axe label-content-name-mismatch), the hint above says what it does.
            aria-describedby="dashboard-csv-hint"
            disabled={downloading.isPending}
            onClick={() => download(b.name)}
          >
            {b.label}
            {b.count !== undefined ? ` (${b.count})` : ''}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<TableViewIcon />}
          disabled={requesting.isPending}
          onClick={() => request('brands')}
        >
          {t('dashboard.exports.brandBased')}
        </Button>
        <Button
          variant="contained"
          startIcon={<TableViewIcon />}
          disabled={requesting.isPending}
          onClick={() => request('projects')}
        >
          {t('dashboard.exports.projectBased')}
        </Button>
      </Stack>
      {requested && (
        <Alert severity="success" onClose={() => setRequested('')} sx={{ mt: 1 }} role="status">
          {requested}
        </Alert>
      )}
      <ExtractList />
      <Dialog open={downloading.isPending} aria-labelledby="dashboard-downloading">
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography id="dashboard-downloading">{t('dashboard.exports.downloading')}</Typography>
          </Stack>
        </DialogContent>
      </Dialog>
    </Paper>
  );
});
