import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EXTRACTS } from '@portal/contract';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { useExtract } from './api/getExtract';
import { ExtractLine } from './ExtractList';

/**
 * `/Extract/{extractId}` (decision 031): where the ready notice and the mailed link lead, signed in (the route
 * asks for a session; the server answers only the requester). Its state, and the download once ready.
 */
export default function ExtractPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('extracts.page.title'));
  const extractId = Number(useParams().extractId);
  const valid = Number.isInteger(extractId) && extractId > 0;
  const extract = useExtract(valid ? extractId : 0);
  const failed = shownError(extract.error);
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('extracts.page.title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        {extract.isPending && !failed ? (
          <PageLoader />
        ) : failed || !extract.data ? (
          <Alert severity="error">{failed?.message ?? t('error.notFound')}</Alert>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <ExtractLine extract={extract.data} />
            </Box>
            {extract.data.status === 'expired' && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('extracts.expired', { days: EXTRACTS.keepDays })}
              </Alert>
            )}
          </>
        )}
      </Paper>
      <Link component={RouterLink} to="/">
        {t('extracts.page.back')}
      </Link>
    </Stack>
  );
}
