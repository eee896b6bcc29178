import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { AttachedMarkups } from '@portal/contract';
import { useMarkupsOpener } from './MarkupsContext';

/** "3 markups on New Project Facade Plan v2" under a decision's comment: each opens that version with them. */
export function AttachedMarkupLinks({ groups }: { groups: readonly AttachedMarkups[] }) {
  const { t } = useTranslation();
  const opener = useMarkupsOpener();
  if (!groups.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
      {groups.map((g) => {
        const text = t(g.count === 1 ? 'markups.summary.one' : 'markups.summary.other', {
          count: g.count,
          document: t(`design.doc.${g.slot}`),
          version: g.version,
        });
        return (
          <Box component="li" key={g.documentId} sx={{ typography: 'body2' }}>
            {opener ? (
              <Link component="button" type="button" onClick={() => opener.open(g.documentId)}>
                {text}
              </Link>
            ) : (
              text
            )}
          </Box>
        );
      })}
    </Box>
  );
}
