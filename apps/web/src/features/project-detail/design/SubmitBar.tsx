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
import { useState } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_SLOTS,
  fieldProblemText,
  invalidFields,
  problemFieldName,
  submitFieldProblems,
  type DesignValidationInfo,
  type DocumentSlot,
  type FieldProblem,
} from '@portal/contract';
import { ApiError, shownError } from '../../../lib/api';
import { useUpdateDesignValidation } from '../api/updateDesignValidation';
import { brandNameOf, draftOf, formPath, toBody, type DesignFormValues } from './model';

interface Props {
  projectId: number;
  userId: number;
  info: DesignValidationInfo;
}

type Banner = { severity: 'success' | 'error'; text: string; items?: string[] };

/**
 * Save (draft) and Submit for validation (spec 001 §2, §4, §5 "Submit for validation", §8, §9; docs/lifecycle.md).
 * The form checks the contract's field rules first: a draft may be incomplete but not invalid, a submission
 * needs every mandatory field. Every field at fault is marked with the spec's message, the first focused,
 * and all are listed. The server checks again and decides: its 400 and 405 name the fields the same way
 * (`fields`), a refusal for missing documents lists them in a dialog.
 */
export function SubmitBar({ projectId, userId, info }: Props) {
  const { t } = useTranslation();
  const form = useFormContext<DesignFormValues>();
  const save = useUpdateDesignValidation(projectId);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [missing, setMissing] = useState<{ message: string; slots: DocumentSlot[] } | null>(null);
  const [submitted, setSubmitted] = useState<'validation' | 'documented' | null>(null);

  if (!info.canEdit && !info.canSubmit && !submitted) return null;

  /** Marks each field (form path → message), focuses the first and lists them all. */
  const mark = (marks: readonly (readonly [string, string])[]) => {
    for (const [path, message] of marks) form.setError(path as FieldPath<DesignFormValues>, { message });
    setBanner({
      severity: 'error',
      text: t('projectDetail.design.fixFields'),
      items: marks.map(([, m]) => m),
    });
    const [first] = marks;
    if (first) form.setFocus(first[0] as FieldPath<DesignFormValues>);
  };

  /** The contract's problems of the form's values, marked; false when there are none. */
  const markProblems = (problems: readonly FieldProblem[]) => {
    if (!problems.length) return false;
    const values = form.getValues();
    const translate = (key: string, vars?: Record<string, string>) => t(key, vars);
    mark(
      problems.flatMap((p) => {
        const path = formPath(values, problemFieldName(p));
        return path ? [[path, fieldProblemText(p, brandNameOf(values, p), translate)] as const] : [];
      }),
    );
    return true;
  };

  /** The server's fields (name → message) on the form; false when none of them is the form's. */
  const markServerFields = (fields: Record<string, string>) => {
    const values = form.getValues();
    const marks = Object.entries(fields).flatMap(([name, message]) => {
      const path = formPath(values, name);
      return path ? [[path, message] as const] : [];
    });
    if (!marks.length) return false;
    mark(marks);
    return true;
  };

  const serverFailure = (e: unknown, fallback: string) => {
    const error = shownError(e);
    if (!error) return;
    const apiError = error instanceof ApiError ? error : new ApiError(0, fallback);
    if (markServerFields(apiError.fields)) return;
    setBanner({
      severity: 'error',
      text: apiError.message || Object.values(apiError.fields).join(' ') || fallback,
    });
  };

  const onSave = async () => {
    setBanner(null);
    form.clearErrors();
    const values = form.getValues();
    if (markProblems(invalidFields(draftOf(values)))) return;
    try {
      await save.mutateAsync(toBody(values, projectId, userId, false));
      setBanner({ severity: 'success', text: t('projectDetail.design.saved') });
    } catch (e) {
      serverFailure(e, t('projectDetail.design.saveFailed'));
    }
  };

  const onSubmit = async () => {
    setBanner(null);
    form.clearErrors();
    const values = form.getValues();
    if (markProblems(submitFieldProblems(draftOf(values)))) return;
    try {
      await save.mutateAsync(toBody(values, projectId, userId, true));
      setSubmitted(info.isDocumentationOnly ? 'documented' : 'validation');
    } catch (e) {
      if (e instanceof ApiError && e.status === 405) {
        // (The hook has the summary card and the slots read again.) A refusal for missing documents names
        // them in its fields (slot → name): the dialog lists those; one for fields names them; any other
        // refusal is shown as its message.
        const slots = DOCUMENT_SLOTS.filter((slot) => slot in e.fields);
        if (slots.length > 0) {
          setMissing({ message: e.message, slots });
        } else if (!markServerFields(e.fields)) setBanner({ severity: 'error', text: e.message });
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
          {banner.items && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {banner.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          )}
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
              {/* Documentation-only: submitted as documented, no validation (spec 001 §4). */}
              {t(
                info.isDocumentationOnly
                  ? 'projectDetail.design.submitDocumented'
                  : 'projectDetail.design.submit',
              )}
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
