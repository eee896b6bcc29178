import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExternalLink } from '@portal/contract';

/**
 * Whom the link is for: the project (and brand) it opens, above the form, drawn with it (drawn earlier, it
 * would push the page down once the link is checked). Small print, so that the title and prompt drawn at once
 * in the frame stay the page's largest text.
 */
export function LinkSummary({ link }: { link: ExternalLink }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
      {link.projectUniqueId && (
        <span style={{ display: 'block', fontWeight: 600 }}>
          {t('externalPages.project', { code: link.projectUniqueId, siteName: link.siteName })}
        </span>
      )}
      {link.brandName && (
        <span style={{ display: 'block' }}>{t('externalPages.brand', { brand: link.brandName })}</span>
      )}
    </Typography>
  );
}
