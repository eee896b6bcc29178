import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Twice what the slowest tests take beside the journeys on a fast machine: CI machines of the same kind have
    // run the suite 2–2.5 times slower (docs/testing.md), and a limit only matters to a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite is memory-hungry and the machine has two cores.
    pool: 'forks',
    maxWorkers: 2,
    // Each file builds its own app on its own database copy (test/helpers.ts), and no file mocks a module: a
    // worker can keep the modules it imported for the next file instead of importing the server again per file.
    isolate: false,
  },
});
