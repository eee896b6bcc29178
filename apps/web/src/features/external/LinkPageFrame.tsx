import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ExternalLink, LinkParty } from '@portal/contract';
import { ExternalLayout } from './components/ExternalLayout';
import { LinkSummary } from './components/LinkSummary';
import { startEarlyCalls } from './early';

/** What the page inside the frame found out about its link: wrong or expired, or whom it is for. */
export type LinkFound = { invalid: true } | { invalid: false; link: ExternalLink | null };

const ReportLink = createContext<(found: LinkFound) => void>(() => {});

/** The page inside the frame reports its link: the frame shows whom it is for, or drops the prompt. */
export const useReportLink = () => useContext(ReportLink);

/** A rule the party should know before starting, said with the prompt (issue 20 §3). */
const PROMPT_NOTE: Partial<Record<LinkParty, string>> = { auditor: 'complianceAudit.reportRequired' };

/**
 * What a link page shows before its own code and the link's check are there: the frame, the title and the
 * prompt (issue 20 §5: on a phone the prompt, the largest text, was painted only after the page's 100 KB of
 * script and the link's round trip). It is part of the first bundle, asks the page's first calls at once
 * (early.ts), loads the page itself inside it, and adds whom the link is for once it is checked.
 */
export function LinkPageFrame({ party, children }: { party: LinkParty; children: ReactNode }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<LinkFound>({ invalid: false, link: null });
  const [search] = useSearchParams();
  useState(() => startEarlyCalls(party, search));
  const note = PROMPT_NOTE[party];
  return (
    <ReportLink.Provider value={setFound}>
      <ExternalLayout
        title={t(`externalPages.${party}.title`)}
        above={!found.invalid && found.link && <LinkSummary link={found.link} />}
        prompt={found.invalid ? undefined : [t(`externalPages.${party}.prompt`), note && t(note)]}
      >
        {children}
      </ExternalLayout>
    </ReportLink.Provider>
  );
}
