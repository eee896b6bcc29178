import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerDialog, ViewerLoading } from './ViewerDialog';
import type { CompareVersion } from './viewer/compare/types';

export type { CompareVersion };

// The compare (and pdf.js after it) is loaded only when it is opened.
const VersionCompare = lazy(() => import('./viewer/compare/VersionCompare'));

interface Props {
  id: string;
  /** The slot's name as the reader sees it. */
  document: string;
  /** The slot's versions the viewer can show, newest first; at least two. */
  versions: readonly CompareVersion[];
  onClose: () => void;
}

/** Two versions of one document slot compared in the portal's viewer (docs/files.md, Compare). Full screen on phones. */
export function VersionCompareDialog({ id, document, versions, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ViewerDialog titleId={`${id}-title`} title={t('compare.title', { document })} onClose={onClose}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'grey.100' }}>
        <Suspense fallback={<ViewerLoading />}>
          <VersionCompare versions={versions} />
        </Suspense>
      </Box>
    </ViewerDialog>
  );
}
