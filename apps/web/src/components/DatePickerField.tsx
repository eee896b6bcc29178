import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, esES, frFR, itIT } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The pickers' own texts (calendar buttons, field placeholders) in the interface language; English by default. */
const PICKER_LOCALES = { fr: frFR, de: deDE, es: esES, it: itIT } as const;
/** Day.js locales: English as en-gb, whose weeks start on Monday as in the other four. */
const DAYJS_LOCALE: Record<string, string> = { en: 'en-gb', fr: 'fr', de: 'de', es: 'es', it: 'it' };

/** Dates are shown DD/MM/YYYY everywhere (spec 001 §9; lib/dates.ts). */
const FORMAT = 'DD/MM/YYYY';
const ISO_DAY = 'YYYY-MM-DD';

interface Props {
  id: string;
  label: string;
  /** A plain date `yyyy-mm-dd`, or '' for none. */
  value: string;
  /** A plain date `yyyy-mm-dd`, or '' when cleared or not a whole valid date yet. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  readOnly?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** The last day the calendar offers, `yyyy-mm-dd` (a day that has happened: today). */
  maxDate?: string;
  /** The label always above the field, the format shown inside: for labels longer than the field. */
  labelAbove?: boolean;
}

/**
 * The portal's date field: MUI X Date Picker typed as DD/MM/YYYY or picked from a calendar, in the interface
 * language. The value is a plain `yyyy-mm-dd` date, as the calls send and answer it.
 */
export function DatePickerField({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  readOnly,
  required,
  error,
  helperText,
  maxDate,
  labelAbove,
}: Props) {
  const { i18n } = useTranslation();
  const lang = (i18n.language ?? 'en').slice(0, 2);
  const localeText =
    PICKER_LOCALES[lang as keyof typeof PICKER_LOCALES]?.components.MuiLocalizationProvider.defaultProps
      .localeText;
  const parsed = value ? dayjs(value) : null;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[lang] ?? 'en-gb'}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        value={parsed && parsed.isValid() ? parsed : null}
        onChange={(next) => onChange(next && next.isValid() ? next.format(ISO_DAY) : '')}
        format={FORMAT}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        readOnly={readOnly}
        inputRef={inputRef}
        slotProps={{
          textField: {
            id,
            required,
            error,
            helperText: helperText ?? ' ',
            fullWidth: true,
            onBlur,
            ...(labelAbove && { slotProps: { inputLabel: { shrink: true } } }),
            // Read-only fields are shaded as the other forms' locked fields.
            sx: readOnly ? { '& .MuiPickersInputBase-root': { bgcolor: 'action.hover' } } : undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
