import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReference } from '../lib/api';

/**
 * "Reference: <id>" under a server error, with a button that copies the id: the request id that the
 * server's log lines carry, so a user's report can be found (docs/production.md, "Logs"). Nothing for
 * other failures. The id is selectable text too, for browsers that refuse the clipboard.
 */
export function ErrorReference({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const reference = errorReference(error);
  if (!reference) return null;
  const copy = () =>
    void navigator.clipboard?.writeText(reference).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875em', flexWrap: 'wrap' }}
    >
      <span>
        {t('common.reference')}{' '}
        <Box component="code" sx={{ userSelect: 'all', fontFamily: 'monospace' }}>
          {reference}
        </Box>
      </span>
      {/* No Tooltip: it brings Popper into the first bundle (the link pages' errors show this), and the
          button's name and the "Copied" status below say the same. */}
      <IconButton
        size="small"
        color="inherit"
        onClick={copy}
        aria-label={t('common.copyReference')}
        title={t('common.copyReference')}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
      {copied && (
        <Box component="span" role="status">
          {t('common.referenceCopied')}
        </Box>
      )}
    </Box>
  );
}
