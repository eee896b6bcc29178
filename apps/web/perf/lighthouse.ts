// Lighthouse on /login, the four link pages and the dashboard (issue 12 §4, issue 20 §5): `npm run lighthouse`
// at the repository root, after `npm run build`. Starts the built portal on a free port (demo data, fresh
// embedded database, as the journeys do), runs Lighthouse's performance category with its mobile preset (the
// default; `--desktop` for the desktop preset) on /login and on the supplier, auditor, ARCAD and download pages
// as a new visitor (each opened by a real invitation link: the demo's mailed links, an ARCAD party invited
// through the API), then signs a Validation Center user in through the API and runs it on the dashboard `/`.
// Every run starts with an empty HTTP cache. Prints the median of `--runs` runs (default 3) per page and exits 1
// when a page scores under 0.9; `--out <folder>` keeps each run's report (JSON).
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium, type CDPSession } from 'playwright-core';
import { MAIL_LINK_PAGES } from '@portal/contract';
import { startServer } from '../e2e/lib/server';

const TARGET = 0.9;
const VC = { email: 'vc@demo.test', password: 'Demo-Portal-2026' };
const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const outArg = args.indexOf('--out');
const outDir = outArg >= 0 ? args[outArg + 1] : undefined;
const LINK_PAGES = {
  supplier: MAIL_LINK_PAGES.supplierPage,
  auditor: MAIL_LINK_PAGES.auditorPage,
  arcad: MAIL_LINK_PAGES.arcadPage,
  download: MAIL_LINK_PAGES.downloadPage,
} as const;
type LinkPage = keyof typeof LINK_PAGES;
const PAGES = ['login', ...(Object.keys(LINK_PAGES) as LinkPage[]), 'dashboard'] as const;
type PageName = (typeof PAGES)[number];
/** `--page supplier` or `--page login,auditor`: audit those pages only (all by default). */
const pageArg = args.indexOf('--page');
const only = pageArg >= 0 ? (args[pageArg + 1] ?? '').split(',') : undefined;
for (const name of only ?? [])
  if (!(PAGES as readonly string[]).includes(name))
    throw new Error(`--page takes ${PAGES.join(', ')} (comma-separated), not ${name}`);
const audited = (name: PageName) => !only || only.includes(name);
/** `--trace` (with `--out`): keep each run's trace too, for DevTools or `perf/trace-tasks.ts`. */
const keepTrace = args.includes('--trace');

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Figures = { score: number } & Record<keyof typeof METRICS, number>;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const apiOf = (origin: string) => (path: string, init?: RequestInit) => fetch(`${origin}/api/${path}`, init);
const postOf = (origin: string) => (path: string, body: unknown, token?: string) =>
  apiOf(origin)(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

type Mail = { to: string; subject: string; text: string; html: string };
const mailsOf = async (origin: string, query: string) =>
  json<Mail[]>(await apiOf(origin)(`dev/mail?${query}`), 'dev mailbox');

/** Signs the demo VC in through the API (password, then the one-time code from the dev mailbox). */
async function signIn(origin: string): Promise<{ deviceId: string; user: { token: string } }> {
  const api = apiOf(origin);
  const post = postOf(origin);
  const { deviceId } = await json<{ deviceId: string }>(await api('resources/getIdfordevice'), 'device id');
  const answer = await json<{ token: string; isOtpValidationRequired: boolean; message: string }>(
    await post('users/authenticate', { Email: VC.email, Password: VC.password, DeviceName: deviceId }),
    'sign-in',
  );
  const { message: _m, isOtpValidationRequired, ...record } = answer;
  if (!isOtpValidationRequired) return { deviceId, user: record };
  for (let i = 0; i < 40; i++) {
    const mails = await json<{ subject: string; text: string }[]>(
      await api(`dev/mail?to=${encodeURIComponent(VC.email)}&limit=5`),
      'dev mailbox',
    );
    const code = mails.map((m) => `${m.subject}\n${m.text}`.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    if (code)
      return {
        deviceId,
        user: await json<{ token: string }>(
          await post('users/validateotp', { OTP: code }, answer.token),
          'code',
        ),
      };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no one-time code mail');
}

/** The ARCAD party the script invites: the demo data has no ARCAD invitation. */
const ARCAD_PARTY = { Name: 'Lighthouse ARCAD', Email: 'lighthouse@arcad-demo.test' };

/**
 * A live link to each link page, as mailed: the demo's invitations in the dev mailbox (one not yet submitted,
 * so the page shows its form), and an ARCAD party invited by the VC through the API first.
 */
async function linksOf(origin: string, vcToken: string): Promise<Record<LinkPage, string>> {
  await json(await postOf(origin)('projects/arcadinvitations', ARCAD_PARTY, vcToken), 'ARCAD invitation');
  const mails = await mailsOf(origin, 'limit=500');
  const urls = mails
    .flatMap((m) => `${m.text}\n${m.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
    .map((l) => new URL(l.replace(/&amp;/g, '&')));
  const links = {} as Record<LinkPage, string>;
  for (const [name, path] of Object.entries(LINK_PAGES) as [LinkPage, string][]) {
    for (const url of urls.filter((u) => u.pathname.toLowerCase() === path.toLowerCase())) {
      const token = url.searchParams.get('token') ?? '';
      const res = await apiOf(origin)('projects/externallink', {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.ok && !(await res.json()).readOnly) {
        links[name] = `${origin}${url.pathname}${url.search}`;
        break;
      }
    }
    if (!links[name]) throw new Error(`no live ${name} link in the dev mailbox`);
  }
  return links;
}

/** Lighthouse could not measure the run (for example NO_NAVSTART: "Please run Lighthouse again"). */
class RunFailed extends Error {}

/** One audit, run once more if Lighthouse itself failed to record it (it happens about one run in five). */
async function auditOrRetry(name: PageName, url: string, port: number, cdp: CDPSession) {
  try {
    return await audit(name, url, port, cdp);
  } catch (err) {
    if (!(err instanceof RunFailed)) throw err;
    console.log(`${err.message}; running it again`);
    return audit(name, url, port, cdp);
  }
}

async function audit(name: PageName, url: string, port: number, cdp: CDPSession): Promise<Figures> {
  const signedIn = name === 'dashboard';
  await cdp.send('Network.clearBrowserCache');
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The signed-in run keeps the session in localStorage (the cache is emptied above instead).
    disableStorageReset: signedIn,
    // The live notification stream is a request that never ends, by design: Lighthouse would wait for it to the
    // end of its time limit (45 s) and count the page as never quiet. It is not part of the page's loading.
    blockedUrlPatterns: ['*/api/home/notificationevents*'],
  };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (outDir) {
    fs.mkdirSync(outDir, { recursive: true });
    const file = `${name}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(outDir, file), JSON.stringify(lhr));
  }
  if (outDir && keepTrace) {
    const file = `${name}-trace-${Date.now()}.json`;
    fs.writeFileSync(path.join(outDir, file), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalUrl !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    ...(Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, metric(id)])) as Record<
      keyof typeof METRICS,
      number
    >),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function report(page: string, all: Figures[]) {
  const m = (k: keyof Figures) => median(all.map((f) => f[k]));
  const ms = (k: keyof Figures) => `${(m(k) / 1000).toFixed(2)} s`;
  const ok = m('score') >= TARGET;
  console.log(
    `${page.padEnd(10)} score ${m('score').toFixed(2)} (runs: ${all.map((f) => f.score.toFixed(2)).join(' ')})` +
      `  FCP ${ms('FCP')}  LCP ${ms('LCP')}  TBT ${Math.round(m('TBT'))} ms  CLS ${m('CLS').toFixed(3)}` +
      `  SI ${ms('SI')}  ${ok ? 'ok' : `UNDER ${TARGET}`}`,
  );
  return ok;
}

const server = await startServer('main');
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let ok = true;
try {
  console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'} preset, ${runs} run(s) per page, ${server.url}`);
  // A page of the default profile, to write the session into localStorage and to empty the HTTP cache.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [defaultContext] = browser.contexts();
  if (!defaultContext) throw new Error('Chromium has no default browser context.');
  const helper = await defaultContext.newPage();
  const cdp = await helper.context().newCDPSession(helper);

  const results: [PageName, Figures[]][] = [];
  const run = async (name: PageName, url: string) => {
    if (!audited(name)) return;
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await auditOrRetry(name, url, chrome.port, cdp));
    results.push([name, all]);
  };

  await run('login', `${server.url}/login`);
  // Signed in through the API only: the browser stays a new visitor for the link pages.
  const { deviceId, user } = await signIn(server.url);
  if (Object.keys(LINK_PAGES).some((name) => audited(name as LinkPage))) {
    const links = await linksOf(server.url, user.token);
    for (const name of Object.keys(LINK_PAGES) as LinkPage[]) await run(name, links[name]);
  }

  await helper.goto(`${server.url}/favicon.svg`);
  await helper.evaluate(
    ([session, device]) => {
      localStorage.setItem('portal.session', session);
      localStorage.setItem('portal.deviceId', device);
      localStorage.setItem('portal.cookieConsent', 'yes');
    },
    [JSON.stringify({ state: 'LOGIN', user }), deviceId] as const,
  );
  await run('dashboard', `${server.url}/`);

  for (const [name, all] of results) ok = report(name === 'login' ? '/login' : name, all) && ok;
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(ok ? 0 : 1);
