import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_PATH } from '../../components/paths';

const KEY = 'portal.cookieConsent';

/** Cookie consent banner (spec 000 §2.5); only strictly necessary storage is used, so it informs and records consent. */
export default function CookieBanner() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => localStorage.getItem(KEY) === 'yes');
  if (accepted) return null;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('cookies.accept')}
      sx={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        p: 2,
        zIndex: 1300,
        maxWidth: 720,
        mx: 'auto',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('cookies.text')}{' '}
          <Link component={RouterLink} to={PRIVACY_PATH}>
            {t('cookies.more')}
          </Link>
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            localStorage.setItem(KEY, 'yes');
            setAccepted(true);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
