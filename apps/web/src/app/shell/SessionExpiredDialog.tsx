import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '../../lib/api';
import { logout } from '../../lib/logout';

/** Opens on any 401 of a signed-in call; "Please login" signs out (spec 002 §2, §4). */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const off = onSessionExpired(() => setOpen(true));
    return () => void off();
  }, []);
  const pleaseLogin = async () => {
    setOpen(false);
    await logout();
    navigate('/login', { replace: true });
  };
  return (
    <Dialog open={open} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">{t('session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('session.expiredText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void pleaseLogin()}>
          {t('session.pleaseLogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
