import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  ALL_ROLES,
  TIMELINE_KINDS,
  type Role,
  type TimelineEntry,
  type TimelineKind,
} from '@portal/contract';
import { Loading, LoadError } from '../../../components/QueryState';
import { shownError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { roleText } from '../../../lib/reference';
import { useExportProjectTimelineCsv } from '../api/exportProjectTimelineCsv';
import { useProjectTimeline } from '../api/getProjectTimeline';

/** The entry's sentence: its placeholders filled, those that are pack keys translated first. */
export function entryText(t: TFunction, entry: Pick<TimelineEntry, 'key' | 'params' | 'refs'>): string {
  const refs = Object.fromEntries(Object.entries(entry.refs).map(([name, key]) => [name, t(key)]));
  return t(entry.key, { ...entry.params, ...refs });
}

function actorRole(t: TFunction, actor: TimelineEntry['actor']): string {
  if (actor.role && (ALL_ROLES as readonly string[]).includes(actor.role))
    return roleText(t, actor.role as Role);
  if (actor.party) return t(`ciScreens.party.${actor.party}`);
  return actor.role ?? '';
}

/** The Activity tab (issue 22 §5): the project's changes, newest first, by kind, page after page, and as CSV. */
export default function ActivityTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const timeline = useProjectTimeline(projectId, kinds);
  const exportCsv = useExportProjectTimelineCsv();
  const [exportError, setExportError] = useState('');

  const onKinds = (e: SelectChangeEvent<TimelineKind[]>) => {
    const value = e.target.value;
    setKinds(typeof value === 'string' ? (value.split(',') as TimelineKind[]) : value);
  };
  const startExport = () => {
    setExportError('');
    exportCsv.mutate(
      { projectId, kinds },
      { onError: (err) => void (shownError(err) && setExportError(t('timeline.exportFailed'))) },
    );
  };
  const entries = timeline.data?.pages.flatMap((p) => p.entries) ?? [];
  const loadError = shownError(timeline.error);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
          {/* Shrunk: the empty choice shows "All kinds" in the field. */}
          <InputLabel id="timeline-kinds-label" shrink>
            {t('timeline.filter.label')}
          </InputLabel>
          <Select
            labelId="timeline-kinds-label"
            multiple
            value={kinds}
            onChange={onKinds}
            input={<OutlinedInput notched label={t('timeline.filter.label')} />}
            displayEmpty
            renderValue={(selected) =>
              selected.length
                ? selected.map((k) => t(`timeline.kind.${k}`)).join(', ')
                : t('timeline.filter.all')
            }
          >
            {TIMELINE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                <Checkbox size="small" checked={kinds.includes(kind)} />
                <ListItemText primary={t(`timeline.kind.${kind}`)} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={startExport}
          disabled={exportCsv.isPending}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('timeline.export')}
        </Button>
      </Box>
      {exportError && <Alert severity="error">{exportError}</Alert>}

      {timeline.isPending ? (
        <Loading />
      ) : loadError ? (
        <LoadError
          text={t('timeline.loadError')}
          onRetry={() => void timeline.refetch()}
          error={timeline.error}
        />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{t('timeline.empty')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('timeline.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}

      {timeline.hasNextPage && (
        <Box>
          <Button onClick={() => void timeline.fetchNextPage()} disabled={timeline.isFetchingNextPage}>
            {t('timeline.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Read by screen readers only: the comment's label, which the quote's look says to the eye. */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Entry({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation();
  const role = actorRole(t, entry.actor);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '150px minmax(0, 1fr)' },
        gap: { xs: 0.5, md: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{entryText(t, entry)}</Typography>
          <Chip size="small" variant="outlined" label={t(`timeline.kind.${entry.kind}`)} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {role ? `${entry.actor.name} · ${role}` : entry.actor.name}
        </Typography>
        {entry.comment && (
          <Typography
            variant="body2"
            component="blockquote"
            sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
          >
            <Box component="span" sx={srOnly}>
              {t('timeline.comment')}:{' '}
            </Box>
            {entry.comment}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
