import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Backdrop } from './Backdrop';
import { HolidayBanner } from './HolidayBanner';
import { LanguageSelector } from './LanguageSelector';
import { SiteFooter } from './SiteFooter';

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
      <SiteFooter />
    </Box>
  );
}
