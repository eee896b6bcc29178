import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The three pages an approval link ends on (spec 000 §2.7): approved, rejected, or the link error. */
export function OutcomePage({
  titleKey,
  textKey,
  severity,
}: {
  titleKey: string;
  textKey: string;
  severity: 'success' | 'info' | 'error';
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <PublicLayout title={t(titleKey)}>
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
        {t(textKey)}
      </Alert>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
