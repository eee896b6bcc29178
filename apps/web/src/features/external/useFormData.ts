import { useDeferredValue } from 'react';

/**
 * A query's answer as a link page's form renders it. TanStack Query hands an answer over as a synchronous
 * update, so the whole form rendered in one task of 100–190 ms on the supplier page (a phone's CPU is 4× slower:
 * issue 20 §5); deferred, React renders it in slices and keeps the page responsive meanwhile.
 */
export const useFormData = <T>(data: T | undefined) => useDeferredValue(data);
