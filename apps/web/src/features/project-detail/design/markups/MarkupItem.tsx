import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES, isAttached, MARKUP_LIMITS, roleKey, type MarkupView, type Role } from '@portal/contract';
import { formatDate } from '../../../../lib/dates';

export interface ItemActions {
  onShow: () => void;
  onEdit: (note: string) => void;
  onDelete: () => void;
  onAnswer: (note: string) => void;
  onClosed: (closed: boolean) => void;
  busy: boolean;
}

const roleTitle = (role: string) =>
  (ALL_ROLES as readonly string[]).includes(role) ? roleKey(role as Role) : null;

/**
 * One markup in the list beside the viewer: its number, kind and page (a button that shows it on the page), its
 * note, author and state, the originator's answer, and what the caller may do with it now (the server's flags).
 * Chosen on the page, it scrolls into view and takes the focus, so its thread and buttons are at hand.
 */
export function MarkupItem({
  markup: m,
  n,
  earlier,
  selected,
  chosenOnPage = 0,
  actions,
}: {
  markup: MarkupView;
  n: number;
  /** Drawn on an earlier version of the document (shown beside the newer one). */
  earlier: boolean;
  selected: boolean;
  /** Counts the times it was chosen by a click on the page (0: not chosen there). */
  chosenOnPage?: number;
  actions: ItemActions;
}) {
  const { t } = useTranslation();
  const item = useRef<HTMLLIElement>(null);
  const title = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!chosenOnPage) return;
    // jsdom has no scrollIntoView.
    item.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    title.current?.focus({ preventScroll: true });
  }, [chosenOnPage]);
  const [form, setForm] = useState<'edit' | 'answer' | null>(null);
  const [text, setText] = useState('');
  const key = roleTitle(m.author.role);
  const status = isAttached(m) ? m.status : 'draft';
  const open = (kind: 'edit' | 'answer') => {
    setText(kind === 'edit' ? m.note : (m.answer?.note ?? ''));
    setForm(kind);
  };
  const tooLong = text.trim().length > MARKUP_LIMITS.noteMaxLength;
  return (
    <Box
      component="li"
      ref={item}
      aria-current={selected || undefined}
      sx={{
        borderLeft: 4,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : undefined,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderBottomColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button ref={title} size="small" onClick={actions.onShow} sx={{ fontWeight: 700, minWidth: 0 }}>
          {t('markups.item', { n, page: m.page, kind: t(`markups.kind.${m.shape.kind}`) })}
        </Button>
        <Chip
          size="small"
          label={t(`markups.status.${status}`)}
          color={status === 'open' ? 'error' : 'default'}
        />
        {earlier && (
          <Chip size="small" variant="outlined" label={t('markups.fromVersion', { version: m.version })} />
        )}
      </Box>
      {m.note && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {m.note}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {t('markups.by', {
          name: m.author.name,
          role: key ? t(key) : m.author.role,
          date: formatDate(m.createdAt),
        })}
      </Typography>
      {m.answer && (
        <Typography
          variant="body2"
          sx={{ mt: 0.5, pl: 1, borderLeft: 2, borderColor: 'success.main', wordBreak: 'break-word' }}
        >
          {t('markups.answerBy', { name: m.answer.name, note: m.answer.note })}
        </Typography>
      )}
      {form ? (
        <Box sx={{ mt: 1 }}>
          <TextField
            label={form === 'edit' ? t('markups.note') : t('markups.answerLabel')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            size="small"
            required={form === 'answer'}
            error={tooLong}
            helperText={tooLong ? t('validation.markup.noteTooLong') : undefined}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="contained"
              disabled={actions.busy || tooLong || (form === 'answer' && !text.trim())}
              onClick={() => {
                if (form === 'edit') actions.onEdit(text);
                else actions.onAnswer(text);
                setForm(null);
              }}
            >
              {form === 'edit' ? t('markups.saveNote') : t('markups.sendAnswer')}
            </Button>
            <Button size="small" onClick={() => setForm(null)}>
              {t('markups.cancel')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          {m.canAnswer && (
            <Button size="small" variant="outlined" onClick={() => open('answer')} disabled={actions.busy}>
              {t('markups.answer')}
            </Button>
          )}
          {m.canEdit && (
            <Button size="small" onClick={() => open('edit')} disabled={actions.busy}>
              {t('markups.edit')}
            </Button>
          )}
          {m.canClose && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => actions.onClosed(m.status !== 'closed')}
              disabled={actions.busy}
            >
              {m.status === 'closed' ? t('markups.reopen') : t('markups.close')}
            </Button>
          )}
          {m.canDelete && (
            <Button size="small" color="error" onClick={actions.onDelete} disabled={actions.busy}>
              {t('markups.delete')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
