import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { useTranslation } from 'react-i18next';
import { CI_DATE_FORMAT } from '@portal/contract';

dayjs.extend(advancedFormat);

const LOCALES = ['en', 'fr', 'de', 'es', 'it'];

/** A timestamp as the CI tables show it ('MMMM Do YYYY, h:mm A', spec 001 §9) in the given language; '' when missing. */
export function formatCiDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  const lang = language.slice(0, 2);
  return date.locale(LOCALES.includes(lang) ? lang : 'en').format(CI_DATE_FORMAT);
}

/** formatCiDate in the interface language. */
export function useCiDate() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return (iso: string | null | undefined) => formatCiDate(iso, language);
}
