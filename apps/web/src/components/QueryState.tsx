import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A query's loading inside a page: a centred spinner named "Loading…" in the reader's language. */
export function Loading({ size }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={size} aria-label={t('common.loading')} />
    </Box>
  );
}

/** A query that failed: what could not be loaded (`text`, from the packs) and a Retry button. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The one way a page shows a query: the spinner while it loads, the failure with Retry (`errorText`), then
 * `children` with its data.
 */
export function QueryState<T>({
  query,
  errorText,
  children,
}: {
  query: QueryLike<T>;
  errorText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError text={errorText} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}
