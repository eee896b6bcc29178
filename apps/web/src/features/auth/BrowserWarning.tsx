import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Browsers without the modern features the portal relies on get a warning (spec 000 §2.5). */
function isSupportedBrowser(): boolean {
  if (typeof window === 'undefined') return true;
  const ua = navigator.userAgent;
  if (/MSIE |Trident\//.test(ua)) return false;
  return (
    typeof CSS !== 'undefined' &&
    CSS.supports?.('display', 'grid') === true &&
    'fetch' in window &&
    'IntersectionObserver' in window
  );
}

export function BrowserWarning() {
  const { t } = useTranslation();
  if (isSupportedBrowser()) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('login.browserWarning')}
    </Alert>
  );
}
