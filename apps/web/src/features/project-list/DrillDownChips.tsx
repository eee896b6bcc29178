import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ProjectListBody } from '@portal/contract';
import { formatDate } from '../../lib/dates';

/**
 * The dashboard's filters that a drill-down brings beyond the panel's (issue 12): regions, the creation
 * date range and the archived choice. The list shows them as chips while active, each with a way to clear
 * it, and sends them with the list and CSV export calls. They are never saved (Filter Data stores the
 * panel's filters only); Show All clears them.
 */
export interface DrillExtras {
  regions: string[];
  fromDate: string;
  toDate: string;
  /** undefined: the list as always (paused projects shown); false: left out; true: included. */
  includeArchived?: boolean | undefined;
}

export const NO_EXTRAS: DrillExtras = { regions: [], fromDate: '', toDate: '' };

/** The list call's fields for these filters; only those set, so a list without them asks as before. */
export function extrasBody(
  extras: DrillExtras,
): Pick<ProjectListBody, 'arReagion' | 'FromDate' | 'ToDate' | 'IncludeArchivedProject'> {
  return {
    ...(extras.regions.length ? { arReagion: extras.regions } : {}),
    ...(extras.fromDate ? { FromDate: extras.fromDate } : {}),
    ...(extras.toDate ? { ToDate: extras.toDate } : {}),
    ...(extras.includeArchived !== undefined ? { IncludeArchivedProject: extras.includeArchived } : {}),
  };
}

export function DrillDownChips({
  value,
  onChange,
}: {
  value: DrillExtras;
  onChange: (next: DrillExtras) => void;
}) {
  const { t } = useTranslation();
  const [from, to] = [formatDate(value.fromDate), formatDate(value.toDate)];
  const chips: { key: string; label: string; clear: Partial<DrillExtras> }[] = [];
  if (value.regions.length)
    chips.push({
      key: 'regions',
      label: t('projectList.drill.regions', { regions: value.regions.join(', ') }),
      clear: { regions: [] },
    });
  if (from || to)
    chips.push({
      key: 'dates',
      label:
        from && to
          ? t('projectList.drill.created', { from, to })
          : from
            ? t('projectList.drill.createdFrom', { from })
            : t('projectList.drill.createdUntil', { to }),
      clear: { fromDate: '', toDate: '' },
    });
  if (value.includeArchived !== undefined)
    chips.push({
      key: 'archived',
      label: t(
        value.includeArchived ? 'projectList.drill.archivedIncluded' : 'projectList.drill.archivedExcluded',
      ),
      clear: { includeArchived: undefined },
    });
  if (!chips.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="section"
      aria-label={t('projectList.drill.title')}
      sx={{ flexWrap: 'wrap' }}
    >
      {chips.map((chip) => {
        const clear = () => onChange({ ...value, ...chip.clear });
        return (
          <Chip
            key={chip.key}
            label={chip.label}
            aria-label={t('projectList.drill.clear', { filter: chip.label })}
            onClick={clear}
            onDelete={clear}
            color="primary"
            variant="outlined"
          />
        );
      })}
    </Stack>
  );
}
