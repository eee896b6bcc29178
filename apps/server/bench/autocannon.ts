import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

export const execFileAsync = promisify(execFile);

export interface CannonResult {
  requestsPerSec: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
  ok: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/** autocannon in its own process (JSON output), so it does not share the server's event loop. */
export async function autocannon(
  url: string,
  opts: {
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    timeoutSeconds?: number;
  },
): Promise<CannonResult> {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const args = [bin, '-j', '-c', String(opts.connections), '-d', String(opts.duration)];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.method) args.push('-m', opts.method);
  if (opts.body !== undefined) args.push('-b', opts.body);
  if (opts.timeoutSeconds) args.push('-t', String(opts.timeoutSeconds));
  args.push(url);
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 16 * 2 ** 20 });
  // The last line is the JSON summary (split always gives at least one line).
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  return {
    requestsPerSec: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ok: result['2xx'],
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
    ),
  };
}
