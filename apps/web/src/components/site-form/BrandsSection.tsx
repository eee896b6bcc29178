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
import { get, useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrands } from '../../lib/lookups';
import { contractTypeText } from '../../lib/reference';
import { useContractTypes } from './api/getContractTypes';
import { fieldMessage, type SiteBrandValue, type SiteFormValues } from './rules';
import { lockedSx, menuProps, SectionTitle, visuallyHidden } from './fields';

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
