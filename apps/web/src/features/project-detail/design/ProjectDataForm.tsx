import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROJECT_DATA_FIELDS, SURFACE_MAX_LENGTH } from '@portal/contract';
import { DatePickerField } from '../../../components/DatePickerField';
import type { DesignFormValues } from './model';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  columnGap: 2,
} as const;
const lockedSx = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/**
 * Project data and showroom surfaces: the design surface form (spec 001 §3 "Project data", "Showroom surface
 * per brand"; spec 002 §5). Surfaces are text in sqm, the planned opening date a date; the showroom surfaces
 * are asked (and required) per enabled brand. Editable only by the originator.
 */
export function ProjectDataForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DesignFormValues>();
  const brands = useWatch({ control, name: 'brands' });
  const enabled = brands.map((b, i) => ({ ...b, index: i })).filter((b) => b.brandEnabled);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="design-data-title"
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Typography id="design-data-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('projectDetail.design.data.title')}
      </Typography>
      <Box sx={grid}>
        {PROJECT_DATA_FIELDS.map((name) => (
          <SurfaceField
            key={name}
            name={name}
            id={`design-data-${name}`}
            label={t(`design.field.${name}`)}
            required
            readOnly={readOnly}
          />
        ))}
        <Controller
          control={control}
          name="PlannedOpeningDate"
          render={({ field, fieldState }) => (
            <Box sx={{ mt: 1, mb: 0.5 }}>
              <DatePickerField
                id="design-data-PlannedOpeningDate"
                label={t('design.field.PlannedOpeningDate')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                readOnly={readOnly}
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            </Box>
          )}
        />
      </Box>

      <Typography
        id="design-showroom-title"
        component="h4"
        variant="subtitle2"
        sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}
      >
        {t('projectDetail.design.data.showroomTitle')}
      </Typography>
      {enabled.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('projectDetail.design.data.showroomNone')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {enabled.map((b) => (
            <Box
              key={b.brandId}
              component="fieldset"
              aria-labelledby={`design-showroom-title design-showroom-${b.brandId}-legend`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 0, m: 0 }}
            >
              <Typography
                id={`design-showroom-${b.brandId}-legend`}
                component="legend"
                variant="body2"
                sx={{ fontWeight: 600, px: 0.5 }}
              >
                {b.brandName}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <SurfaceField
                  name={`brands.${b.index}.surfaceNewVehicle`}
                  id={`design-showroom-${b.brandId}-new`}
                  label={t('design.field.surfaceNewVehicle')}
                  required
                  readOnly={readOnly}
                />
                <SurfaceField
                  name={`brands.${b.index}.surfaceSecondVehicle`}
                  id={`design-showroom-${b.brandId}-second`}
                  label={t('design.field.surfaceSecondVehicle')}
                  required
                  readOnly={readOnly}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** A surface in sqm: digits with an optional decimal point (the contract's surfaceProblem, on Save too). */
function SurfaceField({
  name,
  id,
  label,
  required,
  readOnly,
}: {
  name: FieldPath<DesignFormValues>;
  id: string;
  label: string;
  required?: boolean;
  readOnly: boolean;
}) {
  const { control } = useFormContext<DesignFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          margin="dense"
          fullWidth
          sx={readOnly ? lockedSx : undefined}
          slotProps={{ htmlInput: { readOnly, maxLength: SURFACE_MAX_LENGTH, inputMode: 'decimal' } }}
        />
      )}
    />
  );
}
