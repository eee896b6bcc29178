/** One call as the simulated user saw it. */
export interface Sample {
  /** `METHOD /route/template` from the contract's route table, never the raw path. */
  name: string;
  /** Epoch ms when the call started, and how long it took. */
  started: number;
  ms: number;
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  /** nginx's $upstream_addr: the instance that answered (several, comma-separated, after a retry). */
  upstream: string;
  error?: string;
}

export type Outcome = 'ok' | 'refused' | 'failed';

/** 2xx/3xx answered; 405 a business refusal (another user decided first); anything else failed. */
export function outcomeOf(s: Sample): Outcome {
  if (s.status >= 200 && s.status < 400) return 'ok';
  if (s.status === 405) return 'refused';
  return 'failed';
}

export function kindOf(s: Sample): string {
  if (s.status === 0) return `no answer (${s.error ?? 'error'})`;
  return `${s.status}${s.error ? ` ${s.error}` : ''}`;
}

/** Every call of the run, and the moments the topology changed. */
export class Recorder {
  readonly samples: Sample[] = [];
  readonly marks: { at: number; what: string }[] = [];
  /**
   * Epoch ms of the kill -9: sent (`at`), the process seen gone (`dead`: a call that reached it before then
   * was in flight on it, even if it started a few ms after `at`) and ready again (`back`).
   */
  kill: { at: number; port: number; dead?: number; back?: number } | undefined;
  rolling: { start: number; end?: number } | undefined;
  /** Calls sent again because the kept-alive connection they went out on was closed under them (Client.call). */
  resent = 0;
  /** Reads asked again 1 s after they got no answer, as the web app's queries are (Client.call). */
  readsRetried = 0;

  add(sample: Sample): void {
    this.samples.push(sample);
  }

  mark(what: string): void {
    this.marks.push({ at: Date.now(), what });
    console.log(`  [${new Date().toISOString().slice(11, 19)}] ${what}`);
  }
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}
