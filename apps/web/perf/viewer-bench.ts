// The viewer's budget, measured (issue 22 §1): `npm run bench:viewer` at the repository root, after
// `npm run build`. Starts the built portal (demo data, fresh embedded database, as the journeys do) behind a
// counting proxy, uploads a 100 MB, 200-page plan (viewer-plan.ts) into a design document slot of a demo project
// through the real upload call as its originator, opens it in the real viewer in Chromium (/usr/bin/chromium)
// and pages through all of it with Page Down. Prints: the first page drawn after the Preview click (budget 2 s),
// each next page drawn after its key press (budget 300 ms), the renderer's memory while paging (budget 400 MB),
// and the bytes of the file fetched against its size (Range at work). A benchmark: it reports, it does not fail
// on a missed budget. `--pages <n>` pages through the first n only; `--json <file>` keeps the figures.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { acceptOf } from '@portal/contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/lib/chromium';
import { startServer } from '../e2e/lib/server';
import { launchPiped, type CdpPipe } from './cdp-pipe';
import { benchPlan, PLAN_PAGES, type PlanLayout } from './viewer-plan';

const BUDGET = { firstMs: 2000, nextMs: 300, memoryMb: 400 };
const ORIGINATOR = { email: 'originator@demo.test', password: 'Demo-Portal-2026' };
const args = process.argv.slice(2);
const argOf = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const pagesToRead = Math.min(PLAN_PAGES, Number(argOf('--pages') ?? PLAN_PAGES));
const jsonOut = argOf('--json');
/** `--layout classic`: the PDF 1.4 layout, each page's dictionary beside its images (viewer-plan.ts). */
const layout: PlanLayout = argOf('--layout') === 'classic' ? 'classic' : 'modern';
/** `--no-thumbnails`: pages through with the thumbnails strip folded (to tell its share of the memory). */
const noThumbnails = args.includes('--no-thumbnails');
/** `--allocators`: Chromium's own memory dumps (memory-infra) before opening, at pages 10 and 100 and at the end, to tell
 * which allocator holds the renderer's memory (V8's heaps of the page and the pdf.js worker, Blink, Skia…), and
 * the renderer's private memory by kind of mapping. */
const withAllocators = args.includes('--allocators');
/** `--uncollected`: the allocators' dumps taken without a collection first (Chromium's deterministic dump collects
 * every heap), to tell the garbage each allocator holds at that moment from what it keeps. */
const dumpsUncollected = args.includes('--uncollected');
/** `--gc`: a full collection of the page (V8 and Blink's heap together) before each memory sample, to tell the
 * memory kept from garbage not collected yet. */
const collectFirst = args.includes('--gc');
/** `--trace FILE`: a Chromium trace (the threads' tasks, as DevTools' Performance panel records them) of pages
 * 21 to 40, to tell where a next page's time goes; `perf/trace-threads.ts FILE` sums it per thread. */
const traceOut = argOf('--trace');
const TRACED = { from: 21, to: 40 };
/** `--allocations`: the page's JavaScript allocations over pages 21 to 40, garbage included (V8's sampling heap
 * profiler), summed per function, to tell what the main thread allocates per page turn. */
const withAllocations = args.includes('--allocations');

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * A pass-through proxy in front of the portal that counts the bytes of the file's downloads (pdf.js fetches them
 * from its worker, where the page's own network events do not see every byte).
 */
async function countingProxy(target: string) {
  const upstream = new URL(target);
  const counted = { bytes: 0, requests: 0, ranges: 0 };
  const server = http.createServer((req, res) => {
    const file = /\/GetFileById\//i.test(req.url ?? '');
    if (file) {
      counted.requests++;
      if (req.headers.range) counted.ranges++;
    }
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (file) answer.on('data', (chunk: Buffer) => (counted.bytes += chunk.length));
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, counted, close: () => server.close() };
}

type UserRecord = { token: string; userSequence: number; [key: string]: unknown };

/** Signs the demo originator in through the calls (password, then the one-time code from the dev mailbox). */
async function signIn(origin: string): Promise<UserRecord> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${origin}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const answer = await json<UserRecord & { isOtpValidationRequired: boolean }>(
    await post('users/authenticate', {
      ...{ Email: ORIGINATOR.email, Password: ORIGINATOR.password },
      DeviceName: 'bench',
    }),
    'sign-in',
  );
  if (!answer.isOtpValidationRequired) return answer;
  for (let i = 0; i < 80; i++) {
    const mails = await json<{ subject: string; text: string }[]>(
      await fetch(`${origin}/api/dev/mail?to=${encodeURIComponent(ORIGINATOR.email)}&limit=5`),
      'dev mailbox',
    );
    const code = mails.map((m) => `${m.subject}\n${m.text}`.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    if (code) return json<UserRecord>(await post('users/validateotp', { OTP: code }, answer.token), 'code');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no one-time code mail');
}

interface Slot {
  documentName: string;
}

/** A demo project of the originator open for uploads, and a slot of it that takes a PDF. */
async function uploadTarget(origin: string, user: UserRecord) {
  const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const list = await json<{ rows: { projectId: number; isEnabled: boolean }[] }>(
    await fetch(`${origin}/api/Projects/getallprojectsbyfilters`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ PageSize: 100 }),
    }),
    'project list',
  );
  for (const row of list.rows.filter((r) => r.isEnabled)) {
    const info = await json<{ isUploadAllowed: boolean; documents: Slot[] }>(
      await fetch(`${origin}/api/projects/GetDocumentInfoToDownload/${user.userSequence}/${row.projectId}`, {
        headers: auth,
      }),
      'document info',
    );
    const slot = info.documents.find((s) => acceptOf(s.documentName as never).includes('.pdf'));
    if (info.isUploadAllowed && slot) return { projectId: row.projectId, documentName: slot.documentName };
  }
  throw new Error('no demo project of the originator takes uploads');
}

/** Uploads the plan through POST projects/uploadafile, as the Design Validation tab does. */
async function upload(origin: string, user: UserRecord, file: string, fileName: string) {
  const target = await uploadTarget(origin, user);
  const form = new FormData();
  form.set('DocumentName', target.documentName);
  form.set('ProjectId', String(target.projectId));
  form.set('UserId', String(user.userSequence));
  form.set('ReplaceOldest', 'true');
  form.set('files', await fs.openAsBlob(file, { type: 'application/pdf' }), fileName);
  const started = Date.now();
  await json(
    await fetch(`${origin}/api/projects/uploadafile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    }),
    'upload',
  );
  return { ...target, uploadMs: Date.now() - started };
}

/**
 * Memory of the browser's renderer and GPU processes, in MB (Linux /proc): resident (RSS, which counts the
 * Chromium binary's and shared libraries' pages the other processes map too) and private (smaps_rollup's
 * Private_Clean + Private_Dirty: what the process alone holds, close to Chrome's own "memory footprint").
 */
async function processMemory(cdp: CdpPipe) {
  const { processInfo } = await cdp.send<{ processInfo: { type: string; id: number }[] }>(
    'SystemInfo.getProcessInfo',
  );
  const read = (pid: number) => {
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
      return { rss: kb('Rss') / 1024, private: (kb('Private_Clean') + kb('Private_Dirty')) / 1024 };
    } catch {
      return { rss: 0, private: 0 };
    }
  };
  const renderers = processInfo
    .filter((p) => p.type === 'renderer')
    .map((p) => ({ pid: p.id, ...read(p.id) }));
  const biggest = renderers.sort((a, b) => b.rss - a.rss)[0] ?? { pid: 0, rss: 0, private: 0 };
  const gpu = processInfo.filter((p) => p.type === 'GPU').map((p) => read(p.id).rss);
  return {
    rendererPid: biggest.pid,
    renderer: biggest.rss,
    rendererPrivate: biggest.private,
    gpu: gpu.reduce((a, b) => a + b, 0),
  };
}

/**
 * A process's private memory (MB) by kind of mapping (/proc/<pid>/smaps): named mappings by name (memfd shared
 * memory, files), anonymous ones by the mapping's size, to tell which of the allocators' regions grow.
 */
function privateByMapping(pid: number): Record<string, number> {
  const kb: Record<string, number> = {};
  let key = '';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const size = (parseInt(header[2] ?? '0', 16) - parseInt(header[1] ?? '0', 16)) / 1048576;
      const name = (header[3] ?? '').replace(/\(deleted\)/, '').trim();
      key = name
        ? name.startsWith('/memfd:')
          ? `memfd:${name.slice(7).replace(/[0-9]+/g, '#')}`
          : name.startsWith('/')
            ? 'files'
            : name
        : size >= 32
          ? 'anon ≥ 32 MB'
          : size >= 1
            ? 'anon 1–32 MB'
            : 'anon < 1 MB';
      continue;
    }
    const field = /^(Private_Clean|Private_Dirty):\s+(\d+)/.exec(line);
    if (field) kb[key] = (kb[key] ?? 0) + Number(field[2]);
  }
  return Object.fromEntries(Object.entries(kb).map(([k, v]) => [k, Math.round(v / 1024)]));
}

type AllocatorSizes = Record<string, number>;

/** One call frame of V8's sampling heap profile (`HeapProfiler.stopSampling`), with what it allocated itself. */
interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/** Prints the sampled allocations summed per stack's last four frames, the largest first. */
function allocationsOf(answer: { profile: { head: SamplingNode } }) {
  const self = new Map<string, number>();
  let total = 0;
  const walk = (node: SamplingNode, path: string[]) => {
    const f = node.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    const here = [...path, name];
    if (node.selfSize) {
      const key = here.slice(-4).join(' < ');
      self.set(key, (self.get(key) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    for (const c of node.children) walk(c, here);
  };
  walk(answer.profile.head, []);
  console.log(
    `allocations over pages ${TRACED.from}–${TRACED.to}: ${(total / 1048576).toFixed(1)} MB sampled`,
  );
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(v / 1048576).toFixed(1)} MB  ${k.split(' < ').reverse().join(' < ')}`);
}

/** Ends the trace under way and waits until Chromium has sent all of it (`Tracing.tracingComplete`). */
async function endTracing(cdp: CdpPipe) {
  const complete = new Promise<void>((resolve) => {
    const done = cdp.on('Tracing.tracingComplete', () => {
      done();
      resolve();
    });
  });
  await cdp.send('Tracing.end');
  await complete;
}

/** Records a trace of the renderer's threads between `start()` and `save(file)` (the Performance panel's
 * categories); `perf/trace-threads.ts` reads it. */
function traceRecorder(cdp: CdpPipe) {
  const events: unknown[] = [];
  let stop = () => {};
  return {
    async start() {
      stop = cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown[])));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'v8.execute',
            'blink.user_timing',
            '__metadata',
          ],
        },
        transferMode: 'ReportEvents',
      });
    },
    async save(file: string) {
      await endTracing(cdp);
      stop();
      fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
      console.log(`trace of pages ${TRACED.from} to ${TRACED.to}: ${file} (${events.length} events)`);
    },
  };
}

/**
 * One Chromium memory dump (the memory-infra tracing category, as chrome://tracing takes it): per renderer, the
 * size in MB of each top-level allocator (v8, partition_alloc, malloc, blink_gc, skia, canvas, …), and V8's heaps
 * per isolate (the page's main thread and the pdf.js worker). Answers the biggest renderer's.
 */
async function allocatorDump(cdp: CdpPipe): Promise<AllocatorSizes> {
  type TraceEvent = {
    ph: string;
    pid: number;
    args?: { dumps?: { allocators?: Record<string, { attrs?: Record<string, { value: string }> }> } };
  };
  const events: TraceEvent[] = [];
  const stop = cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra'],
      excludedCategories: ['*'],
      // No periodic dumps: only the one asked below.
      memoryDumpConfig: { triggers: [] },
    },
    transferMode: 'ReportEvents',
  });
  await cdp.send('Tracing.requestMemoryDump', {
    deterministic: !dumpsUncollected,
    levelOfDetail: 'detailed',
  });
  await endTracing(cdp);
  stop();
  const perProcess = new Map<number, AllocatorSizes>();
  for (const e of events) {
    const allocators = e.ph === 'v' ? e.args?.dumps?.allocators : undefined;
    if (!allocators) continue;
    const sizes = perProcess.get(e.pid) ?? {};
    for (const [name, dump] of Object.entries(allocators)) {
      const size = dump.attrs?.size?.value;
      if (!size) continue;
      // Top-level allocators and their parts down to three levels (partition_alloc/partitions/array_buffer,
      // v8/main/heap, blink_gc/main/heap, …), V8's spaces per isolate and Blink's objects per class
      // (blink_objects/blink_gc/main/Path2D…); an allocator's parts are inside its own size.
      const key =
        name.split('/').length <= 3 || name.startsWith('v8/') || name.startsWith('blink_objects/')
          ? name
          : null;
      if (key) sizes[key] = Math.round(parseInt(size, 16) / 1048576);
    }
    perProcess.set(e.pid, sizes);
  }
  const biggest = [...perProcess.values()].sort((a, b) => (b.v8 ?? 0) - (a.v8 ?? 0))[0] ?? {};
  return biggest;
}

const describeAllocators = (sizes: AllocatorSizes) =>
  Object.entries(sizes)
    .filter(
      ([name, mb]) =>
        mb >= (name.includes('/') && !name.startsWith('v8') && !name.startsWith('blink_objects') ? 5 : 1),
    )
    .sort((a, b) => b[1] - a[1])
    .map(([name, mb]) => `${name} ${mb}`)
    .join(', ');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function main() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`machine: ${os.cpus().length} cores, load average ${load}`);
  const planFile = await benchPlan(layout);
  const size = fs.statSync(planFile).size;
  console.log(`plan: ${planFile}, ${(size / 1e6).toFixed(1)} MB, ${PLAN_PAGES} pages, ${layout} layout`);
  const server = await startServer('main');
  const proxy = await countingProxy(server.url);
  // The journeys' Chromium and flags (e2e/lib/chromium.ts), driven over its own DevTools pipe (cdp-pipe.ts).
  const browser = await launchPiped(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--window-size=1440,900']);
  const cdp = browser.cdp;
  try {
    const user = await signIn(server.url);
    const fileName = `Viewer_bench_plan_${Date.now()}.pdf`;
    const target = await upload(server.url, user, planFile, fileName);
    console.log(
      `uploaded into project ${target.projectId}, slot ${target.documentName} in ${target.uploadMs} ms`,
    );

    const page = await browser.newPage({ width: 1440, height: 900 });
    // The session as the sign-in leaves it in the browser, set on the portal's origin before the project opens.
    await page.goto(`${proxy.url}/login`);
    await page.evaluate(
      `localStorage.setItem('portal.session', ${JSON.stringify(JSON.stringify({ state: 'LOGIN', user }))})`,
    );
    await page.goto(`${proxy.url}/UniqueProject/${target.projectId}?tab=design`);
    const previewButton = `[...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === ${JSON.stringify(`Preview ${fileName}`)})`;
    await page.waitFor(previewButton, 60_000, 100);
    // The design tab settled (its calls answered; the notification stream stays open) before the baseline.
    await new Promise((r) => setTimeout(r, 3000));
    // Each page's canvas marks the moment it is drawn; the click and each key press are stamped in the page.
    await page.evaluate(`(() => {
      window.bench = { drawn: {}, input: 0 };
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target;
          if (el.tagName === 'CANVAS' && el.dataset.drawn === 'true') {
            const name = el.getAttribute('aria-label') ?? '';
            window.bench.drawn[name] ??= performance.now();
          }
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
      for (const type of ['click', 'keydown'])
        document.addEventListener(type, () => (window.bench.input = performance.now()), { capture: true });
    })()`);
    const drawnAfterInput = async (n: number) => {
      await page.waitFor(`window.bench.drawn['Page ${n}']`, 60_000).catch(async (err: unknown) => {
        console.error(
          `page ${n} not drawn; the dialog says: ${await page
            .evaluate<string>(`document.querySelector('[role=dialog]')?.innerText ?? '(none)'`)
            .catch(() => '(none)')}`,
        );
        console.error(`file bytes fetched so far: ${JSON.stringify(proxy.counted)}`);
        throw err;
      });
      const b = await page.evaluate<{ drawn: Record<string, number>; input: number }>('window.bench');
      return Math.max(0, (b.drawn[`Page ${n}`] ?? 0) - b.input);
    };

    // The tab before the viewer opens: the portal's page itself (its share of the budget is not the viewer's).
    const before = await processMemory(cdp);
    console.log(
      `before opening: renderer ${before.renderer.toFixed(0)} MB (private ${before.rendererPrivate.toFixed(0)}), GPU process ${before.gpu.toFixed(0)} MB`,
    );
    const allocators: { page: number; sizes: AllocatorSizes; mappings: Record<string, number> }[] = [];
    const dumpAllocators = async (at: number) => {
      if (!withAllocators) return;
      const sizes = await allocatorDump(cdp);
      const mappings = privateByMapping((await processMemory(cdp)).rendererPid);
      allocators.push({ page: at, sizes, mappings });
      const when = at ? `at page ${at}` : 'before opening';
      console.log(`allocators (MB) ${when}: ${describeAllocators(sizes)}`);
      console.log(`private memory by mapping (MB) ${when}: ${describeAllocators(mappings)}`);
    };
    await dumpAllocators(0);
    const bytesBefore = proxy.counted.bytes;
    await page.evaluate(`${previewButton}.click()`);
    const firstMs = await drawnAfterInput(1);
    const bytesFirst = proxy.counted.bytes - bytesBefore;
    const requestsFirst = proxy.counted.requests;
    console.log(
      `first page drawn ${firstMs.toFixed(0)} ms after the click (budget ${BUDGET.firstMs}), ${(bytesFirst / 1e6).toFixed(2)} MB fetched in ${requestsFirst} requests`,
    );

    if (noThumbnails)
      await page.evaluate(`document.querySelector('button[aria-label="Hide page thumbnails"]').click()`);
    await page.evaluate(`document.querySelector('[data-testid="viewer-pages"]').focus()`);
    const next: number[] = [];
    const memory: { page: number; renderer: number; rendererPrivate: number; gpu: number; heap: number }[] =
      [];
    const trace = traceOut ? traceRecorder(cdp) : null;
    for (let n = 2; n <= pagesToRead; n++) {
      if (trace && n === TRACED.from) await trace.start();
      if (trace && n === TRACED.to + 1) await trace.save(traceOut!);
      if (withAllocations && n === TRACED.from)
        await page.send('HeapProfiler.startSampling', {
          samplingInterval: 16384,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      if (withAllocations && n === TRACED.to + 1)
        allocationsOf(await page.send<{ profile: { head: SamplingNode } }>('HeapProfiler.stopSampling'));
      await page.press('PageDown');
      next.push(await drawnAfterInput(n));
      if (n % 10 === 0 || n === pagesToRead) {
        if (collectFirst) await page.send('HeapProfiler.collectGarbage');
        const { usedSize } = await page.send<{ usedSize: number }>('Runtime.getHeapUsage');
        memory.push({ page: n, ...(await processMemory(cdp)), heap: usedSize / 1e6 });
      }
      if (n === 10 || n === 100 || n === pagesToRead) await dumpAllocators(n);
    }
    const peak = Math.max(...memory.map((m) => m.renderer));
    const privatePeak = Math.max(...memory.map((m) => m.rendererPrivate));
    console.log(
      `renderer every ten pages, resident/private MB: ${memory.map((m) => `${m.page}: ${m.renderer.toFixed(0)}/${m.rendererPrivate.toFixed(0)}`).join(', ')}`,
    );
    // The strip scrolled back to the first page, whose thumbnail was emptied once far from the strip's view
    // (decision 036, addendum): how long until it is drawn again (pdf.js: the column no longer has that page).
    let stripBack: { ms: number; rendererPrivate: number } | null = null;
    if (!noThumbnails) {
      const started = Date.now();
      await page.evaluate(`document.querySelector('[data-thumb="1"]').scrollIntoView()`);
      await page.waitFor(
        `(() => { const c = document.querySelector('[data-thumb="1"] canvas'); if (!c || !c.width) return false;
          return c.getContext('2d').getImageData(c.width / 2, c.height / 2, 1, 1).data[3] > 0; })()`,
        30_000,
      );
      stripBack = { ms: Date.now() - started, rendererPrivate: (await processMemory(cdp)).rendererPrivate };
    }
    const figures = {
      machine: { cores: os.cpus().length, loadAverage: load },
      file: { bytes: size, pages: PLAN_PAGES, read: pagesToRead, layout, thumbnails: !noThumbnails },
      firstMs,
      nextMs: {
        median: quantile(next, 0.5),
        p95: quantile(next, 0.95),
        max: Math.max(...next),
        each: next.map(Math.round),
      },
      memoryMb: {
        rendererBeforeOpening: before.renderer,
        rendererPeak: peak,
        rendererPrivateBeforeOpening: before.rendererPrivate,
        rendererPrivatePeak: privatePeak,
        gpuPeak: Math.max(...memory.map((m) => m.gpu)),
        jsHeapPeak: Math.max(...memory.map((m) => m.heap)),
        samples: memory,
        ...(withAllocators ? { allocators } : {}),
      },
      fetched: {
        ...proxy.counted,
        share: proxy.counted.bytes / size,
        firstPageBytes: bytesFirst,
        firstPageRequests: requestsFirst,
      },
      stripBack,
    };
    console.log(
      `next page: median ${figures.nextMs.median.toFixed(0)} ms, p95 ${figures.nextMs.p95.toFixed(0)} ms, max ${figures.nextMs.max.toFixed(0)} ms (budget ${BUDGET.nextMs})`,
    );
    console.log(
      `memory while paging ${pagesToRead} pages: renderer peak ${peak.toFixed(0)} MB resident, ${privatePeak.toFixed(0)} MB private (budget ${BUDGET.memoryMb}), GPU process ${figures.memoryMb.gpuPeak.toFixed(0)} MB, JS heap peak ${figures.memoryMb.jsHeapPeak.toFixed(0)} MB`,
    );
    if (stripBack)
      console.log(
        `thumbnails: the strip scrolled back to page 1, its thumbnail drawn again in ${stripBack.ms} ms (renderer private ${stripBack.rendererPrivate.toFixed(0)} MB then)`,
      );
    console.log(
      `fetched ${(proxy.counted.bytes / 1e6).toFixed(1)} MB of ${(size / 1e6).toFixed(1)} MB (${(100 * figures.fetched.share).toFixed(1)} %) in ${proxy.counted.requests} requests, ${proxy.counted.ranges} with Range`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(figures, null, 2));
  } finally {
    await browser.close();
    proxy.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
