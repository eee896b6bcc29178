import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fileNameProblem,
  MAX_SLOT_VERSIONS,
  type DocumentInfo,
  type DocumentSlot,
  type DocumentVersion,
} from '@portal/contract';
import { FilePreviewDialog, type PreviewKind } from '../../../components/FilePreviewDialog';
import { MessageDialog } from '../../../components/MessageDialog';
import { VersionCompareDialog } from '../../../components/VersionCompareDialog';
import { ApiError, shownError } from '../../../lib/api';
import { useDeleteProjectDocs } from '../api/deleteProjectDocs';
import { downloadFileById, previewSourceOf } from '../api/getFileById';
import { getTemplateFile } from '../api/getTemplateFile';
import { isMaxFileUploaded } from '../api/isMaxFileUploaded';
import { useUploadProjectFile } from '../api/uploadProjectFile';
import { compareVersionsOf, previewKind, SlotRow } from './SlotRow';
import { OpenMarkups } from './markups/OpenMarkups';
import type { CompareVersion } from '../../../components/VersionCompareDialog';

/** Progress stays at 94 % until the server answers, then 100, and is cleared after a second (spec 001 §4, §9). */
const PROGRESS_CAP = 94;
const PROGRESS_CLEAR_MS = 1000;

type Dialogs =
  | { kind: 'name'; problem: string }
  | { kind: 'replace'; slot: DocumentSlot; file: File }
  | { kind: 'error'; text: string }
  | { kind: 'notFound' }
  | { kind: 'delete'; slot: DocumentSlot; version: DocumentVersion }
  | { kind: 'preview'; version: DocumentVersion; view: PreviewKind }
  | { kind: 'compare'; slot: DocumentSlot; versions: CompareVersion[] };

/** The dialog titles of the file-name rules (designReference `upload.*`): "+" is one of the invalid characters. */
const NAME_TITLE: Record<string, string> = {
  'upload.invalidCharacters': 'upload.invalidCharacters.title',
  'upload.templateNotAccepted': 'upload.templateNotAccepted.title',
  'upload.plusNotAccepted': 'upload.invalidCharacters.title',
};

interface Props {
  projectId: number;
  userId: number;
  documents: DocumentInfo;
  /** The originator while the dossier is open (isUploadAllowed): upload and delete. */
  canChange: boolean;
  /** The required slots as the form now stands (contract requiredSlots); the saved answer's otherwise. */
  required?: ReadonlySet<DocumentSlot>;
}

/**
 * Design requirements documents (spec 001 §2, §3, §5, §8; docs/lifecycle.md, docs/files.md): a row per slot the project's
 * brands and typology call for, with its template, upload (name rules, "replace the oldest version?"),
 * versions (date, uploader), download, delete and preview of PDF and images.
 */
export function DocumentsPanel({ projectId, userId, documents, canChange, required }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [progress, setProgress] = useState<Partial<Record<DocumentSlot, number>>>({});
  const [notice, setNotice] = useState('');
  const upload = useUploadProjectFile(projectId);
  const remove = useDeleteProjectDocs(projectId);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const setSlotProgress = (slot: DocumentSlot, value: number | undefined) =>
    setProgress((p) => ({ ...p, [slot]: value }));

  const failure = (e: unknown) => {
    const error = shownError(e);
    if (!error) return;
    if (error instanceof ApiError && error.status === 409)
      setDialog({ kind: 'error', text: t('upload.fileExist') });
    else
      setDialog({
        kind: 'error',
        text: (error instanceof ApiError && error.message) || t('projectDetail.design.docs.uploadFailed'),
      });
  };

  const send = async (slot: DocumentSlot, file: File, replaceOldest: boolean) => {
    setNotice('');
    setSlotProgress(slot, 0);
    try {
      await upload.mutateAsync({
        upload: { projectId, userId, documentName: slot, file, replaceOldest },
        onProgress: (percent) => setSlotProgress(slot, Math.min(percent, PROGRESS_CAP)),
      });
      setSlotProgress(slot, 100);
      setNotice(t('projectDetail.design.docs.uploaded', { name: file.name }));
      timers.current.push(window.setTimeout(() => setSlotProgress(slot, undefined), PROGRESS_CLEAR_MS));
    } catch (e) {
      setSlotProgress(slot, undefined);
      failure(e);
    }
  };

  /** A file chosen for a slot: the name rules, then "replace the oldest version?" when the slot is full. */
  const choose = async (slot: DocumentSlot, file: File) => {
    const problem = fileNameProblem(file.name);
    if (problem) {
      setDialog({ kind: 'name', problem });
      return;
    }
    let full: boolean;
    try {
      full = await isMaxFileUploaded(projectId, slot);
    } catch (e) {
      failure(e);
      return;
    }
    if (full) setDialog({ kind: 'replace', slot, file });
    else await send(slot, file, false);
  };

  const notFound = () => setDialog({ kind: 'notFound' });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="design-docs-title"
      sx={{ p: { xs: 1.5, md: 2 } }}
    >
      <Typography id="design-docs-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('projectDetail.design.docs.title')}
      </Typography>
      <OpenMarkups projectId={projectId} />
      {!canChange && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('projectDetail.design.docs.readOnly')}
        </Typography>
      )}
      {/* Read out when an upload ends. */}
      <Box role="status" aria-live="polite" sx={{ typography: 'body2', color: 'success.main', minHeight: 0 }}>
        {notice}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {documents.documents.map((slot) => (
          <SlotRow
            key={slot.documentName}
            slot={required ? { ...slot, required: required.has(slot.documentName) } : slot}
            canChange={canChange}
            progress={progress[slot.documentName]}
            busy={progress[slot.documentName] !== undefined}
            onChoose={(file) => void choose(slot.documentName, file)}
            onTemplate={() => {
              if (slot.templateFileName)
                getTemplateFile(slot.templateFileName, userId, projectId).catch(notFound);
            }}
            onDownload={(v) => void downloadFileById(v.documentId, v.fileName).catch(notFound)}
            onPreview={(v) => {
              const view = previewKind(v);
              if (view) setDialog({ kind: 'preview', version: v, view });
            }}
            onDelete={(v) => {
              remove.reset();
              setDialog({ kind: 'delete', slot: slot.documentName, version: v });
            }}
            onCompare={
              compareVersionsOf(slot.versions, t).length >= 2
                ? () =>
                    setDialog({
                      kind: 'compare',
                      slot: slot.documentName,
                      versions: compareVersionsOf(slot.versions, t),
                    })
                : undefined
            }
          />
        ))}
      </Box>

      {dialog?.kind === 'name' && (
        <MessageDialog
          id="design-docs-name"
          title={t(NAME_TITLE[dialog.problem] ?? 'upload.invalidCharacters.title')}
          text={t(dialog.problem)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'error' && (
        <MessageDialog
          id="design-docs-error"
          title={t('projectDetail.design.docs.uploadFailedTitle')}
          text={dialog.text}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'notFound' && (
        <MessageDialog
          id="design-docs-not-found"
          title={t('projectDetail.design.docs.notFoundTitle')}
          text={t('projectDetail.design.docs.notFound')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'replace' && (
        <Dialog open onClose={() => setDialog(null)} aria-labelledby="design-docs-replace-title">
          <DialogTitle id="design-docs-replace-title">
            {t('projectDetail.design.docs.replaceTitle')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('projectDetail.design.docs.replaceText', {
                document: t(`design.doc.${dialog.slot}`),
                max: MAX_SLOT_VERSIONS,
              })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>{t('common.no')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                const { slot, file } = dialog;
                setDialog(null);
                void send(slot, file, true);
              }}
            >
              {t('projectDetail.design.docs.replaceConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {dialog?.kind === 'delete' && (
        <Dialog open onClose={() => setDialog(null)} aria-labelledby="design-docs-delete-title">
          <DialogTitle id="design-docs-delete-title">
            {t('projectDetail.design.docs.deleteTitle')}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('projectDetail.design.docs.deleteText', {
                name: dialog.version.fileName,
                document: t(`design.doc.${dialog.slot}`),
              })}
            </DialogContentText>
            {remove.isError && shownError(remove.error) && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {remove.error.message || t('projectDetail.design.docs.deleteFailed')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              color="error"
              disabled={remove.isPending}
              onClick={() => {
                const { slot, version } = dialog;
                remove.mutate(
                  { documentName: slot, fileName: version.fileName },
                  { onSuccess: () => setDialog(null) },
                );
              }}
            >
              {t('projectDetail.design.docs.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {dialog?.kind === 'preview' && (
        <FilePreviewDialog
          id="design-docs-preview"
          fileName={dialog.version.fileName}
          kind={dialog.view}
          source={previewSourceOf(dialog.version.documentId)}
          onClose={() => setDialog(null)}
          onMissing={notFound}
        />
      )}
      {dialog?.kind === 'compare' && (
        <VersionCompareDialog
          id="design-docs-compare"
          document={t(`design.doc.${dialog.slot}`)}
          versions={dialog.versions}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
