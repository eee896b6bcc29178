import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FEEDBACK_TYPE, PROJECT_LIST } from '@portal/contract';
import { useGridLocaleText } from '../../components/gridLocale';
import { LoadError } from '../../components/QueryState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shownError } from '../../lib/api';
import { useFeedbackList } from './api/getProjectsOnFeedbackType';
import { DATE_FIELD, feedbackColumns, projectAddress } from './columns';
import {
  readFeedbackListState,
  writeFeedbackListState,
  type FeedbackListState,
  type FeedbackType,
} from './listState';

const PAGE: Record<FeedbackType, { title: string; intro: string }> = {
  [FEEDBACK_TYPE.requested]: {
    title: 'page.pendingValidation',
    intro: 'feedbackLists.intro.pendingValidation',
  },
  [FEEDBACK_TYPE.provided]: {
    title: 'page.feedbackProvided',
    intro: 'feedbackLists.intro.feedbackProvided',
  },
};
/** Long column titles wrap onto two lines instead of being cut. */
const WRAPPED_HEADERS = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
  '& .MuiDataGrid-row': { cursor: 'pointer' },
} as const;

/**
 * A pending feedback list (spec 001 §2 "Pending feedback lists"; docs/lifecycle.md): type 1 at /Pending-Validation
 * for HQ/Management (feedback requested), type 2 at /Feedback-Provided for the Validation Center Team.
 * Paged and ordered by the server; a row opens the project.
 */
export function FeedbackListPage({ feedbackType }: { feedbackType: FeedbackType }) {
  const { t } = useTranslation();
  const texts = PAGE[feedbackType];
  useDocumentTitle(t(texts.title));
  const navigate = useNavigate();
  const localeText = useGridLocaleText();
  const [params, setParams] = useSearchParams();
  const state = readFeedbackListState(params);
  const setState = (patch: Partial<FeedbackListState>) =>
    setParams((current) => writeFeedbackListState(current, { ...readFeedbackListState(current), ...patch }), {
      replace: true,
    });

  const list = useFeedbackList(feedbackType, state);
  const shownRows = list.data?.rows;
  const columns = useMemo(
    () => feedbackColumns(t, feedbackType, shownRows ?? []),
    [t, feedbackType, shownRows],
  );
  const total = list.data?.total ?? 0;
  const error = shownError(list.error);
  const dateField = DATE_FIELD[feedbackType];
  // The same model while the order stays: a new one would make the grid go back to the first page.
  const sortModel = useMemo<GridSortModel>(
    () => [{ field: dateField, sort: state.sortDirection }],
    [dateField, state.sortDirection],
  );

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t(texts.title)}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(texts.intro, { type: t('commentType.feedbackProvided.title') })}
      </Typography>
      {error && (
        <LoadError
          text={`${t('feedbackLists.loadError')} ${error.message}`}
          onRetry={() => void list.refetch()}
          error={error}
        />
      )}
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {total === 1 ? t('feedbackLists.countOne') : t('feedbackLists.count', { count: total })}
      </Typography>
      <Box sx={{ height: '72vh', width: '100%', bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={t(texts.title)}
          rows={list.data?.rows ?? []}
          columns={columns}
          getRowId={(r) => r.projectId}
          // Unknown (-1) until the first answer: the grid would otherwise pull the address's page back to the first.
          rowCount={list.data ? total : -1}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={{ page: state.page, pageSize: state.pageSize }}
          onPaginationModelChange={(model) => setState({ page: model.page, pageSize: model.pageSize })}
          pageSizeOptions={[...PROJECT_LIST.pageSizes]}
          sortModel={sortModel}
          // Two orders only (oldest or newest first): a third click does not clear the sort.
          sortingOrder={['asc', 'desc']}
          onSortModelChange={(model) => {
            const first = model.find((m) => m.field === dateField);
            setState({ sortDirection: first?.sort === 'desc' ? 'desc' : 'asc', page: 0 });
          }}
          onRowClick={({ row }) => void navigate(projectAddress(row))}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={localeText}
          density="compact"
          columnHeaderHeight={56}
          sx={WRAPPED_HEADERS}
        />
      </Box>
    </Stack>
  );
}
