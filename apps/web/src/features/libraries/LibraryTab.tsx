import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Library } from '@portal/contract';
import { shownError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { AddDocumentDialog } from './AddDocumentDialog';
import { useLibraryGroups } from './api/getLibraryGroups';
import { useFileActions } from './useFileActions';

interface Props {
  library: Library;
  /** VC and HQ: Delete and Add Document (spec 001 §6). */
  canEdit: boolean;
}

/**
 * One library's tab (spec 001 §2 "Documents screen"): brand accordions listing file name, date (DD/MM/YYYY)
 * and Download, and for VC and HQ Delete and 'Add Document'.
 */
export function LibraryTab({ library, canEdit }: Props) {
  const { t } = useTranslation();
  const groups = useLibraryGroups(library);
  const [open, setOpen] = useState<string | false>(false);
  const [adding, setAdding] = useState(false);
  const files = useFileActions(library);
  const loadError = shownError(groups.error);

  return (
    <Box>
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('libraries.addDocument')}
          </Button>
        </Stack>
      )}
      {groups.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {loadError && (
        <Alert severity="error" role="alert">
          {t('libraries.loadError')}
        </Alert>
      )}
      {groups.data?.length === 0 && <Typography>{t('libraries.empty')}</Typography>}
      {groups.data?.map((group) => {
        const id = `library-${library}-${group.brandName.replace(/[^A-Za-z0-9]+/g, '-')}`;
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
                      {t('libraries.fileName')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('libraries.uploadDate')}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {t('libraries.actions')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.fileList.map((file) => (
                    <TableRow key={file.documentId}>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{file.fileName}</TableCell>
                      <TableCell>{formatDate(file.uploadDate)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<DownloadIcon />}
                          aria-label={t('libraries.downloadFile', { name: file.fileName })}
                          onClick={() => files.download(file)}
                        >
                          {t('libraries.download')}
                        </Button>
                        {canEdit && (
                          <Button
                            size="small"
                            variant="outlined"
                            color="error"
                            startIcon={<DeleteIcon />}
                            sx={{ ml: 1 }}
                            aria-label={t('libraries.deleteFile', { name: file.fileName })}
                            onClick={() => files.askDelete(file, group.brandLabel)}
                          >
                            {t('libraries.delete')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </AccordionDetails>
          </Accordion>
        );
      })}
      {adding && (
        <AddDocumentDialog library={library} brandName={open || undefined} onClose={() => setAdding(false)} />
      )}
      {files.dialogs}
    </Box>
  );
}
