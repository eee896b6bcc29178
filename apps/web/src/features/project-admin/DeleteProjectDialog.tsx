import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { AdminProjectRow } from '@portal/contract';
import { useDeleteProject } from './api/deleteProject';

/** Delete: confirm, then the success message, or the failure message with Retry (spec 001 §8). */
export function DeleteProjectDialog({ row, onClose }: { row: AdminProjectRow; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteProject(row.projectUniqueId);
  const vars = { code: row.projectUniqueId, site: row.siteName };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-project-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-project-title">{t('projectAdmin.deleteTitle', vars)}</DialogTitle>
      <DialogContent>
        {remove.isSuccess ? (
          <Alert severity="success">{t('projectAdmin.deleted')}</Alert>
        ) : remove.isError ? (
          <Alert severity="error">{t('projectAdmin.deleteFailed', vars)}</Alert>
        ) : (
          <DialogContentText>{t('projectAdmin.deleteConfirm', vars)}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{remove.isSuccess ? t('common.close') : t('common.cancel')}</Button>
        {!remove.isSuccess && (
          <Button
            variant="contained"
            color="error"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            {remove.isError ? t('projectAdmin.retry') : t('projectAdmin.deleteAction')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
