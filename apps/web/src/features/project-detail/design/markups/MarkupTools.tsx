import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PanToolIcon from '@mui/icons-material/PanToolOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import CloudIcon from '@mui/icons-material/CloudOutlined';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import StraightenIcon from '@mui/icons-material/Straighten';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKUP_KINDS, MARKUP_LIMITS, type MarkupKind } from '@portal/contract';

const ICONS: Record<MarkupKind, ReactElement> = {
  pin: <PlaceIcon />,
  rect: <CropSquareIcon />,
  cloud: <CloudIcon />,
  arrow: <NorthEastIcon />,
  measure: <StraightenIcon />,
};

/**
 * The drawing tools (a toggle group: arrow keys move between them, each has its accessible name): choose one,
 * then drag on a page, or focus the page and press Enter.
 */
export function MarkupTools({
  tool,
  onTool,
}: {
  tool: MarkupKind | null;
  onTool: (tool: MarkupKind | null) => void;
}) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <Box sx={{ mb: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tool ?? 'none'}
        onChange={(_, value: MarkupKind | 'none' | null) => onTool(value && value !== 'none' ? value : null)}
        aria-label={t('markups.tools')}
        aria-describedby={hint}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="none" aria-label={t('markups.tool.none')} title={t('markups.tool.none')}>
          <PanToolIcon />
        </ToggleButton>
        {MARKUP_KINDS.map((kind) => (
          <ToggleButton
            key={kind}
            value={kind}
            aria-label={t(`markups.kind.${kind}`)}
            title={t(`markups.kind.${kind}`)}
          >
            {ICONS[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography id={hint} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('markups.drawHint')}
      </Typography>
    </Box>
  );
}

/** The note of a shape just drawn, saved with it (or dropped). */
export function NewMarkupForm({
  page,
  kind,
  busy,
  onSave,
  onCancel,
}: {
  page: number;
  kind: MarkupKind;
  busy: boolean;
  onSave: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // The note is what comes next once a shape is drawn.
  useEffect(() => field.current?.focus(), []);
  const tooLong = note.trim().length > MARKUP_LIMITS.noteMaxLength;
  return (
    <Box
      component="form"
      sx={{ my: 1, p: 1, border: 1, borderColor: 'secondary.main', borderRadius: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong) onSave(note.trim());
      }}
    >
      <Typography variant="subtitle2">
        {t('markups.drawArea', { kind: t(`markups.kind.${kind}`), page })}
      </Typography>
      <TextField
        label={t('markups.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        inputRef={field}
        error={tooLong}
        helperText={tooLong ? t('validation.markup.noteTooLong') : undefined}
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" size="small" variant="contained" disabled={busy || tooLong}>
          {t('markups.save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('markups.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
