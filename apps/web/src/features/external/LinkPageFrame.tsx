import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LinkParty } from '@portal/contract';
import { ExternalLayout } from './components/ExternalLayout';
import { Loading } from './components/Loading';
import { startEarlyCalls } from './early';

const ReportInvalid = createContext<(invalid: boolean) => void>(() => {});

/** The page inside the frame says when its link turned out wrong or expired: the frame then drops the prompt. */
export const useReportInvalidLink = () => useContext(ReportInvalid);

/** A rule the party should know before starting, said with the prompt (issue 20 §3). */
const PROMPT_NOTE: Partial<Record<LinkParty, string>> = { auditor: 'complianceAudit.reportRequired' };

/**
 * What a link page shows before its own code and the link's check are there: the frame, the title and the
 * prompt (issue 20 §5: on a phone the prompt, the largest text, was painted only after the page's 100 KB of
 * script and the link's round trip). It is part of the first bundle; once it is on screen it asks the page's
 * first calls (early.ts) and the page's code, which it shows inside.
 */
export function LinkPageFrame({ party, children }: { party: LinkParty; children: ReactNode }) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  const [search] = useSearchParams();
  const painted = useAfterFirstPaint(() => startEarlyCalls(party, search));
  const note = PROMPT_NOTE[party];
  return (
    <ReportInvalid.Provider value={setInvalid}>
      <ExternalLayout
        title={t(`externalPages.${party}.title`)}
        prompt={invalid ? undefined : [t(`externalPages.${party}.prompt`), note && t(note)]}
      >
        {painted ? children : <Loading />}
      </ExternalLayout>
    </ReportInvalid.Provider>
  );
}

/** Longest wait for a paint: a tab opened in the background paints only when shown. */
const PAINT_WAIT_MS = 200;

/**
 * True once the frame has been painted, calling `start` then. The page's code (108 KB on the supplier page) and
 * calls are asked for a frame later rather than while the first render is under way: a phone would not paint
 * the prompt any sooner for them, and Lighthouse's simulation counts every request begun before the largest
 * paint as needed for it (issue 20 §5).
 */
function useAfterFirstPaint(start: () => void) {
  const [painted, setPainted] = useState(false);
  const [begin] = useState(() => start);
  useEffect(() => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      begin();
      setPainted(true);
    };
    const frame = requestAnimationFrame(() => setTimeout(go, 0));
    const fallback = setTimeout(go, PAINT_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [begin]);
  return painted;
}
