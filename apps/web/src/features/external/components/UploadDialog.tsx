import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Progress stays below 100 until the server answers (as the design documents panel). */
const PROGRESS_CAP = 94;

type Step =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; text: string };

interface Props {
  open: boolean;
  /** Sends the file; a rejection is shown with `failureText`. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  failureText: (error: unknown) => string;
  /** Refuses a file before sending it (the name rules): the failure text, or null to send. */
  check?: (file: File) => string | null;
  onClose: () => void;
  /** The file chooser's filter (the slot's extensions). */
  accept?: string;
}

/**
 * 'Add Document' (spec 002 §2, §4): a required file, Upload with a spinner and progress, then 'Success
 * Upload' or the failure text, each with Close; Close resets everything.
 */
export function UploadDialog({ open, upload, failureText, check, onClose, accept }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const close = () => {
    if (step.kind === 'uploading') return;
    setFile(null);
    setMissing(false);
    setStep({ kind: 'idle' });
    onClose();
  };

  const send = async () => {
    if (!file) {
      setMissing(true);
      return;
    }
    const refused = check?.(file);
    if (refused) {
      setStep({ kind: 'failed', text: refused });
      return;
    }
    setStep({ kind: 'uploading', percent: 0 });
    try {
      await upload(file, (p) => setStep({ kind: 'uploading', percent: Math.min(p, PROGRESS_CAP) }));
      setStep({ kind: 'done' });
    } catch (e) {
      setStep({ kind: 'failed', text: failureText(e) });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="external-upload-title">
      <DialogTitle id="external-upload-title">{t('externalPages.upload.title')}</DialogTitle>
      <DialogContent>
        {step.kind === 'idle' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {t('externalPages.upload.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept={accept}
              aria-label={t('externalPages.upload.choose')}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setMissing(false);
                e.target.value = '';
              }}
            />
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {file ? file.name : t('externalPages.upload.noFile')}
            </Typography>
            {missing && (
              <Typography variant="body2" color="error" role="alert">
                {t('externalPages.upload.required')}
              </Typography>
            )}
          </Box>
        )}
        {step.kind === 'uploading' && (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 1 }}>
            <CircularProgress aria-label={t('externalPages.upload.uploading')} />
            <LinearProgress
              variant="determinate"
              value={step.percent}
              sx={{ width: '100%' }}
              aria-label={t('externalPages.upload.progress')}
            />
          </Box>
        )}
        {step.kind === 'done' && (
          <Typography role="status" color="success.main">
            {t('externalPages.upload.success')}
          </Typography>
        )}
        {step.kind === 'failed' && (
          <Typography role="alert" color="error">
            {step.text}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {step.kind === 'idle' && (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={() => void send()}>
              {t('externalPages.upload.send')}
            </Button>
          </>
        )}
        {(step.kind === 'done' || step.kind === 'failed') && (
          <Button variant="contained" onClick={close}>
            {t('common.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
