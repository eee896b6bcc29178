/**
 * The oversight screens' filter panel (spec 002 §2, §5: dashboard and map; issue 12): role (shown, not
 * chosen), countries with the "EE Cluster" box selecting its 47 countries, brands, French regions, a
 * creation date range and "include archived projects". Controlled: it keeps no state of its own.
 *
 * Props API (stable; the dashboard and the interactive map use it):
 * - `value: OversightFilterValue` — the current choice (`EMPTY_OVERSIGHT_FILTERS` for none).
 * - `onChange(next: OversightFilterValue)` — every change, at once (the caller decides when to ask the
 *   server; the dates change only once a whole valid day is typed or picked).
 * - `role: Role` — the caller's role, shown read-only (the server decides the scope from the session).
 * - `details?: FilterDetails['result']` — the options of `GET /home/getfilterdetails?Role=` (brands and
 *   countries; an RND user is offered only its markets and brands); undefined while loading.
 * - `loading?: boolean` — the options are loading.
 * - `showDates?: boolean` (default true) — the date range (the map leaves it out if it wants).
 * - `showArchived?: boolean` (default true) — the "include archived projects" box.
 * - `idPrefix?: string` (default 'oversight') — prefix of the fields' ids (two panels on one page).
 *
 * `toOversightBody(value, role)` gives the body of the POST calls (contract `oversightFilters`: Role,
 * arCountries, arBrands, arReagion, IncludeArchivedProject, FromDate, ToDate).
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EE_CLUSTER,
  FRANCE_REGIONS,
  type FilterDetails,
  type OversightFilters as OversightBody,
  type Role,
} from '@portal/contract';
import { byText, useReferenceText } from '../lib/reference';
import { DatePickerField } from './DatePickerField';
import { MultiSelect } from './MultiSelect';

export interface OversightFilterValue {
  /** Country codes. */
  countries: string[];
  /** Brand names (as the filter details name them). */
  brands: string[];
  /** France regions (`FRANCE_REGIONS`). */
  regions: string[];
  /** `yyyy-mm-dd` or '' (creation day, inclusive). */
  fromDate: string;
  toDate: string;
  includeArchived: boolean;
}

export const EMPTY_OVERSIGHT_FILTERS: OversightFilterValue = {
  countries: [],
  brands: [],
  regions: [],
  fromDate: '',
  toDate: '',
  includeArchived: false,
};

/** The body of the oversight POST calls for this choice. */
export function toOversightBody(value: OversightFilterValue, role: Role | string): OversightBody {
  return {
    Role: role,
    arCountries: value.countries,
    arBrands: value.brands,
    arReagion: value.regions,
    IncludeArchivedProject: value.includeArchived,
    FromDate: value.fromDate,
    ToDate: value.toDate,
  };
}

const regionOptions = FRANCE_REGIONS.map((r) => ({ value: r as string, label: r as string }));

/** Whether any filter is set (a "filtered" view: the map zooms 1.55 instead of 1.5). */
export const hasOversightFilter = (v: OversightFilterValue): boolean =>
  v.countries.length + v.brands.length + v.regions.length > 0 ||
  Boolean(v.fromDate || v.toDate) ||
  v.includeArchived;

/** The EE Cluster countries among those offered (an RND user is offered only its markets). */
export function eeCountriesOf(offered: readonly string[]): string[] {
  const ee = new Set(EE_CLUSTER);
  return offered.filter((c) => ee.has(c));
}

export interface OversightFiltersProps {
  value: OversightFilterValue;
  onChange: (next: OversightFilterValue) => void;
  role: Role;
  details?: FilterDetails['result'];
  loading?: boolean;
  showDates?: boolean;
  showArchived?: boolean;
  idPrefix?: string;
}

/** Memoised: the pages around it re-render as their answers arrive, which need not redraw the filters. */
export const OversightFilters = memo(function OversightFilters({
  value,
  onChange,
  role,
  details,
  loading,
  showDates = true,
  showArchived = true,
  idPrefix = 'oversight',
}: OversightFiltersProps) {
  const { t } = useTranslation();
  const ref = useReferenceText();
  const set = (patch: Partial<OversightFilterValue>) => onChange({ ...value, ...patch });

  // Options made once per answer and language, not on every change of the choice.
  const countryOptions = useMemo(
    () =>
      byText(details?.countries ?? [], (c) => ref.country(c.code, c.label), ref.lang).map((c) => ({
        value: c.code,
        label: ref.country(c.code, c.label),
      })),
    [details?.countries, ref],
  );
  const brandOptions = useMemo(
    () => (details?.brands ?? []).map((b) => ({ value: b.brand_name, label: b.brand_name })),
    [details?.brands],
  );

  const ee = eeCountriesOf(countryOptions.map((c) => c.value));
  const eeChecked = ee.length > 0 && ee.every((c) => value.countries.includes(c));
  const toggleEe = (on: boolean) => {
    const others = value.countries.filter((c) => !ee.includes(c));
    set({ countries: on ? [...others, ...ee] : others });
  };
  const dateOrderWrong = Boolean(value.fromDate && value.toDate && value.fromDate > value.toDate);
  const field = { size: 'small', margin: 'none' } as const;

  return (
    <Grid
      container
      spacing={2}
      component="section"
      aria-label={t('dashboard.filters.title')}
      sx={{ alignItems: 'flex-start' }}
    >
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          {...field}
          fullWidth
          id={`${idPrefix}-role`}
          label={t('dashboard.filters.role')}
          value={ref.role(role)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MultiSelect
          {...field}
          id={`${idPrefix}-countries`}
          label={t('dashboard.filters.country')}
          options={countryOptions}
          value={value.countries}
          loading={loading}
          onChange={(countries) => set({ countries })}
        />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={eeChecked}
              disabled={ee.length === 0}
              onChange={(e) => toggleEe(e.target.checked)}
            />
          }
          label={t('dashboard.filters.eeCluster', { count: ee.length })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MultiSelect
          {...field}
          id={`${idPrefix}-brands`}
          label={t('dashboard.filters.brand')}
          options={brandOptions}
          value={value.brands}
          loading={loading}
          onChange={(brands) => set({ brands })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MultiSelect
          {...field}
          id={`${idPrefix}-regions`}
          label={t('dashboard.filters.region')}
          options={regionOptions}
          value={value.regions}
          onChange={(regions) => set({ regions })}
        />
      </Grid>
      {showDates && (
        <>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DatePickerField
              id={`${idPrefix}-from`}
              label={t('dashboard.filters.fromDate')}
              value={value.fromDate}
              onChange={(fromDate) => set({ fromDate })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DatePickerField
              id={`${idPrefix}-to`}
              label={t('dashboard.filters.toDate')}
              value={value.toDate}
              onChange={(toDate) => set({ toDate })}
              error={dateOrderWrong}
              helperText={dateOrderWrong ? t('dashboard.filters.dateOrder') : undefined}
            />
          </Grid>
        </>
      )}
      {showArchived && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={value.includeArchived}
                onChange={(e) => set({ includeArchived: e.target.checked })}
              />
            }
            label={t('dashboard.filters.includeArchived')}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Button
          variant="text"
          onClick={() => onChange(EMPTY_OVERSIGHT_FILTERS)}
          disabled={!hasOversightFilter(value)}
        >
          {t('dashboard.filters.clear')}
        </Button>
      </Grid>
    </Grid>
  );
});
