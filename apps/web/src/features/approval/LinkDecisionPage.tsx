import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { Loading } from '../../components/QueryState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { ApprovalLink } from './api/link';
import { useLinkDecision, useLinkDetail } from './api/linkDecision';

export interface LinkDecisionProps<D> {
  /** Language-pack keys of the page title, the intro and the details heading. */
  titleKey: string;
  introKey: string;
  detailsKey: string;
  /** Query key prefix of the detail call. */
  queryName: string;
  load(link: ApprovalLink): Promise<D>;
  /** The rows shown: [language-pack key of the label, value, test id]. */
  rows(detail: D): [string, string | undefined, string][];
  approve(link: ApprovalLink): Promise<unknown>;
  reject(link: ApprovalLink): Promise<unknown>;
  approvedPath: string;
  rejectedPath: string;
}

/**
 * A decision taken from a mailed link `…?email=…&token=…` (spec 000 §2.7, §4): the request's details,
 * then Approve or Reject. A link without email or token, a refused link and a failed decision all lead to
 * the error page ("Incorrect URL copied or Session has expired.").
 */
export function LinkDecisionPage<D>(props: LinkDecisionProps<D>) {
  const { t } = useTranslation();
  useDocumentTitle(t(props.titleKey));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link: ApprovalLink = {
    Email: params.get('email')?.trim() ?? '',
    Token: params.get('token')?.trim() ?? '',
  };
  const usable = Boolean(link.Email && link.Token);
  const detail = useLinkDetail(props.queryName, props.load, link, usable);
  const decision = useLinkDecision(link, props.approve, props.reject);
  const busy = decision.isPending;

  if (!usable || detail.isError) return <Navigate to={PATHS.approvalError} replace />;

  const decide = (approve: boolean) =>
    decision.mutate(approve, {
      onSuccess: () => void navigate(approve ? props.approvedPath : props.rejectedPath, { replace: true }),
      onError: () => void navigate(PATHS.approvalError, { replace: true }),
    });

  return (
    <PublicLayout title={t(props.titleKey)}>
      {detail.data === undefined ? (
        <Loading py={4} />
      ) : (
        <>
          <Typography color="text.secondary">{t(props.introKey)}</Typography>
          <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
            {t(props.detailsKey)}
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
            {props.rows(detail.data).map(([key, value, testId]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {t(key)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
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
            <Button variant="contained" color="success" disabled={busy} onClick={() => decide(true)}>
              {t('approval.approve')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => decide(false)}>
              {t('approval.reject')}
            </Button>
          </Stack>
        </>
      )}
    </PublicLayout>
  );
}
