import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, set, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createProjectBody, type CreateProjectBody, type SiteDetails } from '@portal/contract';
import {
  applyServerErrors,
  BrandsSection,
  ContactSection,
  focusFirstInvalid,
  fromBrandDetails,
  SiteFieldsSection,
  SITE_FORM_FIELDS,
  toBrandDetails,
  type SiteFormValues,
} from '../../components/site-form';
import { Loading, LoadError } from '../../components/QueryState';
import { ApiError } from '../../lib/api';
import { contractResolver } from '../../lib/contractResolver';
import { useSaveSiteInformation } from './api/createProject';
import { useSiteDetails } from './api/getProjectDetailsForUser';

interface Props {
  projectId: number;
  /** The project's originator (0 when it has none). */
  userId: number;
  /** The signed-in user originates this project. */
  isOriginator: boolean;
  /** False while the project is paused (read-only for everyone but VC, docs/lifecycle.md). */
  isEnabled: boolean;
}

type Section = 'site' | 'brands' | 'contact';
/** The sections in screen order. */
const SECTIONS: readonly Section[] = ['site', 'brands', 'contact'];
const SECTION_OF = (path: string): Section =>
  path.startsWith('Brands') ? 'brands' : path.startsWith('Retailer_') ? 'contact' : 'site';

/** Payload names the form calls otherwise (server 400 fields → form fields). */
const SERVER_RENAME = { BrandDetail: 'Brands', AncCodeCpltVo: 'LocationCode' };

export function toFormValues(d: SiteDetails): SiteFormValues {
  return {
    SiteName: d.siteName,
    Street: d.street,
    City: d.city,
    ZipCode: d.zipCode,
    Country: d.countryCode,
    Region: d.region,
    VATNumber: d.vatNumber,
    LocationCode: d.ancCodeCpltVo,
    DocumentationOnly: d.isDocumentOnly,
    Brands: fromBrandDetails(d.brandDetails),
    Retailer_FullName: d.retailer_FullName,
    Retailer_EmailAddress: d.retailer_EmailAddress,
    Retailer_Phone: d.retailer_Phone,
  };
}

/** The request that saves the tab (POST Projects/CreateProject). */
function toBody(v: SiteFormValues, projectId: number, userId: number): CreateProjectBody {
  return {
    ProjectId: projectId,
    UserID: userId,
    BrandDetail: toBrandDetails(v.Brands),
    SiteName: v.SiteName,
    Street: v.Street,
    City: v.City,
    ZipCode: v.ZipCode,
    AncCodeCpltVo: v.LocationCode,
    Country: v.Country,
    Region: v.Region,
    VATNumber: v.VATNumber,
    Retailer_FullName: v.Retailer_FullName,
    Retailer_EmailAddress: v.Retailer_EmailAddress,
    Retailer_Phone: v.Retailer_Phone,
  };
}

/** Site information tab (spec 001 §2, §5 "Site information"; docs/lifecycle.md). */
export function SiteInformationTab(props: Props) {
  const { t } = useTranslation();
  const details = useSiteDetails(props.userId, props.projectId);
  if (details.isPending) return <Loading py={4} />;
  if (details.isError)
    return (
      <LoadError
        text={t('projectDetail.loadError')}
        onRetry={() => void details.refetch()}
        error={details.error}
      />
    );
  return <SiteInformationForm {...props} details={details.data} />;
}

function SiteInformationForm({
  projectId,
  userId,
  isOriginator,
  isEnabled,
  details,
}: Props & { details: SiteDetails }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveSiteInformation(projectId);
  // Accordion panels open one at a time; clicking the open one closes it (spec 000 §4).
  const [expanded, setExpanded] = useState<Section | false>('site');
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const form = useForm<SiteFormValues>({
    defaultValues: toFormValues(details),
    // The request's own schema, as the server applies it: site, brands and representative contact.
    resolver: contractResolver(createProjectBody, (v: SiteFormValues) => toBody(v, projectId, userId), {
      rename: SERVER_RENAME,
    }),
    shouldFocusError: false,
  });
  // Saved (or changed elsewhere): show what the server now holds.
  useEffect(() => {
    form.reset(toFormValues(details));
  }, [details, form]);

  const submitted = details.isSubmittedForApproval;
  const locked = !isOriginator || submitted || details.isSiteInfoNonEditable || !isEnabled;
  const canUpdate = isOriginator && !submitted && !details.isSiteInfoNonEditable && isEnabled;
  const lockNote = !isOriginator
    ? 'projectDetail.site.onlyOriginator'
    : submitted
      ? 'projectDetail.site.lockedSubmitted'
      : details.isSiteInfoNonEditable
        ? 'projectDetail.site.lockedSite'
        : !isEnabled
          ? 'projectDetail.site.lockedPaused'
          : '';

  /** Opens the first section (in screen order) holding an error, then focuses its first invalid field. */
  const showErrors = (errors: FieldErrors<SiteFormValues>) => {
    const withErrors = new Set(Object.keys(errors).map(SECTION_OF));
    const first = SECTIONS.find((name) => withErrors.has(name));
    if (!first) return;
    flushSync(() => setExpanded(first));
    const inFirst = Object.entries(errors).filter(([path]) => SECTION_OF(path) === first);
    focusFirstInvalid(formRef.current, Object.fromEntries(inFirst) as FieldErrors<SiteFormValues>);
  };

  const onSave = async (v: SiteFormValues) => {
    setBanner(null);
    try {
      await save.mutateAsync(toBody(v, projectId, userId));
      setBanner({ severity: 'success', text: t('projectDetail.site.updated') });
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError(0, t('projectDetail.site.saveFailed'));
      const errors = {} as FieldErrors<SiteFormValues>;
      const { placed, unplaced } = applyServerErrors(
        error.fields,
        (name, err) => {
          form.setError(name, err);
          set(errors, name, err);
        },
        SITE_FORM_FIELDS,
        SERVER_RENAME,
      );
      if (placed.length > 0) showErrors(errors);
      if (unplaced.length > 0) setBanner({ severity: 'error', text: unplaced.join(' ') });
      else if (placed.length === 0)
        setBanner({ severity: 'error', text: error.message || t('projectDetail.site.saveFailed') });
    }
  };

  const section = (name: Section, title: string, content: ReactNode) => (
    <Accordion
      expanded={expanded === name}
      onChange={(_e, open) => setExpanded(open ? name : false)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { timeout: 200 } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`site-info-${name}-header`}
        aria-controls={`site-info-${name}-content`}
      >
        {/* The accordion's own heading is an h3. */}
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`site-info-${name}-content`}>{content}</AccordionDetails>
    </Accordion>
  );

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        aria-labelledby="site-info-title"
        onSubmit={(e) => void form.handleSubmit(onSave, showErrors)(e)}
        onChange={() => banner?.severity === 'success' && setBanner(null)}
      >
        <Typography id="site-info-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('projectDetail.tab.site')}
        </Typography>
        {lockNote && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(lockNote)}
          </Alert>
        )}
        {section(
          'site',
          t('projectDetail.site.siteSection'),
          <SiteFieldsSection
            idPrefix="site-info"
            title={false}
            locked={locked}
            vat
            documentationOnly
            documentationOnlyLocked
          />,
        )}
        {section(
          'brands',
          t('projectDetail.site.brandsSection'),
          <BrandsSection idPrefix="site-info" title={false} locked={locked} />,
        )}
        {section(
          'contact',
          t('projectDetail.site.contactSection'),
          <ContactSection idPrefix="site-info" title={false} locked={locked} />,
        )}
        {/* Next to the button the user just pressed, so the outcome is in view. */}
        {banner && (
          <Alert severity={banner.severity} role="alert" sx={{ mt: 2 }} onClose={() => setBanner(null)}>
            {banner.text}
          </Alert>
        )}
        {canUpdate && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {t('projectDetail.site.update')}
            </Button>
          </Box>
        )}
      </Box>
    </FormProvider>
  );
}
