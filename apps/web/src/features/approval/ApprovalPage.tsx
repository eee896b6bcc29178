import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { approveUser, fetchApprovalDetail, rejectUser, type ApprovalLink } from './api';

/**
 * Approve or reject an account request from the emailed link (spec 000 §2.7, §4):
 * /user/approveuserRequest?email=…&token=…. Any failure or bad link leads to the error page.
 */
export default function ApprovalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('approval.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link: ApprovalLink = {
    Email: params.get('email')?.trim() ?? '',
    Token: params.get('token')?.trim() ?? '',
  };
  const usable = Boolean(link.Email && link.Token);
  const [busy, setBusy] = useState(false);
  const detail = useQuery({
    queryKey: ['approval-detail', link.Email, link.Token],
    queryFn: () => fetchApprovalDetail(link),
    enabled: usable,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  if (!usable || detail.isError) return <Navigate to={PATHS.approvalError} replace />;

  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      await (approve ? approveUser(link) : rejectUser(link));
      navigate(approve ? PATHS.accountApproved : PATHS.accountRejected, { replace: true });
    } catch {
      navigate(PATHS.approvalError, { replace: true });
    }
  };

  const rows: [string, string | undefined][] = detail.data
    ? [
        ['approval.roles', detail.data.roles],
        ['approval.firstName', detail.data.firstName],
        ['approval.siteName', detail.data.siteName],
        ['approval.city', detail.data.city],
        ['approval.countries', detail.data.countries],
      ]
    : [];

  return (
    <PublicLayout title={t('approval.title')}>
      {!detail.data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <>
          <Typography color="text.secondary">{t('approval.intro')}</Typography>
          <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
            {t('approval.details')}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: 1,
              my: 2,
            }}
          >
            {rows.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t(key)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid={`approval-${key.split('.')[1]}`}>
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          {busy && (
            <Alert severity="info" role="status">
              {t('common.loading')}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)}>
              {t('approval.approve')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => void decide(false)}>
              {t('approval.reject')}
            </Button>
          </Stack>
        </>
      )}
    </PublicLayout>
  );
}
