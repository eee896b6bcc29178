import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyNoticeContent } from '../../components/PrivacyNoticeContent';

/**
 * The terms of the originator sign-up (spec 000 §4): the user reads the privacy notice, ticks the agree
 * box and saves. Only Save hands the choice back to the form; Cancel leaves it unchanged.
 * The parent gives it a new key on every opening, so the box starts from the form's current state.
 */
export function TermsDialog({
  open,
  accepted,
  onSave,
  onClose,
}: {
  open: boolean;
  accepted: boolean;
  onSave: (accepted: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [agree, setAgree] = useState(accepted);
  const [error, setError] = useState(false);

  const save = () => {
    if (!agree && !accepted) {
      setError(true);
      return;
    }
    onSave(agree);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      maxWidth="md"
      fullWidth
      aria-labelledby="signup-terms-title"
    >
      <DialogTitle id="signup-terms-title">{t('common.privacy')}</DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="signup-terms-title">
        <PrivacyNoticeContent headingLevel="h3" />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', justifyContent: 'space-between', px: 3 }}>
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={agree}
                onChange={(e) => {
                  setAgree(e.target.checked);
                  setError(false);
                }}
                slotProps={{ input: { 'aria-describedby': error ? 'signup-terms-error' : undefined } }}
              />
            }
            label={t('privacy.agree')}
          />
          {error && (
            <FormHelperText id="signup-terms-error" error role="alert">
              {t('privacy.agreeRequired')}
            </FormHelperText>
          )}
        </div>
        <div>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={save} sx={{ ml: 1 }}>
            {t('common.save')}
          </Button>
        </div>
      </DialogActions>
    </Dialog>
  );
}
