#!/usr/bin/env node
// `npm test` (docs/testing.md): the production build, then the browser journeys and the unit suites side by side.
//
// The journeys drive one browser against one server: they wait on pages as well as compute, and leave part of the
// second core idle. The unit suites (contract, server, web, one after another) fill that room at a lower CPU
// priority (nice), so the journeys keep the CPU when they need it. On a two-core machine the journeys are slower
// than alone, but the whole is shorter than the parts one after another (docs/decisions/019-unit-suites-beside-the-journeys.md).
//
// TEST_SIDE_BY_SIDE=0 runs everything one after another, as `npm run test:unit && npm run test:e2e` does.
// Each part's output is streamed with its name in front of every line; a summary with each part's time ends it,
// followed by the last lines of each part that failed (its failures), so a log's tail says what failed.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const sideBySide = process.env.TEST_SIDE_BY_SIDE !== '0';
/** How much less CPU priority the unit suites get beside the journeys (0 = same, 19 = least). */
const UNIT_NICENESS = 10;

/** How many of a failed part's last output lines are printed again after the summary. */
const FAILED_TAIL_LINES = 80;

/** Runs `npm run <script> [-w workspace]`, each output line prefixed; answers the exit code, the seconds taken
 * and the output's last lines. */
function run(label, args, { niceness = 0 } = {}) {
  const started = Date.now();
  const tail = [];
  // `nice` (coreutils) lowers the priority before npm starts, so every process under it inherits it.
  const [command, ...rest] =
    niceness && process.platform !== 'win32'
      ? ['nice', '-n', String(niceness), 'npm', 'run', ...args]
      : ['npm', 'run', ...args];
  const child = spawn(command, rest, {
    cwd: root,
    // Piped output loses the colours a terminal would show: keep them when ours is a terminal.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`[${label}] ${line}\n`);
      tail.push(line);
      if (tail.length > FAILED_TAIL_LINES) tail.shift();
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        label,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
        tail,
      }),
    );
  });
}

/** Runs the parts in order, stopping at the first that fails. */
async function inOrder(parts, options) {
  const results = [];
  for (const [label, args] of parts) {
    const result = await run(label, args, options);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const unitParts = [
  ['contract', ['test', '-w', 'packages/contract']],
  ['server', ['test', '-w', 'apps/server']],
  ['web', ['test', '-w', 'apps/web']],
];
const started = Date.now();
let results;
if (sideBySide) {
  const build = await run('build', ['build']);
  if (build.code !== 0) {
    results = [build];
  } else {
    const [units, journeys] = await Promise.all([
      inOrder(unitParts, { niceness: UNIT_NICENESS }),
      run('journeys', ['e2e', '-w', 'apps/web']),
    ]);
    results = [build, ...units, journeys];
  }
} else {
  results = await inOrder([...unitParts, ['build', ['build']], ['journeys', ['e2e', '-w', 'apps/web']]]);
}

const total = Math.round((Date.now() - started) / 1000);
console.log(`\nnpm test, ${sideBySide ? 'journeys beside the unit suites' : 'one part after another'}:`);
for (const r of results)
  console.log(`  ${r.label.padEnd(9)} ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds} s`);
const failed = results.filter((r) => r.code !== 0);
console.log(failed.length ? `  ${failed.length} part(s) failed (${total} s)` : `  all passed in ${total} s`);
for (const r of failed) {
  console.log(`\n--- the last ${r.tail.length} lines of ${r.label}:`);
  for (const line of r.tail) console.log(`[${r.label}] ${line}`);
}
process.exit(failed.length ? 1 : 0);
