import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import { get, useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FRANCE_REGIONS, GERMANY, hasRegions, LIMITS } from '@portal/contract';
import { useBrands, useMarkets } from '../../lib/lookups';
import { byText, contractTypeText, countryText } from '../../lib/reference';
import { useContractTypes } from './api/getContractTypes';
import { fieldMessage, type SiteBrandValue, type SiteFormValues } from './rules';

type TextName =
  | 'SiteName'
  | 'Street'
  | 'City'
  | 'ZipCode'
  | 'VATNumber'
  | 'LocationCode'
  | 'Retailer_FullName'
  | 'Retailer_EmailAddress'
  | 'Retailer_Phone';

/** The server's limits (contract validation.ts, used by schemas/projects.ts); others: nameMaxLength. */
const MAX_LENGTH: Partial<Record<TextName, number>> = {
  ZipCode: LIMITS.zipCodeMaxLength,
  VATNumber: LIMITS.codeMaxLength,
  LocationCode: LIMITS.codeMaxLength,
  Retailer_Phone: LIMITS.phoneMaxLength,
  Retailer_EmailAddress: LIMITS.emailMaxLength,
};

const menuProps = { slotProps: { paper: { sx: { maxHeight: LIMITS.selectMenuMaxHeight } } } };
const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;
/** Read by screen readers, not shown: the brand a row's fields belong to. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const lockedSx = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/** Upper-cases an input's text in place, keeping the caret where it was (spec 001 §5: "as typed"). */
function upperInPlace(input: HTMLInputElement) {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart != null && upper.length === input.value.length)
    try {
      input.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // Inputs without a text selection (none here today) keep the caret at the end.
    }
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

interface SelectFieldProps {
  idPrefix: string;
  name: 'Country' | 'Region';
  label: string;
  locked?: boolean;
  children: ReactNode;
  /** Runs after the value is stored (Country clears Region outside France). */
  onPicked?(value: string): void;
}

/** A required drop-down of the site form, wired to react-hook-form. */
function SiteSelectField({ idPrefix, name, label, locked, children, onPicked }: SelectFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      id={`${idPrefix}-${name}`}
      data-field={name}
      label={label}
      required
      size="small"
      margin="none"
      fullWidth
      disabled={locked}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => {
        field.onChange(e.target.value);
        onPicked?.(e.target.value);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldMessage(t, fieldState.error)}
      slotProps={{ select: { MenuProps: menuProps } }}
    >
      {children}
    </TextField>
  );
}

interface FieldProps {
  idPrefix: string;
  name: TextName;
  label: string;
  required?: boolean;
  locked?: boolean;
  upper?: boolean;
  type?: string;
  inputMode?: 'email' | 'tel' | 'text';
  autoComplete?: string;
  helper?: string;
}

function SiteTextField(props: FieldProps) {
  const {
    idPrefix,
    name,
    label,
    required,
    locked,
    upper = true,
    type,
    inputMode,
    autoComplete,
    helper,
  } = props;
  const { t } = useTranslation();
  const { control } = useFormContext<SiteFormValues>();
  const { field, fieldState } = useController({ control, name });
  const message = fieldMessage(t, fieldState.error);
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      data-field={name}
      label={label}
      required={required}
      type={type}
      autoComplete={autoComplete}
      size="small"
      margin="none"
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        if (upper && !locked) upperInPlace(e.target);
        field.onChange(e.target.value);
      }}
      error={Boolean(fieldState.error)}
      helperText={message || helper}
      sx={locked ? lockedSx : undefined}
      slotProps={{
        htmlInput: {
          readOnly: locked,
          inputMode,
          maxLength: MAX_LENGTH[name] ?? LIMITS.nameMaxLength,
        },
      }}
    />
  );
}

export interface SiteFieldsSectionProps {
  /** Prefix of the element ids (unique per page). */
  idPrefix: string;
  /** Everything read-only (existing location chosen, site information not editable). */
  locked?: boolean;
  /** Show the VAT number field (site information, lite account). Default false. */
  vat?: boolean;
  /** Show the location code field (create request, site information). Default true. */
  locationCode?: boolean;
  /** Show the documentation-only checkbox (site information). Default false. */
  documentationOnly?: boolean;
  /** Lock the documentation-only checkbox alone (it is decided at creation). */
  documentationOnlyLocked?: boolean;
  /** Show the section heading. Default true (false inside an accordion that has its own). */
  title?: boolean;
}

/** Site name, street, city, zip, country, region (France), VAT, location code, documentation only. */
export function SiteFieldsSection({
  idPrefix,
  locked = false,
  vat = false,
  locationCode = true,
  documentationOnly = false,
  documentationOnlyLocked = false,
  title = true,
}: SiteFieldsSectionProps) {
  const { t, i18n } = useTranslation();
  const { control, setValue } = useFormContext<SiteFormValues>();
  const markets = useMarkets();
  const country = useWatch({ control, name: 'Country' });
  const docField = useController({ control, name: 'DocumentationOnly' });
  const isFrance = hasRegions(country);
  const options = markets.data ?? [];
  // A value the lookup does not list (an old site) still shows.
  const listed =
    country && !options.some((m) => m.countryCode === country)
      ? [...options, { countryCode: country, market_country: country, phonePrefix: '', isEECluster: false }]
      : options;
  // Named from the packs by code, in the reader's alphabetical order.
  const countryName = (m: (typeof listed)[number]) => countryText(t, m.countryCode, m.market_country);
  const countryOptions = byText(listed, countryName, i18n.language);
  const headingId = `${idPrefix}-site-heading`;

  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined}>
      {title && <SectionTitle id={headingId}>{t('siteForm.siteSection')}</SectionTitle>}
      <Box sx={grid}>
        <SiteTextField
          idPrefix={idPrefix}
          name="SiteName"
          label={t('siteForm.siteName')}
          required
          locked={locked}
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="Street"
          label={t('siteForm.street')}
          required
          locked={locked}
          autoComplete="street-address"
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="City"
          label={t('siteForm.city')}
          required
          locked={locked}
          autoComplete="address-level2"
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="ZipCode"
          label={t('siteForm.zipCode')}
          required
          locked={locked}
          autoComplete="postal-code"
        />
        <SiteSelectField
          idPrefix={idPrefix}
          name="Country"
          label={t('siteForm.country')}
          locked={locked}
          onPicked={(value) => !hasRegions(value) && setValue('Region', '')}
        >
          {countryOptions.map((m) => (
            <MenuItem key={m.countryCode} value={m.countryCode}>
              {countryName(m)}
            </MenuItem>
          ))}
        </SiteSelectField>
        {isFrance && (
          <SiteSelectField idPrefix={idPrefix} name="Region" label={t('siteForm.region')} locked={locked}>
            <MenuItem value="">
              <em>{t('siteForm.regionNone')}</em>
            </MenuItem>
            {FRANCE_REGIONS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </SiteSelectField>
        )}
        {vat && (
          <SiteTextField
            idPrefix={idPrefix}
            name="VATNumber"
            label={t('siteForm.vatNumber')}
            locked={locked}
          />
        )}
        {locationCode && (
          <SiteTextField
            idPrefix={idPrefix}
            name="LocationCode"
            label={t('siteForm.locationCode')}
            required={country === GERMANY}
            locked={locked}
            helper={country === GERMANY ? t('siteForm.locationCodeGermany') : undefined}
          />
        )}
      </Box>
      {documentationOnly && (
        <FormControlLabel
          sx={{ mt: 1 }}
          label={t('siteForm.documentationOnly')}
          control={
            <Checkbox
              id={`${idPrefix}-DocumentationOnly`}
              name={docField.field.name}
              checked={Boolean(docField.field.value)}
              disabled={locked || documentationOnlyLocked}
              onChange={(e) => docField.field.onChange(e.target.checked)}
            />
          }
        />
      )}
    </Box>
  );
}

export interface BrandsSectionProps {
  idPrefix: string;
  locked?: boolean;
  title?: boolean;
}

/** A checkbox per brand (useBrands()); each checked brand asks its contract type and sales volume. */
export function BrandsSection({ idPrefix, locked = false, title = true }: BrandsSectionProps) {
  const { t } = useTranslation();
  const { control, formState, clearErrors } = useFormContext<SiteFormValues>();
  const brands = useBrands();
  const contractTypes = useContractTypes();
  const { fields, insert, remove } = useFieldArray({ control, name: 'Brands', keyName: 'key' });
  const list = brands.data ?? [];
  const position = (id: number) => {
    const i = list.findIndex((b) => b.brand_id === id);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const nameOf = (id: number) => list.find((b) => b.brand_id === id)?.brand_name ?? String(id);
  const toggle = (brandId: number, checked: boolean) => {
    const at = fields.findIndex((f) => f.BrandId === brandId);
    if (!checked && at >= 0) remove(at);
    if (checked && at < 0) {
      // Rows follow the brand list's order, whatever the order of ticking.
      const index = fields.filter((f) => position(f.BrandId) < position(brandId)).length;
      const value: SiteBrandValue = { BrandId: brandId, ContractTypeId: '', SalesVolume: '' };
      insert(index, value, { shouldFocus: false });
      clearErrors('Brands');
    }
  };
  const rootError = get(formState.errors, 'Brands') as
    { message?: string; root?: { message?: string }; type?: string } | undefined;
  const rootMessage = rootError && !Array.isArray(rootError) ? fieldMessage(t, rootError) : '';
  // A brand chosen earlier that the lookup no longer lists still shows.
  const shown = [
    ...list.map((b) => ({ id: b.brand_id, name: b.brand_name })),
    ...fields
      .filter((f) => position(f.BrandId) === Number.MAX_SAFE_INTEGER)
      .map((f) => ({ id: f.BrandId, name: String(f.BrandId) })),
  ];
  const headingId = `${idPrefix}-brands-heading`;

  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined}>
      {title && <SectionTitle id={headingId}>{t('siteForm.brandsSection')}</SectionTitle>}
      <FormControl component="fieldset" error={Boolean(rootMessage)} data-field="Brands" fullWidth required>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {t('siteForm.brandsLegend')}
        </FormLabel>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            columnGap: 1,
          }}
        >
          {shown.map((b) => (
            <FormControlLabel
              key={b.id}
              label={b.name}
              sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
              control={
                <Checkbox
                  size="small"
                  checked={fields.some((f) => f.BrandId === b.id)}
                  disabled={locked}
                  onChange={(e) => toggle(b.id, e.target.checked)}
                />
              }
            />
          ))}
        </Box>
        {rootMessage && <FormHelperText role="alert">{rootMessage}</FormHelperText>}
      </FormControl>
      {fields.length > 0 && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }} aria-label={t('siteForm.brandDetails')} role="group">
          {fields.map((f, i) => (
            <BrandRow
              key={f.key}
              idPrefix={idPrefix}
              index={i}
              brandName={nameOf(f.BrandId)}
              locked={locked}
              contractTypes={contractTypes.data ?? []}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function BrandRow({
  idPrefix,
  index,
  brandName,
  locked,
  contractTypes,
}: {
  idPrefix: string;
  index: number;
  brandName: string;
  locked: boolean;
  contractTypes: { contractTypeId: number; brandName: string }[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<SiteFormValues>();
  const contract = useController({ control, name: `Brands.${index}.ContractTypeId` });
  const volume = useController({ control, name: `Brands.${index}.SalesVolume` });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1.4fr 1.2fr' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <Typography sx={{ pt: { sm: 1 }, fontWeight: 500 }}>{brandName}</Typography>
      <TextField
        select
        id={`${idPrefix}-brand-${index}-contract`}
        data-field={`Brands.${index}.ContractTypeId`}
        label={
          <>
            {t('siteForm.contractType')}
            <Box component="span" sx={visuallyHidden}>{` – ${brandName}`}</Box>
          </>
        }
        required
        size="small"
        margin="none"
        fullWidth
        disabled={locked}
        name={contract.field.name}
        value={contract.field.value ?? ''}
        inputRef={contract.field.ref}
        onBlur={contract.field.onBlur}
        onChange={(e) => contract.field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
        error={Boolean(contract.fieldState.error)}
        helperText={fieldMessage(t, contract.fieldState.error)}
        slotProps={{ select: { MenuProps: menuProps } }}
      >
        {contractTypes.map((c) => (
          <MenuItem key={c.contractTypeId} value={c.contractTypeId}>
            {contractTypeText(t, c.contractTypeId, c.brandName)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${idPrefix}-brand-${index}-volume`}
        data-field={`Brands.${index}.SalesVolume`}
        label={
          <>
            {t('siteForm.salesVolume')}
            <Box component="span" sx={visuallyHidden}>{` – ${brandName}`}</Box>
          </>
        }
        type="number"
        size="small"
        margin="none"
        fullWidth
        name={volume.field.name}
        value={volume.field.value ?? ''}
        inputRef={volume.field.ref}
        onBlur={volume.field.onBlur}
        onChange={(e) => volume.field.onChange(e.target.value)}
        error={Boolean(volume.fieldState.error)}
        helperText={fieldMessage(t, volume.fieldState.error)}
        sx={locked ? lockedSx : undefined}
        slotProps={{ htmlInput: { min: 0, max: 1_000_000, step: 1, inputMode: 'numeric', readOnly: locked } }}
      />
    </Box>
  );
}

export interface ContactSectionProps {
  idPrefix: string;
  locked?: boolean;
  title?: boolean;
}

/** The site representative: full name, email, phone (phone is not upper-cased). */
export function ContactSection({ idPrefix, locked = false, title = true }: ContactSectionProps) {
  const { t } = useTranslation();
  const headingId = `${idPrefix}-contact-heading`;
  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined}>
      {title && <SectionTitle id={headingId}>{t('siteForm.contactSection')}</SectionTitle>}
      <Box sx={grid}>
        <SiteTextField
          idPrefix={idPrefix}
          name="Retailer_FullName"
          label={t('siteForm.fullName')}
          required
          locked={locked}
          autoComplete="off"
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="Retailer_EmailAddress"
          label={t('siteForm.email')}
          required
          locked={locked}
          inputMode="email"
          autoComplete="off"
        />
        <SiteTextField
          idPrefix={idPrefix}
          name="Retailer_Phone"
          label={t('siteForm.phone')}
          required
          locked={locked}
          upper={false}
          type="tel"
          autoComplete="off"
        />
      </Box>
    </Box>
  );
}
