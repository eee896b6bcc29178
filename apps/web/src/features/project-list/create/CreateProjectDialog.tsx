import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  keptRegion,
  requestProjectAccessBody,
  type RequestProjectAccessBody,
  type SiteRow,
} from '@portal/contract';
import { LazySiteMap, type LatLng } from '../../../components/map/LazySiteMap';
import { useSiteArea } from '../../../components/map/useSiteArea';
import {
  applyServerErrors,
  BrandsSection,
  ContactSection,
  emptySiteValues,
  fieldMessage,
  focusFirstInvalid,
  SiteFieldsSection,
  SITE_FORM_FIELDS,
  toBrandDetails,
  type SiteFormValues,
} from '../../../components/site-form';
import { ApiError, shownError } from '../../../lib/api';
import { contractResolver } from '../../../lib/contractResolver';
import { session } from '../../../lib/session';
import { requestProjectAccessKey, useRequestProjectAccess } from './api/requestProjectAccess';
import { ExistingSitePicker } from './ExistingSitePicker';

type SiteType = '' | 'existing' | 'new';

export interface CreateForm extends SiteFormValues {
  SiteType: SiteType;
  /** The chosen existing location. */
  SiteId: number | null;
  /** GDPR and data-use consent, ticked by default (spec 001 §5). */
  Gdpr: boolean;
}

const defaults: CreateForm = { ...emptySiteValues, SiteType: '', SiteId: null, Gdpr: true };

/** Site fields an existing location fills (and locks). */
const SITE_DATA_FIELDS = [
  'SiteName',
  'Street',
  'City',
  'ZipCode',
  'Country',
  'Region',
  'LocationCode',
  'Retailer_FullName',
  'Retailer_Phone',
  'Retailer_EmailAddress',
] as const;

function siteValues(s: SiteRow | null): Pick<CreateForm, (typeof SITE_DATA_FIELDS)[number]> {
  return {
    SiteName: s?.siteName ?? '',
    Street: s?.street ?? '',
    City: s?.city ?? '',
    ZipCode: s?.zipCode ?? '',
    Country: s?.countryCode ?? '',
    Region: s?.regions ?? '',
    LocationCode: s?.ARCADLocationCode ?? '',
    Retailer_FullName: s?.retailer_FullName ?? '',
    Retailer_Phone: s?.retailer_Phone ?? '',
    Retailer_EmailAddress: s?.retailer_EmailAddress ?? '',
  };
}

/** Payload names → form names, for the 400 answer's field messages. */
const SERVER_NAMES: Record<string, string> = {
  ARCADLocationCode: 'LocationCode',
  BrandDetails: 'Brands',
  IsNewProject: 'SiteType',
};
const KNOWN_FIELDS = [...SITE_FORM_FIELDS, 'SiteType', 'SiteId'];

/**
 * The form is checked with the request's schema (spec 001 §5 "Create project form"): an existing location
 * brings its own data (its fields are not checked), a type not chosen yet is checked as a new location and
 * asked for by the form's own rule.
 */
const createResolver = (documentationOnly: boolean) =>
  contractResolver<CreateForm, typeof requestProjectAccessBody>(
    requestProjectAccessBody,
    (v) => ({ ...toPayload(v, null, documentationOnly, false), IsNewProject: v.SiteType !== 'existing' }),
    {
      rename: SERVER_NAMES,
      own: (v): Record<string, string> => (v.SiteType ? {} : { SiteType: 'project.validation.siteType' }),
    },
  );

export function toPayload(
  v: CreateForm,
  position: LatLng | null,
  documentationOnly: boolean,
  allowDuplicate: boolean,
): RequestProjectAccessBody {
  const s = (x: string) => x.trim();
  const country = s(v.Country).toUpperCase();
  return {
    UserId: session.get().user?.userSequence,
    SiteId: v.SiteType === 'existing' ? v.SiteId : null,
    SiteName: s(v.SiteName),
    Street: s(v.Street),
    City: s(v.City),
    ZipCode: s(v.ZipCode),
    RRDI: '',
    RRDISecondry: '',
    ARCADLocationCode: s(v.LocationCode),
    Country: country,
    Region: keptRegion(country, s(v.Region)),
    BrandDetails: toBrandDetails(v.Brands),
    Retailer_FullName: s(v.Retailer_FullName),
    Retailer_Phone: s(v.Retailer_Phone),
    Retailer_EmailAddress: s(v.Retailer_EmailAddress),
    Latitude: position?.lat ?? null,
    Longitude: position?.lng ?? null,
    AllowDuplicateSiteCreation: allowDuplicate,
    IsDocumentOnly: documentationOnly,
    IsNewProject: v.SiteType === 'new',
    IsArchitectConfirm: true,
  };
}

interface Props {
  open: boolean;
  documentationOnly: boolean;
  onClose(): void;
  /** The request is recorded: the server's SuccessRequest message. */
  onCreated(message: string): void;
}

/** The create dialog (spec 001 §2, §4 "Create flow", §5 "Create project form", §8). */
export function CreateProjectDialog({ open, documentationOnly, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const busy = useIsMutating({ mutationKey: requestProjectAccessKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="create-project-title"
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id="create-project-title">
        {t(documentationOnly ? 'projectCreate.titleDocumentation' : 'projectCreate.title')}
      </DialogTitle>
      <CreateProjectForm documentationOnly={documentationOnly} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

interface FormProps {
  documentationOnly: boolean;
  onClose(): void;
  onCreated(message: string): void;
}

function CreateProjectForm({ documentationOnly, onClose, onCreated }: FormProps) {
  const { t } = useTranslation();
  const form = useForm<CreateForm>({
    defaultValues: defaults,
    resolver: createResolver(documentationOnly),
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue, clearErrors, setError } = form;
  const rootRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<SiteRow | null>(null);
  const [position, setPosition] = useState<LatLng | null>(null);
  const request = useRequestProjectAccess();
  const submitting = request.isPending;
  const [alert, setAlert] = useState('');
  const [duplicate, setDuplicate] = useState<{ message: string; values: CreateForm } | null>(null);
  const siteType = useWatch({ control, name: 'SiteType' });
  const gdpr = useWatch({ control, name: 'Gdpr' });
  // Until a marker is placed, the map looks at the chosen country, then its town: a click lands there.
  const mapArea = useSiteArea(useWatch({ control, name: 'Country' }), useWatch({ control, name: 'City' }));
  const typeField = useController({ control, name: 'SiteType' });
  const siteIdField = useController({ control, name: 'SiteId' });
  const gdprField = useController({ control, name: 'Gdpr' });
  const existing = siteType === 'existing';

  const fill = (site: SiteRow | null) => {
    setChosen(site);
    siteIdField.field.onChange(site?.siteId ?? null);
    for (const [name, value] of Object.entries(siteValues(site)))
      setValue(name as (typeof SITE_DATA_FIELDS)[number], value);
    clearErrors([...SITE_DATA_FIELDS, 'SiteId']);
    setPosition(
      site && site.latitude != null && site.longitude != null
        ? { lat: site.latitude, lng: site.longitude }
        : null,
    );
  };

  const changeType = (next: SiteType) => {
    // Switching type starts the location afresh: locked data of a chosen site is not left editable.
    if (next !== siteType) fill(null);
    typeField.field.onChange(next);
    clearErrors('SiteType');
  };

  const send = async (values: CreateForm, allowDuplicate: boolean) => {
    setAlert('');
    try {
      const answer = await request.mutateAsync(
        toPayload(values, position, documentationOnly, allowDuplicate),
      );
      onCreated(answer.message);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setAlert(t('common.somethingWrong'));
      } else if (err.status === 405 && !allowDuplicate && values.SiteType === 'new') {
        // The location seems to exist already: the server's message and the question (spec 001 §4, §8).
        setDuplicate({ message: err.message, values });
      } else if (err.status === 400 && Object.keys(err.fields).length > 0) {
        const { placed, unplaced } = applyServerErrors(
          err.fields,
          setError as never,
          KNOWN_FIELDS,
          SERVER_NAMES,
        );
        setAlert(unplaced.length ? unplaced.join(' ') : t('projectCreate.fixFields'));
        focusFirstInvalid(rootRef.current, placed);
      } else if (shownError(err)) {
        setAlert(err.message || t('common.somethingWrong'));
      }
    }
  };

  const submit = () =>
    handleSubmit(
      (values) => send(values, false),
      (errors: FieldErrors<CreateForm>) => focusFirstInvalid(rootRef.current, errors),
    )();

  /**
   * Enter in a text field sends the form, as it would in a <form> (this dialog cannot be one: the map's
   * search box is a form of its own). Left alone: an option picked with Enter (default prevented), the map
   * search, text areas, boxes and buttons.
   */
  const submitOnEnter = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement) || ['checkbox', 'radio'].includes(target.type)) return;
    if (target.closest('form') || !gdpr || submitting) return;
    e.preventDefault();
    void submit();
  };

  return (
    <FormProvider {...form}>
      <DialogContent dividers ref={rootRef} onKeyDown={submitOnEnter}>
        <Stack spacing={2.5}>
          <FormControl
            component="fieldset"
            required
            error={Boolean(typeField.fieldState.error)}
            data-field="SiteType"
          >
            <FormLabel component="legend">{t('projectCreate.siteType')}</FormLabel>
            <RadioGroup
              row
              name="SiteType"
              value={siteType}
              onChange={(e) => changeType(e.target.value as SiteType)}
            >
              <FormControlLabel
                value="existing"
                control={<Radio />}
                label={t('projectCreate.siteType.existing')}
              />
              <FormControlLabel value="new" control={<Radio />} label={t('projectCreate.siteType.new')} />
            </RadioGroup>
            {typeField.fieldState.error && (
              <FormHelperText>{fieldMessage(t, typeField.fieldState.error)}</FormHelperText>
            )}
          </FormControl>

          {existing && (
            <Box>
              <ExistingSitePicker
                value={chosen}
                onChange={fill}
                inputRef={siteIdField.field.ref}
                error={fieldMessage(t, siteIdField.fieldState.error)}
              />
              {chosen && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('projectCreate.existingSite.locked')}
                </Typography>
              )}
            </Box>
          )}

          <SiteFieldsSection idPrefix="create" locked={existing} locationCode />

          <Box component="section" aria-labelledby="create-map-heading">
            <Typography
              id="create-map-heading"
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {t('projectCreate.map')}
            </Typography>
            <LazySiteMap
              position={position}
              area={mapArea}
              editable={!existing}
              onMove={setPosition}
              height={240}
            />
          </Box>

          <Divider />
          <BrandsSection idPrefix="create" />
          <Divider />
          <ContactSection idPrefix="create" locked={existing} />
          <Divider />

          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                name="Gdpr"
                checked={Boolean(gdprField.field.value)}
                onChange={(e) => gdprField.field.onChange(e.target.checked)}
                sx={{ pt: 0.5 }}
              />
            }
            label={t('projectCreate.gdpr')}
          />

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
          disabled={!gdpr || submitting}
          startIcon={
            submitting ? (
              <CircularProgress size={18} color="inherit" aria-label={t('projectCreate.submitting')} />
            ) : undefined
          }
        >
          {t('projectCreate.submit')}
        </Button>
      </DialogActions>

      <Dialog
        open={Boolean(duplicate)}
        onClose={() => setDuplicate(null)}
        aria-labelledby="create-duplicate-title"
        aria-describedby="create-duplicate-text"
      >
        <DialogTitle id="create-duplicate-title">{t('projectCreate.duplicateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="create-duplicate-text" component="div">
            <Typography sx={{ mb: 1 }}>{duplicate?.message}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{t('projectCreate.duplicateQuestion')}</Typography>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDuplicate(null)}>{t('common.no')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (!duplicate) return;
              setDuplicate(null);
              void send(duplicate.values, true);
            }}
          >
            {t('common.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormProvider>
  );
}
