import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title: "<page> · Store Design Portal". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.title')}` : t('app.title');
  }, [title, t]);
}
