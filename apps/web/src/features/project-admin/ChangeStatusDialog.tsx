import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { STATUS, type AdminProjectRow } from '@portal/contract';
import { ApiError } from '../../lib/api';
import { statusText } from '../../lib/reference';
import { useRefuseApprovedProject } from './api/updateStatusApproveToRejected';

/** Change Status: the only change is Project Approved → Project Refused / Not Compliant (spec 001 §4). */
export function ChangeStatusDialog({ row, onClose }: { row: AdminProjectRow; onClose: () => void }) {
  const { t } = useTranslation();
  const approved = row.statusId === STATUS.approved;
  const change = useRefuseApprovedProject(row.projectId);
  const done = change.isSuccess && change.data === true;
  const failed = change.isError || (change.isSuccess && change.data !== true);
  // A 405 carries the server's reason (e.g. the project left the approved state meanwhile).
  const failure =
    change.error instanceof ApiError && change.error.status === 405
      ? change.error.message
      : t('projectAdmin.statusFailed');
  const vars = {
    code: row.projectUniqueId,
    from: statusText(t, STATUS.approved),
    to: statusText(t, STATUS.refusedNotCompliant),
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-status-title" fullWidth maxWidth="sm">
      <DialogTitle id="change-status-title">{t('projectAdmin.changeStatusTitle', vars)}</DialogTitle>
      <DialogContent>
        {!approved ? (
          <Alert severity="warning">{t('projectAdmin.notApproved')}</Alert>
        ) : done ? (
          <Alert severity="success">{t('projectAdmin.statusChanged', vars)}</Alert>
        ) : (
          <>
            <DialogContentText>{t('projectAdmin.changeStatusConfirm', vars)}</DialogContentText>
            {failed && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{approved && !done ? t('common.cancel') : t('common.close')}</Button>
        {approved && !done && (
          <Button
            variant="contained"
            color="error"
            onClick={() => change.mutate()}
            disabled={change.isPending}
          >
            {t('projectAdmin.changeStatusAction')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
