import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database';
import { seedReference } from './seed';
import { seedBulk } from './seed-bulk';

/**
 * `npm run seed:bulk`: many projects added for the benchmarks (docs/testing.md). A command of its own file, run
 * only as a command: an "am I the entry point?" check inside a module others import is true in the server's
 * bundle, where every module's import.meta.url is the bundle's (see rollups-rebuild.ts; commands.test.ts).
 */
async function main() {
  const usage =
    'usage: npm run seed:bulk -- --projects N [--database-url postgres://…]  (1 ≤ N ≤ 10,000,000)';
  let values: { projects?: string; 'database-url'?: string };
  try {
    ({ values } = parseArgs({
      options: { projects: { type: 'string' }, 'database-url': { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
  const count = Number(values.projects);
  if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
    console.error(usage);
    process.exit(2);
  }
  const { database, where } = await openCommandDatabase(values['database-url']);
  console.log(`seed:bulk → ${database.kind} (${where}): ${count.toLocaleString('en')} projects`);
  try {
    await database.migrate();
    await seedReference(database.db);
    const r = await seedBulk(database.db, count, console.log);
    const seconds = r.ms / 1000;
    console.log(
      `added ${r.projects.toLocaleString('en')} projects, ${r.sites.toLocaleString('en')} sites, ` +
        `${r.brandRows.toLocaleString('en')} brand rows, ${r.historyRows.toLocaleString('en')} history rows ` +
        `in ${seconds.toFixed(1)} s (${Math.round(r.projects / seconds).toLocaleString('en')} projects/s)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
