import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, type BrandData, type BrandField } from '@portal/contract';
import { MultiSelect } from '../../../components/MultiSelect';
import type { DesignFormValues } from './model';

const menuProps = { slotProps: { paper: { sx: { maxHeight: LIMITS.selectMenuMaxHeight } } } };
const lockedSx = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/** A field's label: the server's (in the language asked for), else the pack's. */
export function useBrandFieldLabel() {
  const { t } = useTranslation();
  return (f: BrandField) => f.fieldLabel || t(`brandField.${f.fieldName}`, { defaultValue: f.fieldName });
}

/**
 * Project type and CI workstream per brand: the brand accordion form (spec 002 §2, §3, §5). Each of the
 * project's brands has a panel enabled by its checkbox; only an enabled brand shows its fields, by type.
 * Editable only by the originator (`readOnly` otherwise) and never a field flagged `disable`.
 */
export function BrandAccordionForm({
  brands,
  readOnly,
}: {
  brands: readonly BrandData[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<DesignFormValues>();
  const values = useWatch({ control, name: 'brands' });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="design-brands-title"
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Typography id="design-brands-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('projectDetail.design.brands.title')}
      </Typography>
      {brands.length === 0 && <Typography>{t('projectDetail.design.brands.none')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {values.map((value, i) => {
          const brand = brands.find((b) => b.brandId === value.brandId);
          if (!brand) return null;
          const panelId = `design-brand-${brand.brandId}`;
          return (
            <Paper key={brand.brandId} variant="outlined" sx={{ px: 2, py: 1 }}>
              <Controller
                control={control}
                name={`brands.${i}.brandEnabled`}
                render={({ field }) => (
                  <FormControlLabel
                    label={<Typography sx={{ fontWeight: 600 }}>{brand.brandName}</Typography>}
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        disabled={readOnly}
                        slotProps={{ input: { 'aria-controls': panelId } }}
                      />
                    }
                  />
                )}
              />
              <Collapse in={value.brandEnabled} unmountOnExit>
                <Box
                  id={panelId}
                  role="group"
                  aria-label={brand.brandName}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    columnGap: 2,
                    pt: 1,
                    pb: 0.5,
                  }}
                >
                  {brand.fields.map((f) => (
                    <BrandFieldInput
                      key={f.fieldName}
                      index={i}
                      brandId={brand.brandId}
                      field={f}
                      locked={readOnly || f.disable}
                    />
                  ))}
                </Box>
              </Collapse>
            </Paper>
          );
        })}
      </Box>
    </Paper>
  );
}

/** One dynamic field by its type: text, number, single or multiple choice (spec 002 §3 "Brand data"). */
function BrandFieldInput({
  index,
  brandId,
  field: def,
  locked,
}: {
  index: number;
  brandId: number;
  field: BrandField;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const labelOf = useBrandFieldLabel();
  const { control } = useFormContext<DesignFormValues>();
  const id = `design-brand-${brandId}-${def.fieldName}`;
  const label = labelOf(def);
  return (
    <Controller
      control={control}
      name={`brands.${index}.values.${def.fieldName}`}
      render={({ field, fieldState }) => {
        const error = Boolean(fieldState.error);
        const helperText = fieldState.error?.message ?? ' ';
        if (def.fieldType === 'multiDropdown')
          return (
            <MultiSelect
              id={id}
              label={label}
              options={def.fieldValues}
              value={Array.isArray(field.value) ? field.value : field.value ? [field.value] : []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required={def.mandatory}
              disabled={locked}
              error={error}
              helperText={helperText}
              margin="dense"
            />
          );
        const text = Array.isArray(field.value) ? (field.value[0] ?? '') : (field.value ?? '');
        if (def.fieldType === 'singleDropdown')
          return (
            <TextField
              select
              id={id}
              label={label}
              value={text}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required={def.mandatory}
              disabled={locked}
              error={error}
              helperText={helperText}
              margin="dense"
              fullWidth
              slotProps={{ select: { MenuProps: menuProps } }}
            >
              <MenuItem value="">
                <em>{t('projectDetail.design.brands.noChoice')}</em>
              </MenuItem>
              {def.fieldValues.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          );
        return (
          <TextField
            id={id}
            label={label}
            value={text}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required={def.mandatory}
            error={error}
            helperText={helperText}
            margin="dense"
            fullWidth
            multiline={def.fieldType === 'text'}
            maxRows={4}
            sx={locked ? lockedSx : undefined}
            slotProps={{
              htmlInput: {
                readOnly: locked,
                maxLength: def.fieldType === 'number' ? 12 : 500,
                inputMode: def.fieldType === 'number' ? 'decimal' : undefined,
              },
            }}
          />
        );
      }}
    />
  );
}
