import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database';
import { rebuildProjectCounts } from './project-counts';
import { refreshAllBalls } from '../features/projects/kept-ball';

/**
 * `npm run rollups:rebuild`: the kept project counts recounted and every ball in court set again (docs/production.md).
 * A file of its own, run only as a command: as a part of project-counts.ts, its "am I the entry point?" check was
 * true inside the server's bundle (dist/main.js, where every module's import.meta.url is the bundle's), so every
 * production start ran the rebuild beside the server, on the same embedded database folder.
 */
async function main() {
  const usage = 'usage: npm run rollups:rebuild [-- --database-url postgres://…]';
  let values: { 'database-url'?: string };
  try {
    ({ values } = parseArgs({ options: { 'database-url': { type: 'string' } }, strict: true }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
  const { database } = await openCommandDatabase(values['database-url']);
  try {
    await database.migrate();
    const started = performance.now();
    const r = await rebuildProjectCounts(database.db);
    console.log(
      `rollups:rebuild: ${r.projects.toLocaleString('en')} projects in ${r.groups.toLocaleString('en')} ` +
        `month groups, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The ball in court kept on each project (decision 033) is set again from the same rows.
    const ballStarted = performance.now();
    await refreshAllBalls(database.db);
    console.log(
      `rollups:rebuild: every ball in court set, in ${((performance.now() - ballStarted) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
