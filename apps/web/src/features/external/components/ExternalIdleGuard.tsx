import { useTranslation } from 'react-i18next';
import { IdleGuard } from '../../../app/shell/IdleGuard';

/** The inactivity guard of spec 000 §4 on an external page: at the end the page forgets the link. */
export function ExternalIdleGuard({ onExpire }: { onExpire: () => void }) {
  const { t } = useTranslation();
  return <IdleGuard onExpire={onExpire} endLabel={t('externalPages.idle.end')} />;
}
