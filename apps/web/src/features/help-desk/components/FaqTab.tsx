import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { addFaqBody, type Answer, type Api } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/QueryState';
import { shownError } from '../../../lib/api';
import { useAddFaq } from '../api/addFaq';
import { useDeleteFaq } from '../api/deleteFaq';
import { useFaqs } from '../api/getFaqs';
import { HELP_DESK_TIMINGS } from './timings';
import { useFlash } from './useFlash';

type Faq = Answer<Api['getFaqs']>[number];

interface FaqForm {
  question: string;
  answer: string;
}

const fields = addFaqBody.shape;
const QUESTION_MAX = fields.Question.maxLength ?? undefined;
const ANSWER_MAX = fields.Answer.maxLength ?? undefined;
const required = { validate: (v: string) => v.trim() !== '' };

/**
 * The FAQ tab (spec 002 §2, §5, §8, §9): the list as accordions; for VC and HQ (`canEdit`) the create form
 * (question and answer required, in English; a failure shows 'error') and delete after a confirmation (the
 * banner shows for 4 s).
 */
export function FaqTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const remove = useDeleteFaq();
  const [confirming, setConfirming] = useState<Faq | null>(null);
  const [banner, showBanner] = useFlash(HELP_DESK_TIMINGS.faqBannerMs);

  const onDelete = async () => {
    const faq = confirming;
    if (!faq) return;
    setConfirming(null);
    try {
      await remove.mutateAsync(faq.faQsId);
      showBanner({ severity: 'success', text: t('helpDesk.faq.deleted') });
    } catch (err) {
      if (shownError(err)) showBanner({ severity: 'error', text: t('helpDesk.faq.deleteError') });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      {canEdit && <AddFaqForm />}
      <Typography component="h2" variant="h6">
        {t('helpDesk.faq.title')}
      </Typography>
      {banner && (
        <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'}>
          {banner.text}
        </Alert>
      )}
      {faqs.isPending ? (
        <Loading />
      ) : faqs.isError ? (
        shownError(faqs.error) && <Alert severity="error">{t('helpDesk.faq.loadError')}</Alert>
      ) : faqs.data.length === 0 ? (
        <Typography color="text.secondary">{t('helpDesk.faq.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {faqs.data.map((faq) => (
            <Box key={faq.faQsId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Accordion disableGutters sx={{ flex: 1, minWidth: 0 }}>
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  id={`faq-${faq.faQsId}-header`}
                  aria-controls={`faq-${faq.faQsId}-content`}
                >
                  <Typography component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {faq.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${faq.faQsId}-content`}>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {faq.answer}
                  </Typography>
                </AccordionDetails>
              </Accordion>
              {canEdit && (
                <Tooltip title={t('helpDesk.faq.delete')}>
                  <span>
                    <IconButton
                      color="error"
                      aria-label={t('helpDesk.faq.deleteLabel', { question: faq.question })}
                      disabled={remove.isPending}
                      onClick={() => setConfirming(faq)}
                      sx={{ mt: 0.5 }}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="faq-delete-title"
        aria-describedby="faq-delete-text"
      >
        <DialogTitle id="faq-delete-title">{t('helpDesk.faq.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="faq-delete-text" sx={{ overflowWrap: 'anywhere' }}>
            {t('helpDesk.faq.confirmText', { question: confirming?.question ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void onDelete()}>
            {t('helpDesk.faq.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The create form of VC and HQ: question and answer required, written in English (spec 002 §5). */
function AddFaqForm() {
  const { t } = useTranslation();
  const add = useAddFaq();
  const [banner, showBanner] = useFlash(HELP_DESK_TIMINGS.faqBannerMs);
  const { register, handleSubmit, reset, formState } = useForm<FaqForm>({
    defaultValues: { question: '', answer: '' },
  });
  const { errors } = formState;

  const onSubmit = async ({ question, answer }: FaqForm) => {
    showBanner(null);
    try {
      await add.mutateAsync({ Question: question.trim(), Answer: answer.trim() });
      reset();
      showBanner({ severity: 'success', text: t('helpDesk.faq.added') });
    } catch (err) {
      // Spec 002 §8: the add error shows 'error' (until the next try).
      if (shownError(err)) showBanner({ severity: 'error', text: t('helpDesk.faq.addError') }, true);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        {t('helpDesk.faq.addTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('helpDesk.faq.englishHint')}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          id="faq-question"
          label={t('helpDesk.faq.question')}
          required
          fullWidth
          margin="dense"
          error={Boolean(errors.question)}
          helperText={errors.question ? t('validation.required') : ' '}
          slotProps={{ htmlInput: { maxLength: QUESTION_MAX, lang: 'en' } }}
          {...register('question', required)}
        />
        <TextField
          id="faq-answer"
          label={t('helpDesk.faq.answer')}
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          error={Boolean(errors.answer)}
          helperText={errors.answer ? t('validation.required') : ' '}
          slotProps={{ htmlInput: { maxLength: ANSWER_MAX, lang: 'en' } }}
          {...register('answer', required)}
        />
        {banner && (
          <Alert
            severity={banner.severity}
            role={banner.severity === 'error' ? 'alert' : 'status'}
            sx={{ my: 1 }}
          >
            {banner.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t('helpDesk.faq.add')}
        </Button>
      </Box>
    </Paper>
  );
}
