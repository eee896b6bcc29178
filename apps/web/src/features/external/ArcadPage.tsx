import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArcadImportAnswer } from '@portal/contract';
import { useUploadArcadFile } from './api/uploadArcadFile';
import { ArcadResult, arcadFileError } from './components/ArcadResult';
import { ExternalPage } from './components/ExternalPage';
import { UploadDialog } from './components/UploadDialog';
import type { LinkContext } from './useExternalLink';

/** The ARCAD party's page (spec 002 §2 "ARCAD page"): /user/uploadARCADRequest?email&token. */
export default function ArcadPage() {
  return <ExternalPage party="arcad">{(ctx) => <ArcadContent {...ctx} />}</ExternalPage>;
}

/** The file was read but refused as a whole: its reason is the dialog's text. */
class FileRefused extends Error {}

function ArcadContent({ params }: LinkContext) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ArcadImportAnswer | null>(null);
  const upload = useUploadArcadFile();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('externalPages.arcad.title')}
      </Typography>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {t('externalPages.upload.title')}
      </Button>
      {result && <ArcadResult result={result} />}
      <UploadDialog
        open={open}
        accept=".xlsx,.csv"
        upload={async (file, onProgress) => {
          setResult(null);
          const answer = await upload.mutateAsync({
            upload: { file, email: params.email, token: params.token },
            onProgress,
          });
          setResult(answer);
          if (answer.error) throw new FileRefused(arcadFileError(t, answer));
        }}
        failureText={(e) => (e instanceof FileRefused ? e.message : t('externalPages.upload.error'))}
        onClose={() => setOpen(false)}
      />
    </Paper>
  );
}
