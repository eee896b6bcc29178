import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent } from 'react';

interface Props {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * An outlined text field built from MUI's parts. MUI's TextField also pulls in Select, Menu and Popover,
 * which the login page does not need (docs/budgets.md budget).
 */
export function TextInput({ id, label, helperText, error, required, ...input }: Props) {
  return (
    <FormControl fullWidth margin="normal" error={error} required={required} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={`${id}-helper`} {...input} />
      <FormHelperText id={`${id}-helper`}>{helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
