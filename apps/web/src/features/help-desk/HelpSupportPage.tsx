import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { isEmail } from '../../lib/forms';
import { session } from '../../lib/session';
import { useSendHelpRequest } from './api/sendHelpRequest';

interface Form {
  name: string;
  email: string;
  queries: string;
}

/** Help and support form (spec 000 §2.7, §5, §8): name, valid email and queries, all required. */
export default function HelpSupportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('helpSupport.title'));
  const [outcome, setOutcome] = useState<'sent' | 'notSent' | null>(null);
  const user = session.get().user;
  const { register, handleSubmit, reset, formState } = useForm<Form>({
    defaultValues: { name: user?.firstName ?? '', email: user?.email ?? '', queries: '' },
  });
  const { errors } = formState;
  const send = useSendHelpRequest();

  const onSubmit = async ({ name, email, queries }: Form) => {
    setOutcome(null);
    try {
      await send.mutateAsync({ Email: email.trim(), UserName: name.trim(), Queries: queries.trim() });
      setOutcome('sent');
      reset({ name, email, queries: '' });
    } catch {
      setOutcome('notSent');
    }
  };

  const required = { required: true, validate: (v: string) => v.trim() !== '' };

  return (
    <PublicLayout title={t('helpSupport.title')}>
      <Typography color="text.secondary">{t('helpSupport.intro')}</Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          id="help-name"
          label={t('helpSupport.name')}
          autoComplete="name"
          required
          error={Boolean(errors.name)}
          helperText={errors.name ? t('validation.required') : ' '}
          slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
          {...register('name', required)}
        />
        <TextField
          id="help-email"
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={
            errors.email?.type === 'validate'
              ? t('validation.email')
              : errors.email
                ? t('validation.required')
                : ' '
          }
          slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength } }}
          {...register('email', { required: true, validate: (v) => isEmail(v) })}
        />
        <TextField
          id="help-queries"
          label={t('helpSupport.queries')}
          multiline
          rows={LIMITS.helpQueryRows}
          required
          error={Boolean(errors.queries)}
          helperText={errors.queries ? t('validation.required') : ' '}
          slotProps={{ htmlInput: { maxLength: LIMITS.helpQueryMaxLength } }}
          {...register('queries', required)}
        />
        {outcome && (
          <Alert severity={outcome === 'sent' ? 'success' : 'error'} role="alert" sx={{ mt: 1 }}>
            {outcome === 'sent' ? t('help.sent') : t('helpSupport.notSent')}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2 }}
          disabled={send.isPending}
        >
          {t('helpSupport.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
