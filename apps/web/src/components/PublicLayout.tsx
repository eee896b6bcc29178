import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Backdrop } from './Backdrop';
import { HolidayBanner } from './HolidayBanner';
import { LanguageSelector } from './LanguageSelector';
import { PRIVACY_PATH } from './paths';

/** Frame of every page reached without signing in: header, a centred card, the privacy footer. */
export function PublicLayout({
  title,
  children,
  width = 'sm',
}: {
  title: string;
  children: ReactNode;
  width?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <HolidayBanner />
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white', px: 3, py: 1.5 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 600 }}>
            {t('app.title')}
          </Typography>
          <LanguageSelector dark />
        </Stack>
      </Box>
      <Backdrop>
        <Container component="main" maxWidth={width} sx={{ py: { xs: 3, md: 6 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {title}
            </Typography>
            {children}
          </Paper>
        </Container>
      </Backdrop>
      <Box
        component="footer"
        sx={{ py: 1.5, px: 3, bgcolor: 'grey.100', display: 'flex', gap: 2, justifyContent: 'center' }}
      >
        <Link component={RouterLink} to={PRIVACY_PATH}>
          {t('common.privacy')}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t('footer.operatedBy')}
        </Typography>
      </Box>
    </Box>
  );
}
