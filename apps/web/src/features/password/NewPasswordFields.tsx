import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/contract';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormSetFocus,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface PasswordPair {
  newPassword: string;
  confirmPassword: string;
}

/**
 * New password and its confirmation, with the password rules as a hint (docs/accounts.md). Controlled fields, so
 * clearing them after a mismatch also resets their labels.
 */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  control,
  idPrefix,
}: {
  control: Control<T>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" id={`${idPrefix}-rules`} sx={{ mt: 1 }}>
        {t('pwd.rules', { min: LIMITS.passwordMinLength })}
      </Typography>
      <Controller
        control={control}
        name={'newPassword' as Path<T>}
        rules={{ required: true }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={`${idPrefix}-new`}
            label={t('pwd.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? t('validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.passwordMaxLength } }}
          />
        )}
      />
      <Controller
        control={control}
        name={'confirmPassword' as Path<T>}
        rules={{ required: true }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            id={`${idPrefix}-confirm`}
            label={t('pwd.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? t('validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.passwordMaxLength } }}
          />
        )}
      />
    </>
  );
}

/**
 * The rule of spec 000 §5: new and confirmation must match, otherwise both are cleared.
 * Returns false (and clears) on a mismatch.
 */
export function passwordsMatch<T extends FieldValues & PasswordPair>(
  values: PasswordPair,
  setValue: UseFormSetValue<T>,
  setFocus: UseFormSetFocus<T>,
): boolean {
  if (values.newPassword === values.confirmPassword) return true;
  const empty = '' as T[Path<T>];
  setValue('newPassword' as Path<T>, empty);
  setValue('confirmPassword' as Path<T>, empty);
  setFocus('newPassword' as Path<T>);
  return false;
}
