import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATTERNS, ROLES, type UserProfile } from '@portal/contract';
import { MultiSelect } from '../../components/MultiSelect';
import { ApiError, shownError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { session } from '../../lib/session';
import { useBrands, useMarkets } from '../../lib/lookups';
import { byText, countryText } from '../../lib/reference';
import { useUserProfile } from './api/getUserProfile';
import { useUpdateAccount } from './api/updateAccount';

interface Props {
  open: boolean;
  userSequence: number;
  onClose(): void;
}

/** My Profile (spec 002 §2, §3, §5): names, brands and countries; phone and company for originators. */
export default function ProfileDialog({ open, userSequence, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const profile = useUserProfile(userSequence);
  const brands = useBrands();
  const markets = useMarkets();
  // Brand and country loading have no error handling (spec 002 §8): a failed list is just empty.
  const ready = profile.data && !brands.isPending && !markets.isPending;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="profile-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="profile-dialog-title">{t('shell.myProfile')}</DialogTitle>
      {ready ? (
        <ProfileForm
          profile={profile.data}
          brandNames={brands.data?.map((b) => b.brand_name) ?? []}
          markets={byText(
            (markets.data ?? []).map((m) => ({
              code: m.countryCode,
              label: countryText(t, m.countryCode, m.market_country),
            })),
            (m) => m.label,
            i18n.language,
          )}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {profile.isError ? (
              shownError(profile.error) && <Alert severity="error">{t('common.somethingWrong')}</Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={t('profile.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

interface Form {
  firstName: string;
  surName: string;
  contactNumber: string;
  company: string;
  brands: string[];
  markets: string[];
}

type Status =
  { kind: 'idle' } | { kind: 'success'; scopeRequested: boolean } | { kind: 'error'; message: string };

/** Server field names (POST users/updateaccount/) to the form's. */
const SERVER_FIELDS: Record<string, keyof Form> = {
  FirstName: 'firstName',
  SurName: 'surName',
  ContactNumber: 'contactNumber',
  Company: 'company',
  arBrands: 'brands',
  arMarkets: 'markets',
};

const required = (v: string) => v.trim() !== '' || 'validation.required';

interface FormProps {
  profile: UserProfile;
  brandNames: string[];
  markets: { code: string; label: string }[];
  onClose(): void;
}

function ProfileForm({ profile, brandNames, markets, onClose }: FormProps) {
  const { t } = useTranslation();
  const isOriginator = profile.roles === ROLES.ORIGINATOR;
  // Markets and brands are a Retail Network Development user's data scope (docs/access.md): what it adds waits
  // for a Validation Center decision, and the form shows the scope asked for (in force + pending).
  const isScope = profile.roles === ROLES.RND;
  const pending = profile.pendingScopeRequest ?? null;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { register, handleSubmit, control, formState, setError } = useForm<Form>({
    defaultValues: {
      firstName: profile.firstName,
      surName: profile.surName,
      contactNumber: profile.contactNumber,
      company: profile.company,
      brands: union(profile.arBrands, pending?.arBrands),
      markets: union(profile.arMarkets, pending?.arMarkets),
    },
  });
  const errors = formState.errors;
  // Client rules carry a language-pack key; messages from the server (400) arrive translated.
  const message = (e?: FieldError) =>
    e ? (e.type === 'server' ? (e.message ?? '') : t(e.message ?? 'validation.required')) : '';

  // Values already chosen stay visible even if the lookup no longer lists them.
  const chosenBrands = union(profile.arBrands, pending?.arBrands);
  const chosenMarkets = union(profile.arMarkets, pending?.arMarkets);
  const brandOptions = [...brandNames, ...chosenBrands.filter((b) => !brandNames.includes(b))];
  const marketOptions = [
    ...markets,
    ...chosenMarkets.filter((c) => !markets.some((m) => m.code === c)).map((c) => ({ code: c, label: c })),
  ];
  const awaiting = (list: string[] | undefined, value: string) =>
    list?.includes(value) ? t('profile.scopeAwaiting') : undefined;
  const marketLabel = (code: string) => marketOptions.find((m) => m.code === code)?.label ?? code;
  const update = useUpdateAccount(profile.userSequence);
  const submitting = update.isPending;

  const onSubmit = async (v: Form) => {
    setStatus({ kind: 'idle' });
    try {
      await update.mutateAsync({
        userSequence: profile.userSequence,
        Roles: profile.roles,
        Email: profile.email,
        FirstName: v.firstName.trim(),
        SurName: v.surName.trim(),
        arMarkets: v.markets,
        arBrands: v.brands,
        Company: isOriginator ? v.company.trim() : '',
        ContactNumber: isOriginator ? v.contactNumber.trim() : '',
      });
      // The avatar menu shows the first name from the stored user record.
      const s = session.get();
      if (s.state === 'LOGIN' && s.user && s.user.firstName !== v.firstName.trim()) {
        session.signedIn({ ...s.user, firstName: v.firstName.trim() });
      }
      // Anything beyond the scope in force was sent for approval (the server decides; this mirrors it).
      const scopeRequested =
        isScope &&
        (v.markets.some((c) => !profile.arMarkets.includes(c)) ||
          v.brands.some((b) => !profile.arBrands.includes(b)));
      setStatus({ kind: 'success', scopeRequested });
    } catch (err) {
      if (!(err instanceof ApiError))
        return setStatus({ kind: 'error', message: t('common.somethingWrong') });
      // A 500 also shows the success banner (spec 002 §8).
      if (err.status === 500) return setStatus({ kind: 'success', scopeRequested: false });
      if (!shownError(err)) return setStatus({ kind: 'idle' });
      if (err.status === 400) {
        for (const [name, text] of Object.entries(err.fields)) {
          const [head = name] = name.split('.');
          const field = SERVER_FIELDS[head];
          if (field) setError(field, { type: 'server', message: text });
        }
      }
      setStatus({ kind: 'error', message: err.message || t('common.somethingWrong') });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="profile-dialog-title">
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="profile-email"
            label={t('common.email')}
            value={profile.email}
            helperText={t('profile.emailReadOnly')}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            id="profile-first-name"
            label={t('common.firstName')}
            autoComplete="given-name"
            required
            error={Boolean(errors.firstName)}
            helperText={message(errors.firstName)}
            {...register('firstName', { validate: required })}
          />
          <TextField
            id="profile-sur-name"
            label={t('common.surName')}
            autoComplete="family-name"
            required
            error={Boolean(errors.surName)}
            helperText={message(errors.surName)}
            {...register('surName', { validate: required })}
          />
          {isOriginator && (
            <>
              <TextField
                id="profile-phone"
                label={t('profile.phone')}
                type="tel"
                autoComplete="tel"
                required
                error={Boolean(errors.contactNumber)}
                helperText={message(errors.contactNumber)}
                {...register('contactNumber', {
                  validate: (v) => {
                    const r = required(v);
                    if (r !== true) return r;
                    return PATTERNS.phone.test(v.trim()) || 'validation.phone';
                  },
                })}
              />
              <TextField
                id="profile-company"
                label={t('profile.company')}
                autoComplete="organization"
                required
                error={Boolean(errors.company)}
                helperText={message(errors.company)}
                {...register('company', { validate: required })}
              />
            </>
          )}
          <Controller
            name="brands"
            control={control}
            rules={{ validate: (v) => v.length > 0 || 'profile.selectBrand' }}
            render={({ field }) => (
              <MultiSelect
                id="profile-brands"
                label={t('profile.brands')}
                required
                options={brandOptions.map((name) => ({
                  value: name,
                  label: name,
                  secondary: awaiting(pending?.arBrands, name),
                }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.brands)}
                helperText={message(errors.brands as FieldError | undefined)}
              />
            )}
          />
          <Controller
            name="markets"
            control={control}
            rules={{ validate: (v) => v.length > 0 || 'profile.selectCountry' }}
            render={({ field }) => (
              <MultiSelect
                id="profile-countries"
                label={t('profile.countries')}
                required
                options={marketOptions.map((m) => ({
                  value: m.code,
                  label: m.label,
                  secondary: awaiting(pending?.arMarkets, m.code),
                }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.markets)}
                helperText={message(errors.markets as FieldError | undefined)}
              />
            )}
          />
          {isScope && (
            <Alert severity="info" data-testid="profile-scope-note">
              {t('profile.scopeNote')}
            </Alert>
          )}
          {isScope && pending && (
            <Alert severity="warning" variant="outlined" data-testid="profile-scope-pending">
              <AlertTitle>{t('profile.scopePendingTitle')}</AlertTitle>
              <Typography variant="body2">
                {t('profile.scopeRequestedOn', { date: formatDate(pending.requestedOn) })}
              </Typography>
              {pending.arMarkets.length > 0 && (
                <Typography variant="body2">
                  {t('profile.scopeAddedMarkets', {
                    markets: pending.arMarkets.map(marketLabel).join(', '),
                  })}
                </Typography>
              )}
              {pending.arBrands.length > 0 && (
                <Typography variant="body2">
                  {t('profile.scopeAddedBrands', { brands: pending.arBrands.join(', ') })}
                </Typography>
              )}
            </Alert>
          )}
          {status.kind === 'success' && (
            <Alert severity="success" data-testid="profile-success">
              {t(status.scopeRequested ? 'profile.scopeRequested' : 'profile.updated')}
            </Alert>
          )}
          {status.kind === 'error' && (
            <Alert severity="error" data-testid="profile-error">
              {status.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          startIcon={
            submitting ? (
              <CircularProgress size={18} color="inherit" aria-label={t('profile.saving')} />
            ) : undefined
          }
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The values of `list` followed by those of `more` not already in it. */
function union(list: string[], more: string[] = []): string[] {
  return [...list, ...more.filter((v) => !list.includes(v))];
}
