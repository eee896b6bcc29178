import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { useTranslation } from 'react-i18next';
import { CI_DATE_FORMAT } from '@portal/contract';

dayjs.extend(advancedFormat);
dayjs.extend(localizedFormat);

const LOCALES = ['fr', 'de', 'es', 'it'];

/**
 * A timestamp as the CI tables show it, in the given language; '' when missing. English keeps spec 001 §9's
 * 'MMMM Do YYYY, h:mm A'; the other languages use their own long date and time ('LLL': "27. Oktober 2026
 * 04:44"), as that English pattern with German month names read "Oktober 27. 2026, 4:44 AM".
 */
export function formatCiDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  const lang = language.slice(0, 2);
  return LOCALES.includes(lang) ? date.locale(lang).format('LLL') : date.locale('en').format(CI_DATE_FORMAT);
}

/** formatCiDate in the interface language. */
export function useCiDate() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return (iso: string | null | undefined) => formatCiDate(iso, language);
}
