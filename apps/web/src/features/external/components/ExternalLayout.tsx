import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../../../components/LanguageSelector';
import { SiteFooter } from '../../../components/SiteFooter';
import { useDocumentTitle } from '../../../components/useDocumentTitle';

/**
 * Frame of the external parties' pages (spec 002 §2): top bar with the language, a brand-neutral header
 * image carrying the page title and its prompt, the content, and the privacy footer (the notice opens in a
 * new tab). The content keeps at least a screen's height so the footer does not jump as the page fills in.
 */
export function ExternalLayout({
  title,
  prompt,
  children,
}: {
  title: string;
  /** The prompt's paragraphs under the title; empty ones are left out. */
  prompt?: (string | false | undefined)[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white', px: 3, py: 1.5 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 600 }}>
            {t('app.title')}
          </Typography>
          <LanguageSelector dark />
        </Stack>
      </Box>
      <Box
        sx={{
          color: 'common.white',
          py: { xs: 4, md: 6 },
          background: 'linear-gradient(120deg, #1f2a37 0%, #37506b 55%, #6b8299 100%)',
        }}
      >
        <Container maxWidth="md">
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {prompt?.filter(Boolean).map((text, i) => (
            <Typography key={i} sx={{ mt: i === 0 ? 1.5 : 0.5, maxWidth: '60ch', opacity: 0.92 }}>
              {text}
            </Typography>
          ))}
        </Container>
      </Box>
      <Container
        component="main"
        maxWidth="md"
        sx={{ py: { xs: 2, md: 4 }, flexGrow: 1, minHeight: '100vh' }}
      >
        {children}
      </Container>
      <SiteFooter newTab />
    </Box>
  );
}
