import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROLE_TITLE_KEY, type Role } from '@portal/contract';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { RoleChoice } from './RoleChoice';
import { SignupForm } from './SignupForm';

type View = { step: 'role' } | { step: 'form'; role: Role } | { step: 'created' } | { step: 'exists' };

const TITLE_KEY: Record<View['step'], string> = {
  role: 'signup.title',
  form: 'signup.title',
  created: 'signup.successTitle',
  exists: 'signup.notAcceptedTitle',
};

/**
 * Self sign-up (spec 000 §2.6): pick a role, fill its form; the request waits for an administrator.
 * Outcomes: the "under process" page, or for an originator whose address exists the not-accepted page.
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ step: 'role' });
  const title = t(TITLE_KEY[view.step]);
  useDocumentTitle(title);

  const backToLogin = (
    <Link component={RouterLink} to={PATHS.login}>
      {t('common.backToLogin')}
    </Link>
  );

  return (
    <PublicLayout title={title}>
      {view.step === 'role' && <RoleChoice onChoose={(role) => setView({ step: 'form', role })} />}

      {view.step === 'form' && (
        <>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography id="signup-details-title" component="h2" variant="h6">
              {t('signup.details')}
            </Typography>
            <Button size="small" onClick={() => setView({ step: 'role' })}>
              {t('signup.changeRole')}
            </Button>
          </Stack>
          <Typography color="text.secondary">
            {t('signup.selectedRole', { role: t(ROLE_TITLE_KEY[view.role]) })}
          </Typography>
          <SignupForm key={view.role} role={view.role} onDone={(outcome) => setView({ step: outcome })} />
        </>
      )}

      {view.step === 'created' && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {t('signup.underProcess')}
        </Alert>
      )}

      {view.step === 'exists' && (
        <>
          <Alert severity="warning" role="status" sx={{ my: 2 }}>
            {t('signup.notAcceptedText')}
          </Alert>
          <Typography sx={{ mb: 1 }}>
            <Link component={RouterLink} to={PATHS.helpSupport}>
              {t('login.helpSupport')}
            </Link>
          </Typography>
        </>
      )}

      <Typography sx={{ mt: 3 }}>{backToLogin}</Typography>
    </PublicLayout>
  );
}
