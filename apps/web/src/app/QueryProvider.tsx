import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { announceServerError, ServerErrorToast } from '../components/ServerErrorToast';

const queryClient = new QueryClient({
  // An action's server error: the page says what failed, the toast gives the reference to quote.
  mutationCache: new MutationCache({ onError: announceServerError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal is an answer, not a glitch: retry only network failures and 5xx.
      retry: (count, err) =>
        count < 2 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
    },
  },
});

const Nested = createContext(false);

/** Loaded with the first lazy page, so the login page's bundle does not carry TanStack Query. */
export default function QueryProvider({ children }: { children: ReactNode }) {
  // Pages inside the shell are wrapped again: one toast, from the outermost.
  const nested = useContext(Nested);
  return (
    <QueryClientProvider client={queryClient}>
      <Nested.Provider value={true}>{children}</Nested.Provider>
      {!nested && <ServerErrorToast />}
    </QueryClientProvider>
  );
}
