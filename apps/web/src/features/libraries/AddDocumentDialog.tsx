import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileNameProblem, libraryBrands, type Library } from '@portal/contract';
import { MessageDialog } from '../../components/MessageDialog';
import { ApiError } from '../../lib/api';
import { useUploadLibraryFile } from './api/uploadLibraryFile';

/** Progress stays at 94 % until the server answers, then 100, and is reset after a second (spec 001 §4, §9). */
export const PROGRESS_CAP = 94;
export const PROGRESS_RESET_MS = 1000;

/** The dialog titles of the file-name rules (designReference `upload.*`). */
const NAME_TITLE: Record<string, string> = {
  'upload.invalidCharacters': 'upload.invalidCharacters.title',
  'upload.templateNotAccepted': 'upload.templateNotAccepted.title',
  'upload.plusNotAccepted': 'upload.invalidCharacters.title',
};

type Step = 'idle' | 'uploading' | 'done' | 'failed';

interface Props {
  library: Library;
  /** The brand chosen first (the accordion open on the tab), if any. */
  brandName?: string;
  onClose: () => void;
}

/**
 * 'Add Document' (spec 001 §2 "Documents screen", §4 "Library upload", §5, §8): the brand, a required file
 * whose name passes the rule (else its dialog), Upload (width 160) with the progress bar, then 'SuccessUpload'
 * or, in red, the FileExist text or 'error', with Close.
 */
export function AddDocumentDialog({ library, brandName, onClose }: Props) {
  const { t } = useTranslation();
  const brands = libraryBrands(library);
  const upload = useUploadLibraryFile(library);
  const input = useRef<HTMLInputElement>(null);
  // The first brand when none is given (the list is the contract's brands, never empty).
  const [brand, setBrand] = useState(brandName && brands.includes(brandName) ? brandName : (brands[0] ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    if (step === 'uploading') return;
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileNameProblem(chosen.name);
    if (problem) {
      setFile(null);
      setNameProblem(problem);
      return;
    }
    setFile(chosen);
    setMissing(false);
  };

  const send = async () => {
    if (!file) {
      setMissing(true);
      return;
    }
    setStep('uploading');
    setProgress(0);
    try {
      await upload.mutateAsync({
        upload: { library, brandName: brand, file },
        onProgress: (percent) => setProgress(Math.min(percent, PROGRESS_CAP)),
      });
      setProgress(100);
      setStep('done');
    } catch (e) {
      setFailure(
        e instanceof ApiError && (e.status === 409 || e.message === 'FileExist')
          ? t('upload.fileExist')
          : e instanceof ApiError && e.status === 413
            ? e.message
            : t('libraries.error'),
      );
      setStep('failed');
    }
    timer.current = window.setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
  };

  return (
    <>
      <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="library-add-title">
        <DialogTitle id="library-add-title">
          {t('libraries.addDocument')} — {t(`libraries.tab.${library}`)}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TextField
              select
              label={t('libraries.add.brand')}
              value={brand}
              onChange={(e) => setBrand(e.target.value)}
              disabled={step !== 'idle'}
              size="small"
            >
              {brands.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
                disabled={step !== 'idle'}
              >
                {t('libraries.add.choose')}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept={acceptOf('libraryDocument')}
                aria-label={t('libraries.add.choose')}
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {file ? file.name : t('libraries.add.noFile')}
              </Typography>
            </Box>
            {missing && (
              <Typography variant="body2" color="error" role="alert">
                {t('libraries.add.required')}
              </Typography>
            )}
            <LinearProgress variant="determinate" value={progress} aria-label={t('libraries.add.progress')} />
            {step === 'done' && (
              <Typography role="status" color="success.main">
                {t('libraries.successUpload')}
              </Typography>
            )}
            {step === 'failed' && (
              <Typography role="alert" color="error">
                {failure}
              </Typography>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          {step === 'idle' || step === 'uploading' ? (
            <>
              <Button onClick={close} disabled={step === 'uploading'}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="contained"
                sx={{ width: 160 }}
                loading={step === 'uploading'}
                loadingPosition="start"
                onClick={() => void send()}
              >
                {step === 'uploading' ? t('libraries.add.uploading') : t('libraries.add.upload')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={close}>
              {t('common.close')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {nameProblem && (
        <MessageDialog
          id="library-file-name"
          title={t(NAME_TITLE[nameProblem] ?? 'upload.invalidCharacters.title')}
          text={t(nameProblem)}
          onClose={() => setNameProblem(null)}
        />
      )}
    </>
  );
}
