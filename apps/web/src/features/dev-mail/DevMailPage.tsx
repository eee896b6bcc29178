import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { Loading } from '../../components/QueryState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { useDevMail } from './api/getDevMail';
import { Linkified } from './Linkified';

/** Demo mode only: the mail outbox as a mailbox, newest first, with clickable links (docs/mail.md). */
export default function DevMailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('devmail.title'));
  const mails = useDevMail();
  const [filter, setFilter] = useState('');
  const unavailable = mails.error instanceof ApiError && mails.error.status === 404;

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return [...(mails.data ?? [])]
      .filter((m) => !needle || m.to.toLowerCase().includes(needle))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [mails.data, filter]);

  return (
    <PublicLayout title={t('devmail.title')} width="md">
      {unavailable ? (
        <Alert severity="info" role="status">
          {t('devmail.unavailable')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('devmail.intro')}</Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, my: 2 }}
          >
            <TextField
              id="devmail-filter"
              label={t('devmail.filter')}
              type="search"
              margin="none"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void mails.refetch()}
              disabled={mails.isFetching}
              sx={{ flexShrink: 0 }}
            >
              {t('devmail.refresh')}
            </Button>
          </Stack>
          {mails.isPending && <Loading />}
          {mails.isError && (
            <Alert severity="error" role="alert">
              {t('devmail.loadError')}
            </Alert>
          )}
          {mails.isSuccess && shown.length === 0 && <Typography>{t('devmail.empty')}</Typography>}
          <Stack
            spacing={2}
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t('devmail.title')}
          >
            {shown.map((mail, i) => (
              <Paper
                component="li"
                variant="outlined"
                key={`${mail.createdAt}-${i}`}
                sx={{ p: 2 }}
                data-testid="dev-mail"
              >
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {mail.subject}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('devmail.to', { to: mail.to })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('devmail.date', { date: formatDateTime(mail.createdAt) || mail.createdAt })}
                </Typography>
                <Box
                  component="pre"
                  sx={{
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    fontFamily: 'inherit',
                    fontSize: '0.9rem',
                    m: 0,
                    mt: 1.5,
                  }}
                >
                  <Linkified text={mail.text} />
                </Box>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
