import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FRANCE_REGIONS, GERMANY, hasRegions } from '@portal/contract';
import { useMarkets } from '../../lib/lookups';
import { byText, countryText } from '../../lib/reference';
import type { SiteFormValues } from './rules';
import { grid, SectionTitle, SiteSelectField, SiteTextField } from './fields';

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
