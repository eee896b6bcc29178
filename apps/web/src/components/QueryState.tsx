import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { errorReference } from '../lib/api';
import { ErrorReference } from './ErrorReference';

/**
 * A query's loading inside a page: a centred spinner named "Loading…" in the reader's language, `py` spacing
 * units above and below (the link pages leave more room under their header).
 */
export function Loading({ size, py = 3 }: { size?: number; py?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py }}>
      <CircularProgress size={size} aria-label={t('common.loading')} />
    </Box>
  );
}

/**
 * A query that failed: what could not be loaded (`text`, from the packs) and a Retry button (none without
 * `onRetry`: a shared panel whose callers do not all pass one). Given the query's `error`, a server error
 * also shows its reference (ErrorReference).
 */
export function LoadError({ text, onRetry, error }: { text: string; onRetry?: () => void; error?: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {text}
      {error !== undefined && errorReference(error) && (
        <Box>
          <ErrorReference error={error} />
        </Box>
      )}
    </Alert>
  );
}
