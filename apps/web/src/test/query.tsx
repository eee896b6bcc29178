import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderScreen, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Testing Library's render inside a fresh QueryClientProvider, as every page but the login page has in the
 * app (their changes go through useMutation). Not shipped: only tests import this file.
 */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderScreen(ui, { wrapper, ...options });
}
