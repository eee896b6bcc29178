import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';

/**
 * A CPU profile of this process while `load` runs (`npm run bench -- --sections throughput --profile FILE`):
 * the server and its plugins live here, the load generator in a child process. Writes the .cpuprofile
 * (open it in Chrome DevTools) and prints where the busy time goes: self time per package or source file,
 * and the heaviest functions, so a change to the request path can be judged step by step (issue 8 §7).
 */
export async function profileWhile<T>(file: string, load: () => Promise<T>): Promise<T> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let result: T;
  try {
    result = await load();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(summarise(profile as CpuProfile));
  }
  return result;
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from: an npm package, one of our files, or the runtime. */
function origin(url: string): string {
  if (!url) return '(runtime)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope = '', name] = url.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  if (src >= 0) return url.slice(src + 1);
  return path.basename(url);
}

function summarise(profile: CpuProfile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfTicks = new Map<number, number>();
  for (const id of profile.samples) selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  let idle = 0;
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ticks] of selfTicks) {
    const node = byId.get(id);
    if (!node) throw new Error(`profile sample of unknown node ${id}`);
    const frame = node.callFrame;
    if (frame.functionName === '(idle)') {
      idle += ticks;
      continue;
    }
    const o = origin(frame.url);
    byOrigin.set(o, (byOrigin.get(o) ?? 0) + ticks);
    const fn = `${frame.functionName || '(anonymous)'} ${o}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ticks);
  }
  const busy = total - idle;
  const pct = (n: number) => `${((n / busy) * 100).toFixed(1).padStart(5)} %`;
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${pct(v)}  ${k}`)
      .join('\n');
  return [
    `CPU profile: ${total} samples, ${((idle / total) * 100).toFixed(1)} % idle; shares of busy time below`,
    'self time by origin:',
    top(byOrigin, 25),
    'heaviest functions (self time):',
    top(byFunction, 30),
  ].join('\n');
}
