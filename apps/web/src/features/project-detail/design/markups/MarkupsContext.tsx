import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDocumentInfo } from '../../api/getDocumentInfo';
import { MarkupsDialog } from './MarkupsDialog';

interface Opener {
  /** Opens a version with its markups (a version that is no longer listed opens nothing). */
  open: (documentId: number) => void;
}

const MarkupsOpener = createContext<Opener | null>(null);

/** The markups dialog of the Design Validation tab, opened from a version's row or a decision's comment. */
export function MarkupsProvider({
  projectId,
  userId,
  onMissing,
  children,
}: {
  projectId: number;
  userId: number;
  onMissing?: () => void;
  children: ReactNode;
}) {
  const [documentId, setDocumentId] = useState<number | null>(null);
  const documents = useDocumentInfo(userId, projectId);
  const opener = useMemo(() => ({ open: setDocumentId }), []);
  const found = documents.data?.documents
    .flatMap((slot) => slot.versions.map((version) => ({ slot: slot.documentName, version })))
    .find((v) => v.version.documentId === documentId);
  return (
    <MarkupsOpener.Provider value={opener}>
      {children}
      {found && (
        <MarkupsDialog
          projectId={projectId}
          slot={found.slot}
          version={found.version}
          onClose={() => setDocumentId(null)}
          onMissing={() => {
            setDocumentId(null);
            onMissing?.();
          }}
        />
      )}
    </MarkupsOpener.Provider>
  );
}

/** The opener of the tab's markups dialog; null outside it (the button is then not shown). */
export const useMarkupsOpener = () => useContext(MarkupsOpener);
