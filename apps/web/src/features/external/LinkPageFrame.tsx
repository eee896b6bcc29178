import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LinkParty } from '@portal/contract';
import { ExternalLayout } from './components/ExternalLayout';
import { startEarlyCalls } from './early';

const ReportInvalid = createContext<(invalid: boolean) => void>(() => {});

/** The page inside the frame says when its link turned out wrong or expired: the frame then drops the prompt. */
export const useReportInvalidLink = () => useContext(ReportInvalid);

/**
 * What a link page shows before its own code and the link's check are there: the frame, the title and the
 * prompt (issue 20 §5: on a phone the prompt, the largest text, was painted only after the page's 100 KB of
 * script and the link's round trip). It is part of the first bundle, asks the page's first calls at once
 * (early.ts), and loads the page itself inside it.
 */
export function LinkPageFrame({ party, children }: { party: LinkParty; children: ReactNode }) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  const [search] = useSearchParams();
  useState(() => startEarlyCalls(party, search));
  return (
    <ReportInvalid.Provider value={setInvalid}>
      <ExternalLayout
        title={t(`externalPages.${party}.title`)}
        prompt={invalid ? undefined : t(`externalPages.${party}.prompt`)}
      >
        {children}
      </ExternalLayout>
    </ReportInvalid.Provider>
  );
}
