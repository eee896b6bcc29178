import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useProjectMarkups } from '../../api/markups';

/** "3 markups still open": what the last review asked that is not closed yet (docs/review.md). */
export function OpenMarkups({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const count = useProjectMarkups(projectId).data?.openCount ?? 0;
  if (!count) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {t(count === 1 ? 'markups.openCount.one' : 'markups.openCount.other', { count })}
    </Alert>
  );
}
