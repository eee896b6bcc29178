import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';

/**
 * Text cut with an ellipsis when it does not fit (a grid cell) on one line, or on `lines` lines, with its full
 * text in a tooltip on hover or focus — only when it is really cut. The whole text stays in the page for
 * screen readers.
 */
export function OverflowText({ text, lines = 1 }: { text: string; lines?: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const measure = () => {
    const el = ref.current;
    setCut(Boolean(el && (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)));
  };
  return (
    <Tooltip title={cut ? text : ''} describeChild>
      <span
        ref={ref}
        onMouseEnter={measure}
        onFocus={measure}
        data-overflow-text=""
        style={lines > 1 ? clamped(lines) : ONE_LINE}
      >
        {text}
      </span>
    </Tooltip>
  );
}

const ONE_LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
/** Up to `lines` lines, wrapped at spaces, the last one ending in an ellipsis when the text goes on. */
const clamped = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    whiteSpace: 'normal',
    lineHeight: 1.25,
    overflowWrap: 'anywhere',
  }) as const;
