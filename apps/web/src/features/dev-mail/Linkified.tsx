import Link from '@mui/material/Link';
import { Fragment } from 'react';

// Trailing punctuation of the sentence is not part of the address.
const URL_PATTERN = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/g;

/** Plain text with its http(s) addresses made clickable; nothing else is interpreted. */
export function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} sx={{ wordBreak: 'break-all' }}>
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
