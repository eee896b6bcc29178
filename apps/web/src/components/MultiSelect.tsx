import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';

export interface MultiSelectOption<T extends string | number> {
  value: T;
  label: string;
  /** Shown before the label (e.g. a brand's colour). */
  adornment?: ReactNode;
  /** A second line under the label (e.g. "awaiting approval"). */
  secondary?: ReactNode;
}

export interface MultiSelectProps<T extends string | number> {
  id?: string;
  label: string;
  options: readonly MultiSelectOption<T>[];
  value: readonly T[];
  onChange(value: T[]): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The options are still loading: a disabled "Loading…" entry. */
  loading?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  fullWidth?: boolean;
}

/** Select menus are at most 224 px tall (spec 000 §9). */
const MENU_PROPS = { slotProps: { paper: { style: { maxHeight: LIMITS.selectMenuMaxHeight } } } };

/**
 * The portal's one multiple choice (brands, markets / countries, statuses): a select whose closed field reads
 * the chosen labels, comma-separated, and whose list (at most 224 px tall) ticks the chosen ones and stays open
 * while choosing.
 */
export function MultiSelect<T extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  loading,
  size,
  margin,
  fullWidth = true,
}: MultiSelectProps<T>) {
  const { t } = useTranslation();
  const labelOf = (v: T) => options.find((o) => o.value === v)?.label ?? String(v);
  /** A multiple select answers an array (or, from autofill, a comma-separated string). */
  const toValues = (next: unknown): T[] =>
    typeof next === 'string'
      ? next
          .split(',')
          .filter(Boolean)
          .map((text) => options.find((o) => String(o.value) === text)?.value ?? (text as T))
      : (next as T[]);
  return (
    <TextField
      select
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      size={size}
      margin={margin}
      fullWidth={fullWidth}
      value={value}
      onChange={(e) => onChange(toValues(e.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      error={error}
      helperText={helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => (chosen as T[]).map(labelOf).join(', '),
          MenuProps: MENU_PROPS,
        },
      }}
    >
      {loading && (
        <MenuItem disabled value="">
          {t('common.loading')}
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          <ListItemIcon aria-hidden>{value.includes(o.value) && <CheckIcon fontSize="small" />}</ListItemIcon>
          {o.adornment}
          <ListItemText primary={o.label} secondary={o.secondary} />
        </MenuItem>
      ))}
    </TextField>
  );
}
