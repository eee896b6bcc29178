import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IntroVideoPlayer } from '../../components/IntroVideoPlayer';
import { PublicLayout } from '../../components/PublicLayout';
import { PATHS } from '../../components/paths';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatDate } from '../../lib/dates';
import { downloadInfoPackDocument } from './api/downloadInfoPackDocument';
import { useTutorialGroups } from './api/getTutorialDocuments';

/** How to register (spec 000 §2.4): a video and the tutorial documents, one brand group open at a time (§4). */
export default function TutorialPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tutorials.title'));
  const groups = useTutorialGroups();
  const [open, setOpen] = useState<string | false>(false);

  return (
    <PublicLayout title={t('tutorials.title')} width="md">
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        {t('tutorials.videoHeading')}
      </Typography>
      <Typography sx={{ my: 1.5 }}>{t('tutorials.steps')}</Typography>
      <IntroVideoPlayer label={t('tutorials.videoHeading')} />

      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        {t('tutorials.documentsHeading')}
      </Typography>
      {groups.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {groups.isError && (
        <Alert severity="error" role="alert">
          {t('tutorials.loadError')}
        </Alert>
      )}
      {groups.data?.length === 0 && <Typography>{t('tutorials.empty')}</Typography>}
      {groups.data?.map((group) => {
        const id = `tutorial-group-${group.brandName.replace(/[^A-Za-z0-9]+/g, '-')}`;
        return (
          <Accordion
            key={group.brandName}
            expanded={open === group.brandName}
            onChange={(_e, isOpen) => setOpen(isOpen ? group.brandName : false)}
            disableGutters
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${id}-header`}
              aria-controls={`${id}-content`}
            >
              <Typography sx={{ fontWeight: 600 }}>{group.brandLabel}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`${id}-content`} sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={group.brandLabel}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {t('tutorials.fileName')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('tutorials.uploadDate')}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {t('tutorials.download')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.fileList.map((file) => (
                    <TableRow key={file.documentId}>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{file.fileName}</TableCell>
                      <TableCell>{formatDate(file.uploadDate)}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<DownloadIcon />}
                          aria-label={t('tutorials.downloadFile', { name: file.fileName })}
                          onClick={() => void downloadInfoPackDocument(file.documentId, file.fileName)}
                        >
                          {t('tutorials.download')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.login}>
          {t('common.backToLogin')}
        </Link>
      </Typography>
    </PublicLayout>
  );
}
