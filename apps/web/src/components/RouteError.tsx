import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorReference } from './ErrorReference';

/**
 * What a page that failed to draw shows instead of the router's developer screen: a message, the reference
 * of a server error (when that is what broke it) and a reload button.
 */
export default function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Box sx={{ p: 3, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        }
      >
        {t('common.pageError')}
        <div>
          <ErrorReference error={error} />
        </div>
      </Alert>
    </Box>
  );
}
