import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { BusyDialog } from './BusyDialog';

/**
 * The submit button of the supplier and auditor pages (spec 002 §4): 'Processing Your request ...' while
 * it runs, then 'Request Submitted Successfully' in its place, or the failure.
 */
export function SubmitArea({
  label,
  submitted,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  submitted: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }}>
      {submitted ? (
        <Typography
          role="status"
          color="success.main"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
        >
          <CheckCircleIcon aria-hidden />
          {t('external.submitted')}
        </Typography>
      ) : (
        <Button variant="contained" size="large" disabled={pending} onClick={onSubmit}>
          {label}
        </Button>
      )}
      {!submitted && error != null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {(error instanceof ApiError && error.message) || t('externalPages.submitFailed')}
        </Alert>
      )}
      <BusyDialog open={pending} text={t('externalPages.processing')} />
    </Box>
  );
}
