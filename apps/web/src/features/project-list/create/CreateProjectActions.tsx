import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchitectConfirmDialog } from './ArchitectConfirmDialog';
import { CreateProjectDialog } from './CreateProjectDialog';

type Step = 'closed' | 'confirm' | 'confirmed' | 'form';

/**
 * The originator's 'Create New Project' and 'Documentation Only Project' buttons (spec 001 §2): each opens
 * the architect confirmation, then the create dialog; a recorded request shows the server's message (the
 * request's hook has the list read its pending requests again).
 */
export function CreateProjectActions() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('closed');
  const [documentationOnly, setDocumentationOnly] = useState(false);
  const [success, setSuccess] = useState('');

  const start = (docOnly: boolean) => {
    setDocumentationOnly(docOnly);
    setStep('confirm');
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => start(false)}>
        {t('projectCreate.newProject')}
      </Button>
      <Button variant="outlined" startIcon={<DescriptionIcon />} onClick={() => start(true)}>
        {t('projectCreate.documentationOnly')}
      </Button>
      <ArchitectConfirmDialog
        open={step === 'confirm'}
        onCancel={() => setStep('closed')}
        onConfirm={() => setStep('confirmed')}
        onExited={() => setStep((s) => (s === 'confirmed' ? 'form' : s))}
      />
      <CreateProjectDialog
        open={step === 'form'}
        documentationOnly={documentationOnly}
        onClose={() => setStep('closed')}
        onCreated={(message) => {
          setStep('closed');
          setSuccess(message);
        }}
      />
      <Snackbar
        open={Boolean(success)}
        autoHideDuration={6000}
        onClose={(_e, reason) => {
          if (reason !== 'clickaway') setSuccess('');
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setSuccess('')} sx={{ width: '100%' }}>
          {success}
        </Alert>
      </Snackbar>
    </>
  );
}
