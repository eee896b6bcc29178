import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';

/**
 * One line of text cut with an ellipsis when it does not fit (a grid cell), with its full text in a tooltip on
 * hover or focus — only when it is really cut. The whole text stays in the page for screen readers.
 */
export function OverflowText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const measure = () => {
    const el = ref.current;
    setCut(Boolean(el && el.scrollWidth > el.clientWidth));
  };
  return (
    <Tooltip title={cut ? text : ''} describeChild>
      <span
        ref={ref}
        onMouseEnter={measure}
        onFocus={measure}
        data-overflow-text=""
        style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text}
      </span>
    </Tooltip>
  );
}
