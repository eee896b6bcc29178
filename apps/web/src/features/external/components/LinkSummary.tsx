import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExternalLink } from '@portal/contract';

/**
 * Whom the link is for and which project (and brand) it opens, and a rule to know first. The page's prompt is
 * in the frame's header (LinkPageFrame), shown before the link is checked.
 */
export function LinkSummary({ link, note }: { link: ExternalLink; note?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 2 }}>
      {link.projectUniqueId && (
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('externalPages.project', { code: link.projectUniqueId, siteName: link.siteName })}
        </Typography>
      )}
      {link.brandName && (
        <Typography variant="body2" color="text.secondary">
          {t('externalPages.brand', { brand: link.brandName })}
        </Typography>
      )}
      {note && <Typography sx={{ mt: 1 }}>{note}</Typography>}
    </Box>
  );
}
