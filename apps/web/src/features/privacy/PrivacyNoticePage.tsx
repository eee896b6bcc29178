import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PrivacyNoticeContent } from '../../components/PrivacyNoticeContent';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Where the page remembers that this browser's user agreed to the terms. */
export const TERMS_ACCEPTED_KEY = 'portal.termsAccepted';

function storedAcceptance(): boolean {
  try {
    return Boolean(localStorage.getItem(TERMS_ACCEPTED_KEY));
  } catch {
    return false;
  }
}

/**
 * The privacy notice (spec 000 §2.7), reachable always. Ticking the agree box and saving records the
 * acceptance in this browser; on this page it is informational (the sign-up form has its own terms step).
 */
export default function PrivacyNoticePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.privacy'));
  const [accepted] = useState(storedAcceptance);
  const [agree, setAgree] = useState(accepted);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState(false);

  const save = () => {
    if (!agree) {
      setError(true);
      setSaved(false);
      return;
    }
    try {
      localStorage.setItem(TERMS_ACCEPTED_KEY, new Date().toISOString());
    } catch {
      // Storage unavailable (private mode): the confirmation still tells the user the choice was taken.
    }
    setError(false);
    setSaved(true);
  };

  return (
    <PublicLayout title={t('common.privacy')} width="md">
      <PrivacyNoticeContent headingLevel="h2" />
      <Divider sx={{ my: 2 }} />
      <Box>
        {accepted && !saved && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('privacy.alreadyAccepted')}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={agree}
              onChange={(e) => {
                setAgree(e.target.checked);
                setError(false);
                setSaved(false);
              }}
              slotProps={{ input: { 'aria-describedby': error ? 'privacy-agree-error' : undefined } }}
            />
          }
          label={t('privacy.agree')}
        />
        {error && (
          <FormHelperText id="privacy-agree-error" error role="alert">
            {t('privacy.agreeRequired')}
          </FormHelperText>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
          <Button variant="contained" onClick={save}>
            {t('common.save')}
          </Button>
          <Link component={RouterLink} to={PATHS.login}>
            {t('common.backToLogin')}
          </Link>
        </Stack>
        {saved && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('privacy.saved')}
          </Alert>
        )}
      </Box>
    </PublicLayout>
  );
}
