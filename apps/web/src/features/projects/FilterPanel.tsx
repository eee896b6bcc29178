import FilterAltIcon from '@mui/icons-material/FilterAlt';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LIMITS, type FilterDetails } from '@portal/contract';
import { byText, useReferenceText } from '../../lib/reference';

export interface ListFilters {
  brands: string[];
  countries: string[];
  statuses: number[];
}

export const NO_FILTERS: ListFilters = { brands: [], countries: [], statuses: [] };

interface MultiProps<T extends string | number> {
  label: string;
  options: T[];
  labelOf: (value: T) => string;
  value: T[];
  onChange: (value: T[]) => void;
}

function Multi<T extends string | number>({ label, options, labelOf, value, onChange }: MultiProps<T>) {
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={1}
      disableCloseOnSelect
      options={options}
      value={value}
      onChange={(_, v) => onChange(v)}
      getOptionLabel={(o) => labelOf(o)}
      renderInput={(params) => <TextField {...params} label={label} margin="none" />}
      // Select menus are at most 224 px tall (spec 000 §9).
      slotProps={{ listbox: { style: { maxHeight: LIMITS.selectMenuMaxHeight } } }}
    />
  );
}

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
  const brands = details?.brands.map((b) => b.brand_name) ?? [];
  // Countries and statuses by code / id, named from the packs; countries in the reader's alphabetical order.
  const countryLabels = new Map(
    byText(details?.countries ?? [], (c) => ref.country(c.code, c.label), ref.lang).map((c) => [
      c.code,
      ref.country(c.code, c.label),
    ]),
  );
  const statusLabels = new Map(details?.projectStatus.map((s) => [s.id, ref.status(s.id, s.description)]));
  return (
    <Grid
      container
      spacing={2}
      component="section"
      aria-label={t('projectList.filtersTitle')}
      sx={{ alignItems: 'flex-start' }}
    >
      <Grid size={{ xs: 12, md: 3 }}>
        <Multi
          label={t('projectList.filterBrand')}
          options={brands}
          labelOf={(b) => b}
          value={value.brands}
          onChange={(brands) => onChange({ ...value, brands })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Multi
          label={t('projectList.filterCountry')}
          options={[...countryLabels.keys()]}
          labelOf={(c) => countryLabels.get(c) ?? c}
          value={value.countries}
          onChange={(countries) => onChange({ ...value, countries })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Multi
          label={t('projectList.filterStatus')}
          options={[...statusLabels.keys()]}
          labelOf={(s) => statusLabels.get(s) ?? String(s)}
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
