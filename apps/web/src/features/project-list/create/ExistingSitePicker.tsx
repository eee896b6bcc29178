import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteRow } from '@portal/contract';
import { countryText } from '../../../lib/reference';
import { useSiteSearch } from './api/getSitesAndRepresentatives';

interface Props {
  value: SiteRow | null;
  onChange(site: SiteRow | null): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** Searches existing retail locations as the user types (useSiteSearch) and answers the chosen one. */
export function ExistingSitePicker({ value, onChange, error, inputRef, disabled }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  // What is searched: only what the user typed (not the chosen option's label).
  const [query, setQuery] = useState('');
  const { options, loading } = useSiteSearch(query);

  return (
    <Autocomplete<SiteRow>
      id="create-existing-site"
      data-field="SiteId"
      value={value}
      onChange={(_e, site) => onChange(site)}
      inputValue={input}
      onInputChange={(_e, v, reason) => {
        setInput(v);
        if (reason === 'input' || reason === 'clear') setQuery(reason === 'clear' ? '' : v);
      }}
      options={value && !options.some((o) => o.siteId === value.siteId) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(s) => `${s.siteName} – ${s.city}`}
      isOptionEqualToValue={(a, b) => a.siteId === b.siteId}
      loading={loading}
      disabled={disabled}
      loadingText={t('projectCreate.existingSite.searching')}
      noOptionsText={t('projectCreate.existingSite.none')}
      renderOption={({ key, ...props }, s) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {s.siteName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[
                s.street,
                `${s.zipCode} ${s.city}`.trim(),
                countryText(t, s.countryCode, s.country),
                s.ARCADLocationCode,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={t('projectCreate.existingSite')}
          required
          size="small"
          margin="none"
          error={Boolean(error)}
          helperText={error || t('projectCreate.existingSite.help')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
