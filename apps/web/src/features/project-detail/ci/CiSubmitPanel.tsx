import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CiImplementation } from '@portal/contract';
import { ApiError, shownError } from '../../../lib/api';
import { useSubmitRetailCiImplementation } from '../api/submitRetailCiImplementation';
import { ciUploadKey } from '../api/uploadCiFile';
import { useCiDate } from '../../../lib/ciDates';
import type { ComplianceChoice } from './CompliancePanel';

const CHOICE_LABEL: Record<ComplianceChoice, string> = {
  full: 'ciScreens.compliance.full',
  partial: 'ciScreens.compliance.partial',
};

interface Props {
  data: CiImplementation;
  userId: number;
  choice: ComplianceChoice;
}

/**
 * The originator's CI submission (spec 001 §4): the button shows only while not submitted, nothing is
 * uploading and an installation photo is there; partial compliance needs its evidence. The server checks
 * all of it again and its refusal is shown. Once submitted: when, by whom, full or partial.
 */
export function CiSubmitPanel({ data, userId, choice }: Props) {
  const { t } = useTranslation();
  const ciDate = useCiDate();
  const uploading = useIsMutating({ mutationKey: ciUploadKey(data.projectId) }) > 0;
  const submit = useSubmitRetailCiImplementation(data.projectId);
  const [confirming, setConfirming] = useState(false);

  if (data.isCIImplementationSubmitted) {
    const sent: ComplianceChoice | null =
      data.fullCompliance === null ? null : data.fullCompliance ? 'full' : 'partial';
    return (
      <Alert severity="success" role="status">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('ciScreens.submitted', { date: ciDate(data.submittedAt), by: data.submittedBy })}
        </Typography>
        {sent && <Typography variant="body2">{t(CHOICE_LABEL[sent])}</Typography>}
      </Alert>
    );
  }
  if (!data.isUploadAllowed) return null;

  const missingEvidence = choice === 'partial' && data.partialComplianceEvidence.length === 0;
  const error = submit.isError ? shownError(submit.error) : null;
  const send = () => {
    setConfirming(false);
    submit.mutate({
      ProjectId: data.projectId,
      UserID: userId,
      ImpleMentationCompletedStatus: choice === 'full',
    });
  };

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', sm: 'flex-end' }, gap: 1 }}
    >
      {error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {(error instanceof ApiError && error.message) || t('ciScreens.submit.failed')}
        </Alert>
      )}
      {data.installationFileId === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('ciImplementation.photoRequired')}
        </Typography>
      ) : submit.isPending ? (
        <CircularProgress size={28} aria-label={t('ciScreens.submit.sending')} />
      ) : (
        !uploading && (
          <>
            {missingEvidence && (
              <Typography variant="body2" color="text.secondary">
                {t('ciImplementation.evidenceRequired')}
              </Typography>
            )}
            <Button variant="contained" disabled={missingEvidence} onClick={() => setConfirming(true)}>
              {t('ciScreens.submit')}
            </Button>
          </>
        )
      )}
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="ci-submit-title">
          <DialogTitle id="ci-submit-title">{t('ciScreens.submit.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t(CHOICE_LABEL[choice])}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>{t('ciScreens.submit.confirmText')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
            <Button variant="contained" onClick={send}>
              {t('ciScreens.submit')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
