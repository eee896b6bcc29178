import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { packs } from '@portal/contract/i18n';
import { resetClientConfig } from '../lib/config';
import { initI18n } from '../lib/i18n';

// MUI renders slowly in jsdom on a busy 2-core machine: give async queries time.
configure({ asyncUtilTimeout: 10_000 });

// Tests read the packs directly instead of fetching them from the server.
initI18n(packs);
afterEach(() => {
  cleanup();
  resetClientConfig();
  localStorage.clear();
});
