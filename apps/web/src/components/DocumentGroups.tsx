import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import type { TutorialGroup } from '@portal/contract';
import { formatDate } from '../lib/dates';
import { Loading, LoadError } from './QueryState';

export type DocumentFile = TutorialGroup['fileList'][number];

/** The screen's own words (from its language pack) for the list. */
export interface DocumentGroupsTexts {
  fileName: string;
  uploadDate: string;
  /** The last column's heading. */
  actions: string;
  download: string;
  /** The Download button's accessible name for one file. */
  downloadFile: (fileName: string) => string;
  empty: string;
  loadError: string;
}

interface Props {
  groups: TutorialGroup[] | undefined;
  pending: boolean;
  failed: boolean;
  /** The failure, for a server error's reference. */
  error?: unknown;
  /** Reads the groups again: the failure's Retry button (none without). */
  onRetry?: () => void;
  /** Prefix of the accordions' ids. */
  idPrefix: string;
  /** The open brand (one at a time), or false. */
  open: string | false;
  onOpenChange: (brandName: string | false) => void;
  texts: DocumentGroupsTexts;
  onDownload: (file: DocumentFile) => void;
  /** Further buttons after Download in a file's row (Delete on the Documents screen). */
  fileActions?: (file: DocumentFile, group: TutorialGroup) => ReactNode;
}

/**
 * A library's documents as brand accordions, one open at a time, each a table of file name, upload date
 * (DD/MM/YYYY) and Download (spec 000 §2.4, spec 001 §2); a spinner while loading, an error or an empty text.
 */
export function DocumentGroups({
  groups,
  pending,
  failed,
  idPrefix,
  open,
  onOpenChange,
  texts,
  onDownload,
  fileActions,
  onRetry,
  error,
}: Props) {
  return (
    <>
      {pending && <Loading />}
      {failed && <LoadError text={texts.loadError} onRetry={onRetry} error={error} />}
      {groups?.length === 0 && <Typography>{texts.empty}</Typography>}
      {groups?.map((group) => {
        const id = `${idPrefix}-${group.brandName.replace(/[^A-Za-z0-9]+/g, '-')}`;
        return (
          <Accordion
            key={group.brandName}
            expanded={open === group.brandName}
            onChange={(_e, isOpen) => onOpenChange(isOpen ? group.brandName : false)}
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
                      {texts.fileName}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {texts.uploadDate}
                    </TableCell>
                    <TableCell component="th" scope="col" align="right">
                      {texts.actions}
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
                          aria-label={texts.downloadFile(file.fileName)}
                          onClick={() => onDownload(file)}
                        >
                          {texts.download}
                        </Button>
                        {fileActions?.(file, group)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </>
  );
}
