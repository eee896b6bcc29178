import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EXTRACTS, type ExtractItem } from '@portal/contract';
import { shownError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useDownloadExtract } from './api/downloadExtract';
import { useExtracts } from './api/getExtracts';

/** What an extract's line says about its state. */
export function extractState(t: TFunction, e: ExtractItem): string {
  if (e.status === 'ready')
    return t('extracts.status.ready', {
      rows: (e.rowCount ?? 0).toLocaleString(),
      date: formatDate(e.expiresAt),
    });
  return t(`extracts.status.${e.status}`);
}

/** One extract: its kind, when it was asked for, its state and, once ready, its download. */
export function ExtractLine({ extract }: { extract: ExtractItem }) {
  const { t } = useTranslation();
  const downloading = useDownloadExtract();
  const failed = shownError(downloading.error);
  return (
    <Box
      component="li"
      data-testid="extract-item"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t(`extracts.kind.${extract.kind}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('extracts.requestedOn', { date: formatDateTime(extract.requestedAt) })}
      </Typography>
      <Typography variant="body2" role="status">
        {extractState(t, extract)}
      </Typography>
      {extract.status === 'ready' && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={downloading.isPending}
          onClick={() => downloading.mutate(extract)}
          aria-label={`${t('extracts.download')}: ${t(`extracts.kind.${extract.kind}`)}`}
        >
          {t('extracts.download')}
        </Button>
      )}
      {failed && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {failed.message || t('extracts.downloadFailed')}
        </Alert>
      )}
    </Box>
  );
}

/** The caller's latest extracts (decision 031), asked again every few seconds while one is being prepared. */
export function ExtractList() {
  const { t } = useTranslation();
  const { data } = useExtracts();
  const extracts = data?.extracts ?? [];
  return (
    <Box component="section" aria-labelledby="dashboard-extracts" sx={{ mt: 2 }}>
      <Typography id="dashboard-extracts" component="h3" variant="subtitle1">
        {t('extracts.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('extracts.hint', { days: EXTRACTS.keepDays })}
      </Typography>
      {extracts.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('extracts.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {extracts.map((e) => (
            <ExtractLine key={e.extractId} extract={e} />
          ))}
        </Box>
      )}
    </Box>
  );
}
