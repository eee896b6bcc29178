import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract';
import { fieldMessage, type SiteFormValues } from './rules';

/** The site form's building blocks: limits, styles, the upper-casing text field and the select. */

type TextName =
  | 'SiteName'
  | 'Street'
  | 'City'
  | 'ZipCode'
  | 'VATNumber'
  | 'LocationCode'
  | 'Retailer_FullName'
  | 'Retailer_EmailAddress'
  | 'Retailer_Phone';

/** The server's limits (contract validation.ts, used by schemas/site-fields.ts); others: nameMaxLength. */
const MAX_LENGTH: Partial<Record<TextName, number>> = {
  ZipCode: LIMITS.zipCodeMaxLength,
  VATNumber: LIMITS.codeMaxLength,
  LocationCode: LIMITS.codeMaxLength,
  Retailer_Phone: LIMITS.phoneMaxLength,
  Retailer_EmailAddress: LIMITS.emailMaxLength,
};

export const menuProps = { slotProps: { paper: { sx: { maxHeight: LIMITS.selectMenuMaxHeight } } } };
export const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;
/** Read by screen readers, not shown: the brand a row's fields belong to. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
export const lockedSx = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/** Upper-cases an input's text in place, keeping the caret where it was (spec 001 §5: "as typed"). */
function upperInPlace(input: HTMLInputElement) {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart != null && upper.length === input.value.length)
    try {
      input.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // Inputs without a text selection (none here today) keep the caret at the end.
    }
}

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

interface SelectFieldProps {
  idPrefix: string;
  name: 'Country' | 'Region';
  label: string;
  locked?: boolean;
  children: ReactNode;
  /** Runs after the value is stored (Country clears Region outside France). */
  onPicked?(value: string): void;
}

/** A required drop-down of the site form, wired to react-hook-form. */
export function SiteSelectField({ idPrefix, name, label, locked, children, onPicked }: SelectFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      id={`${idPrefix}-${name}`}
      data-field={name}
      label={label}
      required
      size="small"
      margin="none"
      fullWidth
      disabled={locked}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => {
        field.onChange(e.target.value);
        onPicked?.(e.target.value);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldMessage(t, fieldState.error)}
      slotProps={{ select: { MenuProps: menuProps } }}
    >
      {children}
    </TextField>
  );
}

interface FieldProps {
  idPrefix: string;
  name: TextName;
  label: string;
  required?: boolean;
  locked?: boolean;
  upper?: boolean;
  type?: string;
  inputMode?: 'email' | 'tel' | 'text';
  autoComplete?: string;
  helper?: string;
}

export function SiteTextField(props: FieldProps) {
  const {
    idPrefix,
    name,
    label,
    required,
    locked,
    upper = true,
    type,
    inputMode,
    autoComplete,
    helper,
  } = props;
  const { t } = useTranslation();
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(t, fieldState.error);
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      data-field={name}
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete}
      size="small"
      margin="none"
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        if (upper && !locked) upperInPlace(e.target);
        field.onChange(e.target.value);
      }}
      error={Boolean(fieldState.error)}
      helperText={message || helper}
      sx={locked ? lockedSx : undefined}
      slotProps={{
        htmlInput: {
          readOnly: locked,
          inputMode,
          maxLength: MAX_LENGTH[name] ?? LIMITS.nameMaxLength,
        },
      }}
    />
  );
}
