import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * MUI components' own texts from the language packs (docs/languages.md): Autocomplete's buttons and empty states and
 * Alert's close button, which MUI writes in English unless given. Wraps the app inside the outer theme and
 * follows the language (the data grid's texts come from gridLocale.ts, Leaflet's from components/map).
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const localized = useMemo(
    () => (outer: Theme) =>
      createTheme(outer, {
        components: {
          MuiAutocomplete: {
            defaultProps: {
              openText: t('autocomplete.open'),
              closeText: t('autocomplete.close'),
              clearText: t('autocomplete.clear'),
              noOptionsText: t('autocomplete.noOptions'),
              loadingText: t('autocomplete.loading'),
            },
          },
          MuiAlert: { defaultProps: { closeText: t('common.close') } },
        },
      }),
    // `t` is a new function whenever the language changes, so the theme follows it.
    [t],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
