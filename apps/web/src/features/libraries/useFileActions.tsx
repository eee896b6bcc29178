import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Library } from '@portal/contract';
import { MessageDialog } from '../../components/MessageDialog';
import { shownError } from '../../lib/api';
import { useDeleteLibraryDocument } from './api/deleteLibraryDocument';
import { useDownloadLibraryDocument } from './api/downloadLibraryDocument';

/** The delete-success message closes itself after 2 seconds (spec 001 §8, §9). */
export const DELETE_SUCCESS_MS = 2000;

export interface LibraryFile {
  documentId: number;
  fileName: string;
}

type State =
  | { kind: 'downloading' }
  | { kind: 'notFound' }
  | { kind: 'confirmDelete'; file: LibraryFile; brand: string }
  | { kind: 'deleting' }
  | { kind: 'deleted' }
  | { kind: 'deleteFailed' };

/**
 * Download and delete of a library file with their dialogs (spec 001 §2, §8): 'Downloading File...' while
 * the file comes ('File Not Found' when it does not); a confirmation, 'Deleting File...', then
 * 'SuccessDelete', which closes after 2 s, or 'error' with Close.
 */
export function useFileActions(library: Library) {
  const { t } = useTranslation();
  const remove = useDeleteLibraryDocument(library);
  const fetchFile = useDownloadLibraryDocument();
  const [state, setState] = useState<State | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const download = async (file: LibraryFile) => {
    setState({ kind: 'downloading' });
    try {
      await fetchFile.mutateAsync(file);
      setState(null);
    } catch (e) {
      setState(shownError(e) ? { kind: 'notFound' } : null);
    }
  };

  const confirmDelete = async (file: LibraryFile) => {
    setState({ kind: 'deleting' });
    try {
      await remove.mutateAsync(file.documentId);
      setState({ kind: 'deleted' });
      timer.current = window.setTimeout(() => setState(null), DELETE_SUCCESS_MS);
    } catch (e) {
      setState(shownError(e) ? { kind: 'deleteFailed' } : null);
    }
  };

  const close = () => {
    window.clearTimeout(timer.current);
    setState(null);
  };

  const busy = (text: string) => (
    <Dialog open aria-labelledby="library-busy-text">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography id="library-busy-text" role="status">
          {text}
        </Typography>
      </DialogContent>
    </Dialog>
  );

  let dialogs: ReactNode = null;
  if (state?.kind === 'downloading') dialogs = busy(t('libraries.downloading'));
  if (state?.kind === 'deleting') dialogs = busy(t('libraries.deleting'));
  if (state?.kind === 'notFound')
    dialogs = (
      <MessageDialog
        id="library-not-found"
        title={t('libraries.notFound.title')}
        text={t('libraries.notFound.text')}
        onClose={close}
      />
    );
  if (state?.kind === 'confirmDelete') {
    const { file, brand } = state;
    dialogs = (
      <Dialog
        open
        onClose={close}
        aria-labelledby="library-delete-title"
        aria-describedby="library-delete-text"
      >
        <DialogTitle id="library-delete-title">{t('libraries.confirmDelete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="library-delete-text">
            {t('libraries.confirmDelete.text', { name: file.fileName, brand })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="contained" color="error" onClick={() => void confirmDelete(file)}>
            {t('libraries.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (state?.kind === 'deleted' || state?.kind === 'deleteFailed') {
    const ok = state.kind === 'deleted';
    dialogs = (
      <Dialog open onClose={close} aria-labelledby="library-deleted-text">
        <DialogContent>
          <Box sx={{ minWidth: 240 }}>
            <Typography
              id="library-deleted-text"
              role={ok ? 'status' : 'alert'}
              color={ok ? 'success.main' : 'error'}
            >
              {ok ? t('libraries.successDelete') : t('libraries.deleteFailed')}
            </Typography>
          </Box>
        </DialogContent>
        {!ok && (
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('common.close')}
            </Button>
          </DialogActions>
        )}
      </Dialog>
    );
  }

  return {
    download: (file: LibraryFile) => void download(file),
    askDelete: (file: LibraryFile, brand: string) => setState({ kind: 'confirmDelete', file, brand }),
    dialogs,
  };
}
