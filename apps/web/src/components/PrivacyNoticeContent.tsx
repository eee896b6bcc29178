import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The 11 sections of the privacy notice, in the order of spec 000 §2.7. */
const PRIVACY_SECTIONS = [
  'collected',
  'use',
  'lawfulBasis',
  'sharing',
  'cookies',
  'rights',
  'security',
  'retention',
  'transfers',
  'changes',
  'contact',
] as const;

const TEXTS: Record<(typeof PRIVACY_SECTIONS)[number], { title: string; body: string }> = {
  collected: { title: 'privacy.collected.title', body: 'privacy.collected.body' },
  use: { title: 'privacy.use.title', body: 'privacy.use.body' },
  lawfulBasis: { title: 'privacy.lawfulBasis.title', body: 'privacy.lawfulBasis.body' },
  sharing: { title: 'privacy.sharing.title', body: 'privacy.sharing.body' },
  cookies: { title: 'privacy.cookies.title', body: 'privacy.cookies.body' },
  rights: { title: 'privacy.rights.title', body: 'privacy.rights.body' },
  security: { title: 'privacy.security.title', body: 'privacy.security.body' },
  retention: { title: 'privacy.retention.title', body: 'privacy.retention.body' },
  transfers: { title: 'privacy.transfers.title', body: 'privacy.transfers.body' },
  changes: { title: 'privacy.changes.title', body: 'privacy.changes.body' },
  contact: { title: 'privacy.contact.title', body: 'privacy.contact.body' },
};

/**
 * The privacy notice text (spec 000 §2.7, §9), shared by the notice page and the sign-up terms dialog.
 * `headingLevel` keeps the heading order right: h2 under a page's h1, h3 under a dialog's h2 title.
 */
export function PrivacyNoticeContent({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography component="p" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('privacy.effective')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('privacy.intro')}</Typography>
      {PRIVACY_SECTIONS.map((section) => (
        <Box component="section" key={section} sx={{ mb: 2 }}>
          <Typography component={headingLevel} variant="h6" gutterBottom>
            {t(TEXTS[section].title)}
          </Typography>
          <Typography variant="body2">{t(TEXTS[section].body)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
