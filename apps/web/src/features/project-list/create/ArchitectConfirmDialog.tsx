import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ARCHITECT_CONFIRMATION_COUNT, SIGNED_IN_ROUTES } from '@portal/contract';

/** The three sections and their statements (3, 2 and 2: ARCHITECT_CONFIRMATION_SECTIONS). */
const SECTIONS = [
  {
    title: 'projectCreate.confirm.section1',
    items: ['projectCreate.confirm.s1a', 'projectCreate.confirm.s1b', 'projectCreate.confirm.s1c'],
  },
  {
    title: 'projectCreate.confirm.section2',
    items: ['projectCreate.confirm.s2a', 'projectCreate.confirm.s2b'],
  },
  {
    title: 'projectCreate.confirm.section3',
    items: ['projectCreate.confirm.s3a', 'projectCreate.confirm.s3b'],
  },
] as const;

interface Props {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** The dialog has finished closing (the next dialog opens then, never two modals at once). */
  onExited?(): void;
}

/** Architect confirmation (spec 001 §2 "Create project flow"): 'I Confirm' only once all 7 are ticked. */
export function ArchitectConfirmDialog({ open, onCancel, onConfirm, onExited }: Props) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const count = ticked.size;
  const all = count === ARCHITECT_CONFIRMATION_COUNT;
  const toggle = (key: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="architect-confirm-title"
      aria-describedby="architect-confirm-intro"
      fullWidth
      maxWidth="md"
      slotProps={{
        transition: {
          onExited: () => {
            setTicked(new Set());
            onExited?.();
          },
        },
      }}
    >
      <DialogTitle id="architect-confirm-title">{t('projectCreate.confirm.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography id="architect-confirm-intro" sx={{ mb: 2 }}>
          {t('projectCreate.confirm.intro')}
        </Typography>
        {SECTIONS.map((section, i) => (
          <Box
            key={section.title}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 1, mb: 2, mx: 0 }}
          >
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
              {`${i + 1}. ${t(section.title)}`}
            </Typography>
            <FormGroup>
              {section.items.map((key) => (
                <FormControlLabel
                  key={key}
                  sx={{ alignItems: 'flex-start', my: 0.25 }}
                  control={
                    <Checkbox
                      checked={ticked.has(key)}
                      onChange={(e) => toggle(key, e.target.checked)}
                      sx={{ pt: 0.5 }}
                    />
                  }
                  label={t(key)}
                />
              ))}
            </FormGroup>
          </Box>
        ))}
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('projectCreate.confirm.count', { count, total: ARCHITECT_CONFIRMATION_COUNT })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('projectCreate.confirm.helpPrefix')}{' '}
          <Link component={RouterLink} to={SIGNED_IN_ROUTES.helpDesk.path}>
            {t('projectCreate.confirm.helpLink')}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!all} onClick={onConfirm}>
          {t('projectCreate.confirm.button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
