// End-to-end run (DESIGN §11): the production build served by the real server on an empty embedded
// database, driven by the system Chromium. Usage: node e2e/run.mjs [journey-name-part ...]
// Run from apps/web after "npm run build" (the root "npm run test:e2e" does both).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkA11y, launchBrowser, newPage, SCREENSHOTS } from './lib/fixture.mjs';
import { startServer } from './lib/server.mjs';
import signupApproval from './journeys/01-signup-approval.mjs';
import passwordReset from './journeys/02-password-reset.mjs';
import rolesAndMenus from './journeys/03-roles-and-menus.mjs';
import languages from './journeys/04-languages.mjs';
import inactivity from './journeys/05-inactivity.mjs';
import projectList from './journeys/06-project-list.mjs';
import rndScope from './journeys/07-rnd-scope.mjs';
import siteRequest from './journeys/08-site-request.mjs';
import createFormRules from './journeys/09-create-form-rules.mjs';

const JOURNEYS = [
  signupApproval,
  passwordReset,
  rolesAndMenus,
  languages,
  inactivity,
  projectList,
  rndScope,
  siteRequest,
  createFormRules,
];
const JOURNEY_TIMEOUT_MS = 180_000;

/** The servers the journeys run against; "idle" has a 3 s inactivity timeout and a 3 s countdown. */
const SERVERS = {
  main: {},
  idle: { IDLE_TIMEOUT_MS: '3000', IDLE_COUNTDOWN_S: '3' },
};

const filters = process.argv.slice(2);
const selected = JOURNEYS.filter((j) => filters.length === 0 || filters.some((f) => j.name.includes(f)));
if (selected.length === 0) {
  console.error(
    `no journey matches ${filters.join(', ')}; journeys: ${JOURNEYS.map((j) => j.name).join(', ')}`,
  );
  process.exit(2);
}

// Screenshots of an earlier run of these journeys would mislead: start clean.
if (fs.existsSync(SCREENSHOTS)) {
  for (const file of fs.readdirSync(SCREENSHOTS)) {
    if (selected.some((j) => file.startsWith(`${j.name}-`)) && file.endsWith('.png'))
      fs.rmSync(path.join(SCREENSHOTS, file));
  }
}

const t0 = Date.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const servers = {};
const booting = {};
let browser;

async function cleanup() {
  await browser?.close().catch(() => undefined);
  await Promise.allSettled(Object.values(booting));
  await Promise.all(Object.values(servers).map((s) => s.stop().catch(() => undefined)));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

/** Where each accessibility violation (rule + elements) was first reported, to print it in full only once. */
const seenViolations = new Map();
function describeA11y(err, pageName) {
  const signatures = err.violations.map(
    (v) => `${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  const firstSeen = signatures.map((sig) => seenViolations.get(sig));
  signatures.forEach((sig) => seenViolations.has(sig) || seenViolations.set(sig, pageName));
  if (firstSeen.every(Boolean)) {
    return `accessibility violations on ${pageName}: ${signatures.map((sig, i) => `${sig} (as on ${firstSeen[i]})`).join('; ')}`;
  }
  return err.message;
}

/** Runs one journey with its own contexts; never throws. */
async function runJourney(journey) {
  const server = servers[journey.server];
  const contexts = [];
  const softFailures = [];
  const lines = [];
  const started = Date.now();
  const ctx = {
    name: journey.name,
    server,
    origin: server.url,
    browser,
    newPage: () => newPage(browser, server, { onClose: (c) => contexts.push(c) }),
    /** Screenshot + axe; a violation fails the journey but lets it go on. */
    a11y: async (page, step) => {
      try {
        await checkA11y(page, `${journey.name}-${step}`);
        lines.push(`    ✓ a11y ${step}`);
      } catch (err) {
        if (!err.a11y) throw err;
        softFailures.push(describeA11y(err, `${journey.name}-${step}`));
        lines.push(`    ✗ a11y ${step}`);
      }
    },
    step: (text) => lines.push(`    · ${text}`),
    /** Runs `fn`; an assertion failure fails the journey but lets it go on (for checks later steps don't need). */
    check: async (label, fn) => {
      try {
        await fn();
        lines.push(`    ✓ ${label}`);
      } catch (err) {
        if (!(err instanceof assert.AssertionError) && err?.name !== 'TimeoutError') throw err;
        softFailures.push(`${label}: ${err.message}`);
        lines.push(`    ✗ ${label}`);
      }
    },
  };
  let error;
  let timer;
  try {
    await Promise.race([
      journey.run(ctx),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`journey timed out after ${secs(JOURNEY_TIMEOUT_MS)}`)),
          JOURNEY_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (err) {
    error = err;
  } finally {
    clearTimeout(timer);
  }
  if (error) {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    let i = 0;
    for (const context of contexts) {
      for (const page of context.pages()) {
        i += 1;
        const file = path.join(SCREENSHOTS, `${journey.name}-failure-${i}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
        lines.push(`    page ${i}: ${page.url()} (screenshot ${path.relative(process.cwd(), file)})`);
        if (page.pageErrors?.length) lines.push(`      page errors: ${page.pageErrors.join(' | ')}`);
      }
    }
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  const ms = Date.now() - started;
  const ok = !error && softFailures.length === 0;
  const out = [`${ok ? '✔' : '✘'} ${journey.name} — ${journey.title} (${secs(ms)})`, ...lines];
  if (error) out.push(`    ERROR: ${(error.stack ?? String(error)).split('\n').join('\n    ')}`);
  for (const f of softFailures) out.push(`    ${f.split('\n').join('\n    ')}`);
  if (error) out.push(`    server "${server.name}" log tail:\n${indent(server.log().slice(-3000))}`);
  console.log(out.join('\n'));
  return { name: journey.name, ok, ms };
}

const indent = (text) =>
  text
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n');

let results = [];
try {
  // Servers in the order of first use; the next one boots while the journeys of the first run.
  const needed = [...new Set(selected.map((j) => j.server))];
  console.log(`starting server(s): ${needed.join(', ')} …`);
  let previous = Promise.resolve();
  for (const name of needed) {
    booting[name] = previous.then(async () => {
      servers[name] = await startServer({ name, env: SERVERS[name] });
      console.log(`  ${name}: ${servers[name].url} ready in ${secs(servers[name].readyMs)}`);
      return servers[name];
    });
    previous = booting[name];
  }
  await booting[needed[0]];
  browser = await launchBrowser();
  console.log(`chromium ${browser.version()}; running ${selected.length} journey(s)\n`);
  // One lane per server, in parallel; the journeys of a lane run one after the other.
  const lanes = needed.map(async (name) => {
    try {
      await booting[name];
    } catch (err) {
      console.error(`server "${name}" failed to start: ${err.stack ?? err}`);
      return [{ name: `server ${name}`, ok: false, ms: 0 }];
    }
    const laneResults = [];
    for (const journey of selected.filter((j) => j.server === name))
      laneResults.push(await runJourney(journey));
    return laneResults;
  });
  results = (await Promise.all(lanes)).flat();
} catch (err) {
  console.error(`e2e set-up failed: ${err.stack ?? err}`);
  results.push({ name: 'set-up', ok: false, ms: 0 });
} finally {
  await cleanup();
}

const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length}/${results.length} journeys passed in ${secs(Date.now() - t0)}` +
    (failed.length ? ` — failed: ${failed.map((r) => r.name).join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);
