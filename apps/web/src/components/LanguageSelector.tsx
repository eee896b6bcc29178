import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@portal/contract';
import { setLanguage } from '../lib/i18n';

/**
 * EN, FR, DE, ES, IT (spec 000 §2.3). A native select: accessible everywhere and light for the login bundle.
 * `compact` (a phone's top bar) names each language by its code only, so the select takes a third of the room.
 */
export function LanguageSelector({ dark = false, compact = false }: { dark?: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <FormControl
      size="small"
      sx={{
        // Compact: as wide as its label ("Language", "Sprache"), which is not cut.
        minWidth: compact ? 64 : 150,
        flexShrink: 0,
        ...(dark && {
          '& .MuiInputBase-root': { color: 'common.white' },
          '& .MuiInputLabel-root': { color: 'grey.300' },
          '& .MuiNativeSelect-icon': { color: 'common.white' },
          '& .MuiInput-underline:before': { borderBottomColor: 'grey.400' },
          '& option': { color: 'text.primary' },
        }),
      }}
    >
      <InputLabel variant="standard" htmlFor="language-select">
        {t('language.label')}
      </InputLabel>
      <NativeSelect
        value={toLanguage(i18n.language)}
        onChange={(e) => void setLanguage(toLanguage(e.target.value))}
        inputProps={{ id: 'language-select', name: 'language', ...{ 'data-testid': 'language-select' } }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {compact ? lang.toUpperCase() : `${lang.toUpperCase()} · ${t(`language.${lang}`)}`}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
