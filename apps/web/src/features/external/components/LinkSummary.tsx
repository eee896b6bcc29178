import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExternalLink } from '@portal/contract';

/**
 * Whom the link is for: the project (and brand) it opens, above the page's title in the frame's header, once
 * the link is checked. Small print, so that the title and prompt stay the page's largest text.
 */
export function LinkSummary({ link }: { link: ExternalLink }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ mb: 1, opacity: 0.92 }}>
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
