import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Loading as QueryLoading } from '../../../components/QueryState';

/** The link pages' loading: the shared spinner with more room under the page's header. */
export const Loading = () => <QueryLoading py={6} />;

export function LoadFailed() {
  const { t } = useTranslation();
  return <Alert severity="error">{t('externalPages.loadFailed')}</Alert>;
}
