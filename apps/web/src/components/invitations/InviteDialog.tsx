import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS, type Invitation } from '@portal/contract';
import { ApiError, shownError } from '../../lib/api';
import { contractResolver } from '../../lib/contractResolver';
import { applyServerErrors, fieldMessage } from '../site-form/rules';

export interface InviteForm {
  Name: string;
  Email: string;
}

interface Props<B> {
  title: string;
  /** The request's schema and how the form's values make the request. */
  schema: z.ZodType;
  payload: (values: InviteForm) => B;
  invite: { mutateAsync: (body: B) => Promise<Invitation>; isPending: boolean };
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}

/** Name and email of the party to invite (docs/external-parties.md), checked with the request's schema. */
export function InviteDialog<B>({ title, schema, payload, invite, onClose, onInvited }: Props<B>) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState('');
  const { register, handleSubmit, formState, setError } = useForm<InviteForm>({
    defaultValues: { Name: '', Email: '' },
    resolver: contractResolver(schema, payload),
  });

  const save = async (values: InviteForm) => {
    setAlert('');
    try {
      onInvited(await invite.mutateAsync(payload(values)));
    } catch (e) {
      const error = shownError(e);
      if (!error) return;
      if (!(error instanceof ApiError)) return setAlert(t('ciScreens.invite.failed'));
      const { unplaced } = applyServerErrors(error.fields, setError as never, ['Name', 'Email']);
      setAlert(error.message || unplaced.join(' ') || t('ciScreens.invite.failed'));
    }
  };

  const name = register('Name');
  const email = register('Email');
  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      aria-labelledby="invite-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
        <DialogTitle id="invite-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField
              id="invite-name"
              label={t('ciScreens.invite.name')}
              required
              size="small"
              autoComplete="off"
              {...name}
              inputRef={name.ref}
              error={Boolean(formState.errors.Name)}
              helperText={fieldMessage(t, formState.errors.Name)}
              slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
            />
            <TextField
              id="invite-email"
              label={t('common.email')}
              required
              size="small"
              autoComplete="off"
              {...email}
              inputRef={email.ref}
              error={Boolean(formState.errors.Email)}
              helperText={fieldMessage(t, formState.errors.Email)}
              slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength, inputMode: 'email' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('ciScreens.invite.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
