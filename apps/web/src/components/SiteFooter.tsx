import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_PATH } from './paths';

/**
 * The footer of every page (spec 002 §1): the privacy policy link and "operated by" the service provider.
 * `newTab` opens the privacy notice beside the page (signed-in pages keep their work open).
 */
export function SiteFooter({ newTab = false }: { newTab?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        py: 1.5,
        px: 3,
        bgcolor: 'grey.100',
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        justifyContent: 'center',
        alignItems: 'baseline',
      }}
    >
      <Link
        component={RouterLink}
        to={PRIVACY_PATH}
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {t('common.privacy')}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {t('footer.operatedBy')}
      </Typography>
    </Box>
  );
}
