import { deDE, esES, frFR, itIT } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

const GRID_LOCALES = { fr: frFR, de: deDE, es: esES, it: itIT } as const;

/** The data grid's own texts (pagination, sorting, "No rows") in the interface language; English by default. */
export function useGridLocaleText() {
  const { i18n } = useTranslation();
  const lang = (i18n.language ?? 'en').slice(0, 2) as keyof typeof GRID_LOCALES;
  return GRID_LOCALES[lang]?.components.MuiDataGrid.defaultProps.localeText;
}
