import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createAccountBody,
  LIMITS,
  PROJECT_ROLES,
  ROLES,
  type CreateAccountBody,
  type Market,
  type ProjectRole,
  type Role,
} from '@portal/contract';
import { MultiSelect } from '../../components/MultiSelect';
import { ApiError } from '../../lib/api';
import { payloadResolver } from '../../lib/contractResolver';
import { useBrands, useMarkets } from '../../lib/lookups';
import { byText, countryText } from '../../lib/reference';
import { useSignUp, type SignupOutcome } from './api/signUp';
import { TermsDialog } from './TermsDialog';

/** Every field any sign-up form may show; each role sends only its own (spec 000 §3). */
export interface SignupValues {
  Email: string;
  FirstName: string;
  SurName: string;
  ContactNumber: string;
  Company: string;
  /** Country codes. */
  arMarkets: string[];
  /** Brand names. */
  arBrands: string[];
  IsTermsAccepted: boolean;
  ProjectRole: string;
}
type FieldName = keyof SignupValues;

const EMPTY: SignupValues = {
  Email: '',
  FirstName: '',
  SurName: '',
  ContactNumber: '',
  Company: '',
  arMarkets: [],
  arBrands: [],
  IsTermsAccepted: false,
  ProjectRole: '',
};

/** Form order (focus and the missing-field toast follow it) and each field's label. */
const LABEL_KEY: Record<FieldName, string> = {
  Email: 'common.email',
  FirstName: 'common.firstName',
  SurName: 'common.surName',
  ContactNumber: 'signup.contactNumber',
  Company: 'signup.company',
  arMarkets: 'signup.countries',
  arBrands: 'signup.brands',
  ProjectRole: 'signup.projectRole',
  IsTermsAccepted: 'signup.terms',
};
const FIELD_ORDER = Object.keys(LABEL_KEY) as FieldName[];

export const PROJECT_ROLE_KEY: Record<ProjectRole, string> = {
  'Data Analyst': 'signup.projectRole.dataAnalyst',
  Validator: 'signup.projectRole.validator',
  'GEC Validator/Data Analyst': 'signup.projectRole.gec',
};

/** The request body of one role: the fields of spec 000 §3 for that role, nothing else. */
export function toPayload(role: Role, v: SignupValues): Record<string, unknown> {
  const base = { Roles: role, Email: v.Email, FirstName: v.FirstName, SurName: v.SurName };
  switch (role) {
    case ROLES.ORIGINATOR:
      return {
        ...base,
        ContactNumber: v.ContactNumber,
        Company: v.Company,
        arMarkets: v.arMarkets,
        arBrands: v.arBrands,
        IsTermsAccepted: v.IsTermsAccepted,
      };
    case ROLES.RND:
      return { ...base, arMarkets: v.arMarkets, arBrands: v.arBrands };
    case ROLES.VC:
      return { ...base, ProjectRole: v.ProjectRole };
    default:
      return base;
  }
}

/** Validates with the contract's schema, the same one the server applies; messages are language keys. */
const resolverFor = (role: Role) =>
  payloadResolver(createAccountBody, (values: SignupValues) => toPayload(role, values) as CreateAccountBody);

/** A brand's colour before its name in the list. */
function BrandDot({ colour }: { colour: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: colour || 'grey.400',
        mr: 1.5,
        flexShrink: 0,
      }}
    />
  );
}

/** Step 2: the role's form (spec 000 §2.6, §5), the originator's terms and email check (§4), the errors of §8. */
export function SignupForm({ role, onDone }: { role: Role; onDone: (outcome: SignupOutcome) => void }) {
  const { t, i18n } = useTranslation();
  const isOriginator = role === ROLES.ORIGINATOR;
  const needsLists = isOriginator || role === ROLES.RND;
  const markets = useMarkets(needsLists);
  const brands = useBrands(needsLists);
  const signup = useSignUp();
  const busy = signup.isPending;
  const [failure, setFailure] = useState('');
  const [missing, setMissing] = useState('');
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsKey, setTermsKey] = useState(0);
  const resolver = useMemo(() => resolverFor(role), [role]);
  const { register, control, handleSubmit, formState, getValues, setValue } = useForm({
    defaultValues: EMPTY,
    resolver,
  });
  const { errors, isSubmitted } = formState;

  // Countries named from the packs by code, in the reader's alphabetical order.
  const countryName = (m: Market) => countryText(t, m.countryCode, m.market_country);
  const marketList = byText(markets.data ?? [], countryName, i18n.language);
  const eeCodes = marketList.filter((m) => m.isEECluster).map((m) => m.countryCode);
  const chosenMarkets = useWatch({ control, name: 'arMarkets' });
  const eeChosen = eeCodes.filter((c) => chosenMarkets.includes(c)).length;

  const errorText = (name: FieldName) => (errors[name]?.message ? t(errors[name].message) : undefined);
  const textField = (name: 'Email' | 'FirstName' | 'SurName' | 'Company', extra: TextFieldProps = {}) => (
    <TextField
      id={`signup-${name}`}
      label={t(LABEL_KEY[name])}
      required
      error={Boolean(errors[name])}
      helperText={errorText(name) ?? ' '}
      {...extra}
      {...register(name)}
    />
  );

  /** Choosing countries may prefill the phone with the first chosen country's prefix. */
  const changeMarkets = (next: string[]) => {
    setValue('arMarkets', next, { shouldValidate: isSubmitted, shouldDirty: true });
    if (!isOriginator) return;
    const phone = getValues('ContactNumber').trim();
    if (phone === '' || marketList.some((m) => m.phonePrefix === phone)) {
      const first = marketList.find((m: Market) => m.countryCode === next[0]);
      setValue('ContactNumber', first?.phonePrefix ?? '', { shouldValidate: isSubmitted });
    }
  };

  const onValid = (body: CreateAccountBody) => {
    setFailure('');
    signup.mutate(body, {
      onSuccess: onDone,
      // Spec 000 §8: a server error gives "internal server error", any other failure "Email address already exists".
      onError: (err) =>
        setFailure(err instanceof ApiError && err.status >= 500 ? 'error.internal' : 'signup.emailExists'),
    });
  };

  // Spec 000 §5: a missing field also raises the toast "The field X is manddatory".
  const onInvalid = (errs: FieldErrors<SignupValues>) => {
    setFailure('');
    const first = FIELD_ORDER.find((name) => errs[name]?.message === 'validation.required');
    if (first) setMissing(t('login.fieldMandatory', { field: t(LABEL_KEY[first]) }));
  };

  const noBrandNorCountry = needsLists && errors.arMarkets && errors.arBrands;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-labelledby="signup-details-title"
    >
      {textField('Email', { type: 'email', autoComplete: 'email' })}
      {textField('FirstName', { autoComplete: 'given-name' })}
      {textField('SurName', { autoComplete: 'family-name' })}

      {isOriginator && (
        <>
          <TextField
            id="signup-ContactNumber"
            label={t(LABEL_KEY.ContactNumber)}
            required
            type="tel"
            autoComplete="tel"
            error={Boolean(errors.ContactNumber)}
            helperText={errorText('ContactNumber') ?? t('signup.contactNumberHint')}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: LIMITS.phoneMaxLength } }}
            {...register('ContactNumber')}
          />
          {textField('Company', { autoComplete: 'organization' })}
        </>
      )}

      {needsLists && (
        <>
          {(markets.isError || brands.isError) && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('signup.lookupError')}
            </Alert>
          )}
          <Controller
            control={control}
            name="arMarkets"
            render={({ field }) => (
              <MultiSelect
                id="signup-arMarkets"
                label={t(LABEL_KEY.arMarkets)}
                required
                options={marketList.map((m) => ({ value: m.countryCode, label: countryName(m) }))}
                value={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={changeMarkets}
                error={Boolean(errors.arMarkets)}
                helperText={errorText('arMarkets') ?? ' '}
                loading={markets.isPending}
              />
            )}
          />
          {eeCodes.length > 0 && (
            <FormControlLabel
              sx={{ mt: -1.5, mb: 1 }}
              label={t('signup.eeCluster')}
              title={t('signup.eeClusterHint')}
              control={
                <Checkbox
                  checked={eeChosen === eeCodes.length}
                  indeterminate={eeChosen > 0 && eeChosen < eeCodes.length}
                  onChange={(e) =>
                    changeMarkets(
                      e.target.checked
                        ? [...chosenMarkets, ...eeCodes.filter((c) => !chosenMarkets.includes(c))]
                        : chosenMarkets.filter((c) => !eeCodes.includes(c)),
                    )
                  }
                />
              }
            />
          )}
          <Controller
            control={control}
            name="arBrands"
            render={({ field }) => (
              <MultiSelect
                id="signup-arBrands"
                label={t(LABEL_KEY.arBrands)}
                required
                options={(brands.data ?? []).map((b) => ({
                  value: b.brand_name,
                  label: b.brand_name,
                  adornment: <BrandDot colour={b.colour} />,
                }))}
                value={field.value}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={field.onChange}
                error={Boolean(errors.arBrands)}
                helperText={errorText('arBrands') ?? ' '}
                loading={brands.isPending}
              />
            )}
          />
          {noBrandNorCountry && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {t('validation.selectBrandCountry')}
            </Alert>
          )}
        </>
      )}

      {role === ROLES.VC && (
        <Controller
          control={control}
          name="ProjectRole"
          render={({ field }) => (
            <TextField
              id="signup-ProjectRole"
              select
              label={t(LABEL_KEY.ProjectRole)}
              required
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value)}
              error={Boolean(errors.ProjectRole)}
              helperText={errorText('ProjectRole') ?? ' '}
            >
              {PROJECT_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(PROJECT_ROLE_KEY[r])}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}

      {isOriginator && (
        <Controller
          control={control}
          name="IsTermsAccepted"
          render={({ field }) => (
            <Box sx={{ mt: 1 }} role="group" aria-labelledby="signup-terms-label">
              <Typography id="signup-terms-label" component="p" variant="subtitle2">
                {t(LABEL_KEY.IsTermsAccepted)}
              </Typography>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                <Button
                  variant="outlined"
                  ref={field.ref}
                  onClick={() => {
                    setTermsKey((k) => k + 1);
                    setTermsOpen(true);
                  }}
                  aria-describedby="signup-terms-state"
                >
                  {t('signup.readTerms')}
                </Button>
                {field.value && <CheckCircleIcon color="success" fontSize="small" aria-hidden />}
                <Typography
                  id="signup-terms-state"
                  variant="body2"
                  color={field.value ? 'success.dark' : 'text.secondary'}
                >
                  {t(field.value ? 'signup.termsAccepted' : 'signup.termsPending')}
                </Typography>
              </Stack>
              {errors.IsTermsAccepted && (
                <FormHelperText error role="alert">
                  {errorText('IsTermsAccepted')}
                </FormHelperText>
              )}
              <TermsDialog
                key={termsKey}
                open={termsOpen}
                accepted={field.value}
                onClose={() => setTermsOpen(false)}
                onSave={(accepted) => {
                  setValue('IsTermsAccepted', accepted, { shouldValidate: isSubmitted, shouldDirty: true });
                  setTermsOpen(false);
                }}
              />
            </Box>
          )}
        />
      )}

      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="signup-failure">
          <AlertTitle>{t('signup.notCreatedTitle')}</AlertTitle>
          {t(failure)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('signup.submit')}
      </Button>
      <Snackbar
        open={Boolean(missing)}
        autoHideDuration={4000}
        onClose={() => setMissing('')}
        message={missing}
      />
    </Box>
  );
}
