import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AdminProjectRow } from '@portal/contract';
import { shownError } from '../../lib/api';
import { useMapOriginator } from './api/mapUser';
import { useVerifyOriginator } from './api/sendEmailToProjectOriginator';

type Verified = '' | 'Valid' | 'InValid';

/** Change Originator: verify the new email (Valid / InValid), then map it (spec 001 §4, §5, §8). */
export function ChangeOriginatorDialog({ row, onClose }: { row: AdminProjectRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [verified, setVerified] = useState<Verified>('');
  const [mustVerify, setMustVerify] = useState(false);
  // The project's originator as this dialog knows it: the new one once mapped (the row is a snapshot).
  const [current, setCurrent] = useState(row.architectEmail);
  const value = email.trim();

  const verify = useVerifyOriginator();
  const map = useMapOriginator(row.projectUniqueId);

  const onEmailChange = (next: string) => {
    setEmail(next);
    setVerified('');
    setMustVerify(false);
    verify.reset();
    map.reset();
  };
  const onVerify = () => {
    if (!value) return;
    setMustVerify(false);
    verify.mutate(value, { onSuccess: (answer) => setVerified(answer === 'Valid' ? 'Valid' : 'InValid') });
  };
  const onMap = () => {
    if (!value) return;
    if (verified !== 'Valid') {
      setMustVerify(true);
      return;
    }
    map.mutate(value, { onSuccess: () => setCurrent(value) });
  };

  const error = shownError(verify.error) ?? shownError(map.error);
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-originator-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-originator-title">
        {t('projectAdmin.originatorTitle', { code: row.projectUniqueId })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {t('projectAdmin.originatorCurrent', {
            email: current || t('projectAdmin.noOriginator'),
          })}
        </DialogContentText>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="email"
            label={t('projectAdmin.originatorEmail')}
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onVerify();
            }}
            disabled={map.isSuccess}
            slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength } }}
          />
          <Button
            variant="outlined"
            onClick={onVerify}
            disabled={verify.isPending || map.isSuccess}
            sx={{ mt: 2, height: 56, flexShrink: 0 }}
          >
            {t('projectAdmin.verify')}
          </Button>
        </Stack>
        <Stack spacing={1} sx={{ mt: 1 }} aria-live="polite">
          {verified === 'Valid' && !map.isSuccess && (
            <Alert severity="success">{t('projectAdmin.emailValid')}</Alert>
          )}
          {verified === 'InValid' && <Alert severity="error">{t('projectAdmin.emailInvalid')}</Alert>}
          {mustVerify && <Alert severity="warning">{t('projectAdmin.verifyFirst')}</Alert>}
          {map.isSuccess && <Alert severity="success">{t('projectAdmin.mapped')}</Alert>}
          {error && <Alert severity="error">{error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{map.isSuccess ? t('common.close') : t('common.cancel')}</Button>
        {!map.isSuccess && (
          <Button variant="contained" onClick={onMap} disabled={map.isPending}>
            {t('projectAdmin.map')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
