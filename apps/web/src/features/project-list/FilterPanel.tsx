import FilterAltIcon from '@mui/icons-material/FilterAlt';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { FilterDetails } from '@portal/contract';
import { MultiSelect } from '../../components/MultiSelect';
import { byText, useReferenceText } from '../../lib/reference';

export interface ListFilters {
  brands: string[];
  countries: string[];
  statuses: number[];
}

export const NO_FILTERS: ListFilters = { brands: [], countries: [], statuses: [] };

/** Brand, country and status dropdowns plus Filter Data (VC, HQ, RND; spec 001 §2, §6). */
export function FilterPanel({
  details,
  value,
  onChange,
  onApply,
  busy,
}: {
  details: FilterDetails['result'] | undefined;
  value: ListFilters;
  onChange: (value: ListFilters) => void;
  onApply: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const ref = useReferenceText();
  const brands = (details?.brands ?? []).map((b) => ({ value: b.brand_name, label: b.brand_name }));
  // Countries and statuses by code / id, named from the packs; countries in the reader's alphabetical order.
  const countries = byText(details?.countries ?? [], (c) => ref.country(c.code, c.label), ref.lang).map(
    (c) => ({ value: c.code, label: ref.country(c.code, c.label) }),
  );
  const statuses = (details?.projectStatus ?? []).map((s) => ({
    value: s.id,
    label: ref.status(s.id, s.description),
  }));
  const filter = { size: 'small', margin: 'none' } as const;
  return (
    <Grid
      container
      spacing={2}
      component="section"
      aria-label={t('projectList.filtersTitle')}
      sx={{ alignItems: 'flex-start' }}
    >
      <Grid size={{ xs: 12, md: 3 }}>
        <MultiSelect
          {...filter}
          id="filter-brands"
          label={t('projectList.filterBrand')}
          options={brands}
          value={value.brands}
          onChange={(brands) => onChange({ ...value, brands })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <MultiSelect
          {...filter}
          id="filter-countries"
          label={t('projectList.filterCountry')}
          options={countries}
          value={value.countries}
          onChange={(countries) => onChange({ ...value, countries })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MultiSelect
          {...filter}
          id="filter-statuses"
          label={t('projectList.filterStatus')}
          options={statuses}
          value={value.statuses}
          onChange={(statuses) => onChange({ ...value, statuses })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <Button variant="contained" startIcon={<FilterAltIcon />} onClick={onApply} disabled={busy} fullWidth>
          {t('projectList.filterData')}
        </Button>
      </Grid>
    </Grid>
  );
}
