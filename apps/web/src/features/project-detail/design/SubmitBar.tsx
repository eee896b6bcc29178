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
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_SLOTS,
  type BrandData,
  type DesignValidationInfo,
  type DocumentSlot,
} from '@portal/contract';
import { ApiError, shownError } from '../../../lib/api';
import { documentInfoKey } from '../api/getDocumentInfo';
import { projectSummaryKey } from '../api/getProjectUserDetails';
import { useUpdateDesignValidation } from '../api/updateDesignValidation';
import { useBrandFieldLabel } from './BrandAccordionForm';
import { submitProblems, toBody, type DesignFormValues } from './model';

interface Props {
  projectId: number;
  userId: number;
  info: DesignValidationInfo;
  brands: readonly BrandData[];
}

type Banner = { severity: 'success' | 'error'; text: string };

/**
 * Save (draft) and Submit for validation (spec 001 §2, §5 "Submit for validation", §8, §9; DESIGN §4b). The
 * form's own checks come first ('The field X is mandatory' / 'must be numeric or decimal.'); the server checks
 * every rule again and decides: its 405 is shown, as the missing-documents dialog when documents are missing.
 */
export function SubmitBar({ projectId, userId, info, brands }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFormContext<DesignFormValues>();
  const save = useUpdateDesignValidation(projectId);
  const brandFieldLabel = useBrandFieldLabel();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [missing, setMissing] = useState<{ message: string; slots: DocumentSlot[] } | null>(null);
  const [submitted, setSubmitted] = useState<'validation' | 'documented' | null>(null);

  if (!info.canEdit && !info.canSubmit && !submitted) return null;

  const serverFailure = (e: unknown, fallback: string) => {
    const error = shownError(e);
    if (!error) return;
    const apiError = error instanceof ApiError ? error : new ApiError(0, fallback);
    const unplaced: string[] = [];
    for (const [name, message] of Object.entries(apiError.fields)) {
      if (name in form.getValues()) form.setError(name as FieldPath<DesignFormValues>, { message });
      else unplaced.push(message);
    }
    setBanner({ severity: 'error', text: apiError.message || unplaced.join(' ') || fallback });
  };

  const onSave = async () => {
    setBanner(null);
    form.clearErrors();
    try {
      await save.mutateAsync(toBody(form.getValues(), projectId, userId, false));
      setBanner({ severity: 'success', text: t('projectDetail.design.saved') });
    } catch (e) {
      serverFailure(e, t('projectDetail.design.saveFailed'));
    }
  };

  const onSubmit = async () => {
    setBanner(null);
    form.clearErrors();
    const values = form.getValues();
    const problems = submitProblems(values, brands, {
      brandField: (brand, f) => `${brand.brandName} – ${brandFieldLabel(f)}`,
      dataField: (name) => t(`design.field.${name}`),
      showroom: (brandName, which) => `${brandName} – ${t(`design.field.${which}`)}`,
    });
    if (problems.length > 0) {
      const message = (p: (typeof problems)[number]) =>
        t(p.rule === 'mandatory' ? 'projectDetail.design.mandatory' : 'projectDetail.design.numeric', {
          field: p.label,
        });
      for (const p of problems) form.setError(p.path as FieldPath<DesignFormValues>, { message: message(p) });
      setBanner({ severity: 'error', text: message(problems[0]!) });
      form.setFocus(problems[0]!.path as FieldPath<DesignFormValues>);
      return;
    }
    try {
      await save.mutateAsync(toBody(values, projectId, userId, true));
      setSubmitted(info.isDocumentationOnly ? 'documented' : 'validation');
    } catch (e) {
      if (e instanceof ApiError && e.status === 405) {
        // The draft was saved before the rules refused the submission: the summary card (planned opening
        // date) shows what is saved now.
        void queryClient.invalidateQueries({ queryKey: projectSummaryKey(projectId) });
        // A refusal for missing documents names them in its fields (slot → name): the dialog lists those;
        // any other refusal is shown as its message.
        const slots = DOCUMENT_SLOTS.filter((slot) => slot in e.fields);
        if (slots.length > 0) {
          setMissing({ message: e.message, slots });
          void queryClient.invalidateQueries({ queryKey: documentInfoKey(projectId) });
        } else setBanner({ severity: 'error', text: e.message });
        return;
      }
      serverFailure(e, t('projectDetail.design.submitFailed'));
    }
  };

  const busy = save.isPending;
  return (
    <Box component="section" aria-label={t('projectDetail.design.actionsLabel')}>
      {banner && (
        <Alert severity={banner.severity} role="alert" sx={{ mb: 2 }} onClose={() => setBanner(null)}>
          {banner.text}
        </Alert>
      )}
      {(info.canEdit || info.canSubmit) && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5 }}>
          {info.canEdit && (
            <Button variant="outlined" onClick={() => void onSave()} disabled={busy}>
              {t('projectDetail.design.save')}
            </Button>
          )}
          {info.canSubmit && (
            <Button
              variant="contained"
              onClick={() => void onSubmit()}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {t('projectDetail.design.submit')}
            </Button>
          )}
        </Box>
      )}

      {missing && (
        <Dialog
          open
          onClose={() => setMissing(null)}
          aria-labelledby="design-missing-title"
          aria-describedby="design-missing-text"
        >
          <DialogTitle id="design-missing-title">{t('projectDetail.design.missingTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="design-missing-text">{missing.message}</DialogContentText>
            <Box component="ul" aria-label={t('projectDetail.design.missingList')} sx={{ mt: 1.5, mb: 0 }}>
              {missing.slots.map((slot) => (
                <li key={slot}>
                  <Typography variant="body2">{t(`design.doc.${slot}`)}</Typography>
                </li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setMissing(null)}>{t('common.ok')}</Button>
          </DialogActions>
        </Dialog>
      )}

      {submitted && (
        <Dialog
          open
          onClose={() => setSubmitted(null)}
          aria-labelledby="design-submitted-title"
          aria-describedby="design-submitted-text"
        >
          <DialogTitle id="design-submitted-title">
            {t(
              submitted === 'documented'
                ? 'projectDetail.design.documentedTitle'
                : 'projectDetail.design.submittedTitle',
            )}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="design-submitted-text">
              {t(
                submitted === 'documented'
                  ? 'projectDetail.design.documentedText'
                  : 'projectDetail.design.submittedText',
              )}
            </DialogContentText>
            {submitted === 'documented' && (
              <DialogContentText sx={{ mt: 1.5 }}>
                {t('projectDetail.design.documentedNote')}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSubmitted(null)}>{t('common.ok')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
