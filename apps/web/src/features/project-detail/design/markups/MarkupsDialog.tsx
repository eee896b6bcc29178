import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadIcon from '@mui/icons-material/Download';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerDialog, ViewerLoading } from '../../../../components/ViewerDialog';
import {
  isAttached,
  type DocumentVersion,
  type MarkupKind,
  type MarkupShape,
  type MarkupView,
} from '@portal/contract';
import { shownError } from '../../../../lib/api';
import { previewSourceOf } from '../../api/getFileById';
import { previewKindOf } from '../../../../components/FilePreviewDialog';
import {
  downloadWithMarkups,
  useAnswerMarkup,
  useCreateMarkup,
  useDeleteMarkup,
  useEditMarkupNote,
  useProjectMarkups,
  useSetMarkupClosed,
} from '../../api/markups';
import { MarkupLayer, type PlacedMarkup } from './MarkupLayer';
import { MarkupTools, NewMarkupForm } from './MarkupTools';
import { MarkupItem } from './MarkupItem';

const DocumentViewer = lazy(() => import('../../../../components/viewer/DocumentViewer'));

/** The markups shown with a version: its own, then the open ones of the slot's earlier versions (docs/review.md). */
export function markupsOf(
  all: readonly MarkupView[],
  version: Pick<DocumentVersion, 'documentId'>,
  slot: string,
) {
  const own = all.filter((m) => m.documentId === version.documentId);
  const earlier = all.filter(
    (m) => m.slot === slot && m.documentId < version.documentId && isAttached(m) && m.status !== 'closed',
  );
  return { own, earlier };
}

/**
 * A PDF or image version in the viewer with its markups beside it (issue 22 §2): the list (a click goes to the
 * markup's page and highlights it there; a click on a markup on the page chooses it in the list), the drawing
 * tools for a reviewer in its stage, the answers and closing, and the download with the markups drawn in. Side
 * by side from 900 px, one above the other below.
 */
export function MarkupsDialog({
  projectId,
  slot,
  version,
  onClose,
  onMissing,
}: {
  projectId: number;
  slot: string;
  version: DocumentVersion;
  onClose: () => void;
  onMissing: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true });
  const list = useProjectMarkups(projectId);
  const create = useCreateMarkup(projectId);
  const edit = useEditMarkupNote(projectId);
  const remove = useDeleteMarkup(projectId);
  const answer = useAnswerMarkup(projectId);
  const closed = useSetMarkupClosed(projectId);
  const [tool, setTool] = useState<MarkupKind | null>(null);
  const [pending, setPending] = useState<{ page: number; shape: MarkupShape } | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  // Chosen in the list: the viewer goes to its page (a new seq each time). Chosen on the page: it stays there.
  const [goTo, setGoTo] = useState<{ page: number; seq: number } | undefined>(undefined);
  // Chosen on the page: the list brings it into view (a new seq each time).
  const [chosen, setChosen] = useState<{ id: number; seq: number } | null>(null);

  const { own, earlier } = markupsOf(list.data?.markups ?? [], version, slot);
  const shown = [...own, ...earlier];
  const canDraw = list.data?.canDraw ?? false;
  const busy = [create, edit, remove, answer, closed].some((m) => m.isPending);
  const failure = [create, edit, remove, answer, closed]
    .map((m) => shownError(m.error)?.message)
    .find(Boolean);

  const placed = (page: number): PlacedMarkup[] => [
    ...shown
      .map((m, i) => ({ m, n: i + 1 }))
      .filter(({ m }) => m.page === page)
      .map(({ m, n }) => ({
        key: String(m.id),
        id: m.id,
        n,
        shape: m.shape,
        tone: (m.documentId !== version.documentId
          ? 'earlier'
          : m.status === 'closed'
            ? 'closed'
            : !isAttached(m)
              ? 'draft'
              : 'open') as PlacedMarkup['tone'],
        selected: selected === m.id,
      })),
    ...(pending && pending.page === page
      ? [{ key: 'new', n: 0, shape: pending.shape, tone: 'draft' as const }]
      : []),
  ];

  return (
    <ViewerDialog titleId={titleId} title={t('markups.dialog', { name: version.fileName })} onClose={onClose}>
      <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', flex: 1, minHeight: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: wide ? 1 : '1 1 55%',
            minHeight: 0,
            bgcolor: 'grey.100',
          }}
        >
          <Suspense fallback={<ViewerLoading />}>
            <DocumentViewer
              key={version.documentId}
              fileName={version.fileName}
              kind={previewKindOf(version.fileName, version.contentType) === 'image' ? 'image' : 'pdf'}
              source={previewSourceOf(version.documentId)}
              onMissing={onMissing}
              goToPage={goTo}
              renderPageOverlay={(g) => (
                <MarkupLayer
                  geometry={g}
                  markups={placed(g.page)}
                  tool={canDraw ? tool : null}
                  onDraw={(page, shape) => {
                    setPending({ page, shape });
                    setTool(null);
                  }}
                  onChoose={(id) => {
                    setSelected(id);
                    setChosen((old) => ({ id, seq: (old?.seq ?? 0) + 1 }));
                  }}
                />
              )}
            />
          </Suspense>
        </Box>
        <Box
          component="aside"
          aria-label={t('markups.title')}
          sx={{
            width: wide ? 360 : 'auto',
            flex: wide ? 'none' : '1 1 45%',
            borderLeft: wide ? 1 : 0,
            borderTop: wide ? 0 : 1,
            borderColor: 'divider',
            overflowY: 'auto',
            p: 1.5,
          }}
        >
          {canDraw && <MarkupTools tool={tool} onTool={setTool} />}
          {pending && (
            <NewMarkupForm
              page={pending.page}
              kind={pending.shape.kind}
              busy={create.isPending}
              onCancel={() => setPending(null)}
              onSave={(note) =>
                create.mutate(
                  { DocumentId: version.documentId, Page: pending.page, Shape: pending.shape, Note: note },
                  { onSuccess: () => setPending(null) },
                )
              }
            />
          )}
          {failure && (
            <Alert severity="error" sx={{ my: 1 }}>
              {failure}
            </Alert>
          )}
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void downloadWithMarkups(version.documentId, version.fileName)}
            sx={{ my: 1 }}
          >
            {t('markups.download')}
          </Button>
          {list.isPending ? (
            <CircularProgress size={20} aria-label={t('common.loading')} />
          ) : shown.length === 0 ? (
            <Box component="p" sx={{ color: 'text.secondary', m: 0 }}>
              {t('markups.empty')}
            </Box>
          ) : (
            <Box component="ol" aria-label={t('markups.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((m, i) => (
                <MarkupItem
                  key={m.id}
                  markup={m}
                  n={i + 1}
                  earlier={m.documentId !== version.documentId}
                  selected={selected === m.id}
                  chosenOnPage={chosen?.id === m.id ? chosen.seq : 0}
                  actions={{
                    busy,
                    onShow: () => {
                      setSelected(m.id);
                      setGoTo((old) => ({ page: m.page, seq: (old?.seq ?? 0) + 1 }));
                    },
                    onEdit: (note) => edit.mutate({ id: m.id, note }),
                    onDelete: () => remove.mutate(m.id),
                    onAnswer: (note) => answer.mutate({ id: m.id, note }),
                    onClosed: (value) => closed.mutate({ id: m.id, closed: value }),
                  }}
                />
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </ViewerDialog>
  );
}
