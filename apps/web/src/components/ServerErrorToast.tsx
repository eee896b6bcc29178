import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReference } from '../lib/api';
import { ErrorReference } from './ErrorReference';

type Listener = (error: unknown) => void;
const listeners = new Set<Listener>();

/**
 * Tells the open page that an action failed with a server error (app/QueryProvider.tsx, every mutation):
 * the page shows its own message, the toast adds the reference to quote. Other failures are ignored.
 */
export function announceServerError(error: unknown): void {
  if (errorReference(error)) listeners.forEach((l) => l(error));
}

/** The toast of the last server error, with its copyable reference; stays until closed. */
export function ServerErrorToast() {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    listeners.add(setError);
    return () => void listeners.delete(setError);
  }, []);
  const close = () => setError(null);
  return (
    <Snackbar
      open={error !== null}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={close} sx={{ maxWidth: 560 }}>
        {t('common.serverError')}
        <div>
          <ErrorReference error={error} />
        </div>
      </Alert>
    </Snackbar>
  );
}
