import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SCALE, MIN_SCALE, parsePageNumber, type ZoomMode } from './geometry';

interface Props {
  scale: number;
  mode: ZoomMode;
  onZoomStep: (direction: 1 | -1) => void;
  onFit: (mode: 'fitWidth' | 'fitPage') => void;
  onRotate: () => void;
  /** A PDF's pages: the page shown, the count, going to one, and the thumbnails' switch (none in compare). */
  pages?: {
    page: number;
    count: number;
    onGo: (page: number) => void;
    thumbnails?: boolean;
    onThumbnails?: () => void;
    stripId?: string;
  };
}

/** The buttons' icons, made once: a new icon element at each render would make every button's props new. */
const ICONS = {
  thumbnails: <ViewSidebarIcon />,
  previous: <ChevronLeftIcon />,
  next: <ChevronRightIcon />,
  zoomOut: <ZoomOutIcon />,
  zoomIn: <ZoomInIcon />,
  fitWidth: <SwapHorizIcon />,
  fitPage: <FitScreenIcon />,
  rotate: <RotateRightIcon />,
};

/** Rendered again only when its own props change: a page turn re-renders the toolbar, not its eight buttons. */
const Control = memo(function Control({
  label,
  onClick,
  disabled,
  pressed,
  children,
  controls,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  controls?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          aria-controls={controls}
          onClick={onClick}
          disabled={disabled}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
});

/** The viewer's controls, each named from the language packs; they wrap onto a second line at 390 px. */
export const Toolbar = memo(function Toolbar({ scale, mode, onZoomStep, onFit, onRotate, pages }: Props) {
  const { t } = useTranslation();
  // The buttons' handlers keep their identity across page turns and read the latest props when pressed.
  const latest = useRef({ onZoomStep, onFit, pages });
  useLayoutEffect(() => {
    latest.current = { onZoomStep, onFit, pages };
  });
  const previous = useCallback(() => {
    const p = latest.current.pages;
    if (p) p.onGo(p.page - 1);
  }, []);
  const next = useCallback(() => {
    const p = latest.current.pages;
    if (p) p.onGo(p.page + 1);
  }, []);
  const zoomOut = useCallback(() => latest.current.onZoomStep(-1), []);
  const zoomIn = useCallback(() => latest.current.onZoomStep(1), []);
  const fitWidth = useCallback(() => latest.current.onFit('fitWidth'), []);
  const fitPage = useCallback(() => latest.current.onFit('fitPage'), []);
  return (
    <Box
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {pages && (
        <>
          {pages.onThumbnails && (
            <Control
              label={pages.thumbnails ? t('viewer.hideThumbnails') : t('viewer.showThumbnails')}
              pressed={pages.thumbnails}
              controls={pages.thumbnails ? pages.stripId : undefined}
              onClick={pages.onThumbnails}
            >
              {ICONS.thumbnails}
            </Control>
          )}
          <Control label={t('viewer.previousPage')} disabled={pages.page <= 1} onClick={previous}>
            {ICONS.previous}
          </Control>
          <PageField page={pages.page} count={pages.count} onGo={pages.onGo} />
          <Control label={t('viewer.nextPage')} disabled={pages.page >= pages.count} onClick={next}>
            {ICONS.next}
          </Control>
        </>
      )}
      <Control label={t('viewer.zoomOut')} disabled={scale <= MIN_SCALE} onClick={zoomOut}>
        {ICONS.zoomOut}
      </Control>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ minWidth: 48, textAlign: 'center' }}
        aria-label={t('viewer.zoomLevel', { percent: Math.round(scale * 100) })}
      >
        {Math.round(scale * 100)} %
      </Typography>
      <Control label={t('viewer.zoomIn')} disabled={scale >= MAX_SCALE} onClick={zoomIn}>
        {ICONS.zoomIn}
      </Control>
      <Control label={t('viewer.fitWidth')} pressed={mode === 'fitWidth'} onClick={fitWidth}>
        {ICONS.fitWidth}
      </Control>
      <Control label={t('viewer.fitPage')} pressed={mode === 'fitPage'} onClick={fitPage}>
        {ICONS.fitPage}
      </Control>
      <Control label={t('viewer.rotate')} onClick={onRotate}>
        {ICONS.rotate}
      </Control>
    </Box>
  );
});

/** "n / N" with the page number editable: Enter (or leaving the field) goes there; a wrong number is undone. */
function PageField({ page, count, onGo }: { page: number; count: number; onGo: (page: number) => void }) {
  const { t } = useTranslation();
  // What is typed while the field has the focus; otherwise it shows the current page.
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    const target = text === null ? null : parsePageNumber(text, count);
    setText(null);
    if (target !== null) onGo(target);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        size="small"
        value={text ?? String(page)}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setText(null);
        }}
        slotProps={{
          htmlInput: {
            'aria-label': t('viewer.pageField'),
            inputMode: 'numeric',
            size: Math.max(2, String(count).length),
            sx: { textAlign: 'center', py: 0.5, px: 0.5 },
          },
        }}
      />
      <Typography variant="body2" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
        / {count}
      </Typography>
      <Typography
        component="span"
        aria-live="polite"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('viewer.pageOf', { page, count })}
      </Typography>
    </Box>
  );
}
