import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Library } from '@portal/contract';
import { DocumentGroups } from '../../components/DocumentGroups';
import { shownError } from '../../lib/api';
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
      <DocumentGroups
        groups={groups.data}
        pending={groups.isPending}
        failed={!!loadError}
        error={loadError}
        idPrefix={`library-${library}`}
        open={open}
        onOpenChange={setOpen}
        texts={{
          fileName: t('libraries.fileName'),
          uploadDate: t('libraries.uploadDate'),
          actions: t('libraries.actions'),
          download: t('libraries.download'),
          downloadFile: (name) => t('libraries.downloadFile', { name }),
          empty: t('libraries.empty'),
          loadError: t('libraries.loadError'),
        }}
        onDownload={files.download}
        fileActions={
          canEdit
            ? (file, group) => (
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
              )
            : undefined
        }
      />
      {adding && (
        <AddDocumentDialog library={library} brandName={open || undefined} onClose={() => setAdding(false)} />
      )}
      {files.dialogs}
    </Box>
  );
}
