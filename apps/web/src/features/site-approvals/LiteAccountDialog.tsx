import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  keptRegion,
  LIMITS,
  liteAccountBody,
  liteAccountWithoutOriginatorBody,
  ROLES,
  type LiteAccountBody,
  type OriginatorRequestRow,
} from '@portal/contract';
import {
  applyServerErrors,
  BrandsSection,
  ContactSection,
  emptySiteValues,
  fieldMessage,
  focusFirstInvalid,
  fromBrandDetails,
  SiteFieldsSection,
  SITE_FORM_FIELDS,
  toBrandDetails,
  type SiteFormValues,
} from '../../components/site-form';
import { ApiError, shownError } from '../../lib/api';
import { contractResolver } from '../../lib/contractResolver';
import { formatDate } from '../../lib/dates';
import { createLiteAccountKey, useCreateLiteAccount } from './api/createLiteAccount';

export interface LiteForm extends SiteFormValues {
  /** The new Retail Location account's login and first name. */
  Email: string;
  FirstName: string;
}

export function liteDefaults(request: OriginatorRequestRow | null): LiteForm {
  if (!request) return { ...emptySiteValues, Email: '', FirstName: '' };
  return {
    ...emptySiteValues,
    Email: request.retailer_EmailAddress.toLowerCase(),
    FirstName: request.retailer_FullName,
    SiteName: request.siteName,
    Street: request.street,
    City: request.city,
    ZipCode: request.zipCode,
    Country: request.countryCode,
    Region: request.regions,
    Brands: fromBrandDetails(request.brandDetails),
    Retailer_FullName: request.retailer_FullName,
    Retailer_Phone: request.retailer_Phone,
    Retailer_EmailAddress: request.retailer_EmailAddress,
  };
}

export function litePayload(v: LiteForm, request: OriginatorRequestRow | null): LiteAccountBody {
  const s = (x: string) => x.trim();
  const country = s(v.Country).toUpperCase();
  return {
    Email: s(v.Email),
    FirstName: s(v.FirstName),
    Roles: ROLES.RETAIL,
    ...(request ? { OriginatorProjectRequestId: request.originatorProjectRequestId } : {}),
    SiteName: s(v.SiteName),
    Street: s(v.Street),
    City: s(v.City),
    ZipCode: s(v.ZipCode),
    arMarkets: country ? [country] : [],
    VAT_Number: s(v.VATNumber),
    BrandDetail: toBrandDetails(v.Brands),
    Regions: keptRegion(country, s(v.Region)),
    Retailer_FullName: s(v.Retailer_FullName),
    Retailer_Phone: s(v.Retailer_Phone),
    Retailer_EmailAddress: s(v.Retailer_EmailAddress),
  } as LiteAccountBody;
}

/** Payload names → form names, for the 400 answer's field messages. */
const SERVER_NAMES: Record<string, string> = {
  arMarkets: 'Country',
  Regions: 'Region',
  VAT_Number: 'VATNumber',
  BrandDetail: 'Brands',
};
const KNOWN_FIELDS = [...SITE_FORM_FIELDS, 'Email', 'FirstName'];

/**
 * The lite account rules (spec 002 §5) are the request's schema: the account's email and first name, the
 * site (no location code), brands and contact. The form's one country is required as a field.
 */
const liteResolver = (request: OriginatorRequestRow | null) =>
  contractResolver(
    request ? liteAccountBody : liteAccountWithoutOriginatorBody,
    (v: LiteForm) => litePayload(v, request),
    {
      rename: SERVER_NAMES,
      own: (v): Record<string, string> => (v.Country.trim() ? {} : { Country: 'validation.required' }),
    },
  );

interface Props {
  open: boolean;
  /** The new-creation request to turn into a location; null: an account without originator. */
  request: OriginatorRequestRow | null;
  onClose(): void;
  /** Created: the server's message. */
  onCreated(message: string): void;
}

/** 'Create location account light' (spec 002 §2, §3 "Lite location account", §5, §8). */
export function LiteAccountDialog({ open, request, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const busy = useIsMutating({ mutationKey: createLiteAccountKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="lite-account-title"
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id="lite-account-title">{t('siteApprovals.lite.title')}</DialogTitle>
      {/* Keyed by request: each opening starts from that request's data. */}
      <LiteAccountForm
        key={request?.originatorProjectRequestId ?? 'none'}
        request={request}
        onClose={onClose}
        onCreated={onCreated}
      />
    </Dialog>
  );
}

interface FormProps {
  request: OriginatorRequestRow | null;
  onClose(): void;
  onCreated(message: string): void;
}

function LiteAccountForm({ request, onClose, onCreated }: FormProps) {
  const { t } = useTranslation();
  const form = useForm<LiteForm>({
    defaultValues: liteDefaults(request),
    resolver: liteResolver(request),
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, formState } = form;
  const rootRef = useRef<HTMLDivElement>(null);
  const create = useCreateLiteAccount(Boolean(request));
  const submitting = create.isPending;
  const [alert, setAlert] = useState('');

  const save = async (values: LiteForm) => {
    setAlert('');
    try {
      const payload = litePayload(values, request);
      const answer = await create.mutateAsync(payload);
      // Say what really happened: a new account, or a project added to the account that had this email.
      const vars = { email: payload.Email, code: answer.projectUniqueId };
      onCreated(
        answer.accountCreated === false
          ? t('siteApprovals.lite.linked', vars)
          : t('siteApprovals.lite.created', vars),
      );
    } catch (err) {
      if (!(err instanceof ApiError)) setAlert(t('common.somethingWrong'));
      else if (err.status === 400 && Object.keys(err.fields).length > 0) {
        const { placed, unplaced } = applyServerErrors(
          err.fields,
          setError as never,
          KNOWN_FIELDS,
          SERVER_NAMES,
        );
        if (unplaced.length) setAlert(unplaced.join(' '));
        focusFirstInvalid(rootRef.current, placed);
      } else if (shownError(err)) {
        // 405: the server's message in an error alert (spec 002 §8).
        setAlert(err.message || t('common.somethingWrong'));
      }
    }
  };

  const submit = () =>
    handleSubmit(save, (errors: FieldErrors<LiteForm>) => focusFirstInvalid(rootRef.current, errors))();

  const email = register('Email');
  const firstName = register('FirstName');

  return (
    <FormProvider {...form}>
      <DialogContent dividers ref={rootRef}>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {request
              ? t('siteApprovals.lite.fromRequest', {
                  email: request.architectEmail,
                  date: formatDate(request.createdOn),
                })
              : t('siteApprovals.lite.withoutRequest')}
          </Typography>
          <Box component="section" aria-labelledby="lite-account-heading">
            <Typography
              id="lite-account-heading"
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {t('siteApprovals.lite.accountSection')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <TextField
                id="lite-Email"
                data-field="Email"
                label={t('siteApprovals.lite.email')}
                required
                size="small"
                margin="none"
                autoComplete="off"
                {...email}
                inputRef={email.ref}
                error={Boolean(formState.errors.Email)}
                helperText={fieldMessage(t, formState.errors.Email)}
                slotProps={{ htmlInput: { maxLength: LIMITS.emailMaxLength, inputMode: 'email' } }}
              />
              <TextField
                id="lite-FirstName"
                data-field="FirstName"
                label={t('siteApprovals.lite.firstName')}
                required
                size="small"
                margin="none"
                autoComplete="off"
                {...firstName}
                inputRef={firstName.ref}
                error={Boolean(formState.errors.FirstName)}
                helperText={fieldMessage(t, formState.errors.FirstName)}
                slotProps={{ htmlInput: { maxLength: LIMITS.nameMaxLength } }}
              />
            </Box>
          </Box>
          <Divider />
          <SiteFieldsSection idPrefix="lite" vat locationCode={false} />
          <Divider />
          <BrandsSection idPrefix="lite" />
          <Divider />
          <ContactSection idPrefix="lite" />
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={submitting}
          startIcon={
            submitting ? (
              <CircularProgress size={18} color="inherit" aria-label={t('siteApprovals.lite.saving')} />
            ) : undefined
          }
        >
          {t('siteApprovals.lite.submit')}
        </Button>
      </DialogActions>
    </FormProvider>
  );
}
