import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isHolidayBannerShown } from '@portal/contract';
import { useNow } from './useNow';

/** Shown between 15 Nov 2024 and 7 Jan 2025 (spec 000 §1, §9). */
export function HolidayBanner() {
  const { t } = useTranslation();
  const now = useNow();
  if (!isHolidayBannerShown(now)) return null;
  return (
    <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
      {t('holiday.banner')}
    </Alert>
  );
}
