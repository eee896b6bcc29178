import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IntroVideoPlayer } from '../../components/IntroVideoPlayer';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The intro video (spec 000 §2.4, §2.5): the operator's configured video, with a text summary. */
export default function IntroVideoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('introVideo.title'));
  return (
    <PublicLayout title={t('introVideo.title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('introVideo.summary')}</Typography>
      <IntroVideoPlayer label={t('introVideo.title')} />
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
