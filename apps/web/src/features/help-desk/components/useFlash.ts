import { useCallback, useEffect, useState } from 'react';

export interface Flash {
  severity: 'success' | 'error';
  text: string;
}

/**
 * A banner that hides itself after `ms` (spec 002 §9: help desk confirmation 4 s, FAQ delete banner 4 s).
 * Showing a banner again restarts its time, even with the same text; `sticky` banners stay until replaced.
 */
export function useFlash(ms: number) {
  const [state, setState] = useState<{ flash: Flash; sticky: boolean; n: number } | null>(null);
  useEffect(() => {
    if (!state || state.sticky) return;
    const id = setTimeout(() => setState(null), ms);
    return () => clearTimeout(id);
  }, [state, ms]);
  const show = useCallback(
    (flash: Flash | null, sticky = false) =>
      setState((prev) => (flash ? { flash, sticky, n: (prev?.n ?? 0) + 1 } : null)),
    [],
  );
  return [state?.flash ?? null, show] as const;
}
