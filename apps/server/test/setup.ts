/**
 * Runs before each test file (vitest.config.ts `setupFiles`).
 *
 * node-postgres answers a query sent on a client while another runs there, with a deprecation warning, and pg 9
 * refuses it: here it fails the run instead of scrolling past (db/client.ts `readTogether` is the way to read
 * several things at once inside a transaction). node warns once per process, so the first such query fails.
 */
const guarded = Symbol.for('portal.test.pgConcurrentQueryGuard');
const marks = globalThis as { [guarded]?: true };
if (!marks[guarded]) {
  marks[guarded] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query'))
      throw new Error(`a query was sent on a database client while another ran there: ${warning.message}`);
  });
}
