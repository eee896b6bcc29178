// Chromium driven over its own DevTools pipe (--remote-debugging-pipe), with no DevTools domain enabled but those
// a command needs: what the viewer's benchmark (viewer-bench.ts) measures is a user's tab, which has no DevTools
// attached. Playwright enables the Network domain on every page, and Chromium's DevTools then keeps a copy of
// every response body (up to its buffer's size) inside the renderer: the file's range answers counted twice.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId?: string) => void;

/** A DevTools protocol connection: commands answered by id, events by name. Messages end with a NUL byte. */
export class CdpPipe {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: Params) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private buffered = '';

  constructor(
    private readonly input: Writable,
    output: Readable,
  ) {
    output.setEncoding('utf8');
    output.on('data', (text: string) => {
      this.buffered += text;
      let end: number;
      while ((end = this.buffered.indexOf('\0')) >= 0) {
        const message = JSON.parse(this.buffered.slice(0, end)) as {
          id?: number;
          method?: string;
          params?: Params;
          result?: Params;
          error?: { message: string };
          sessionId?: string;
        };
        this.buffered = this.buffered.slice(end + 1);
        if (message.id !== undefined) {
          const waiting = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.error) waiting?.reject(new Error(message.error.message));
          else waiting?.resolve(message.result ?? {});
        } else if (message.method) {
          for (const listener of this.listeners.get(message.method) ?? [])
            listener(message.params ?? {}, message.sessionId);
        }
      }
    });
  }

  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return new Promise<Params>((resolve, reject) => this.pending.set(id, { resolve, reject })) as Promise<T>;
  }

  on(method: string, listener: Listener) {
    const set = this.listeners.get(method) ?? new Set();
    set.add(listener);
    this.listeners.set(method, set);
    return () => set.delete(listener);
  }
}

/** A page of the browser: its commands go to its session. */
export class CdpPage {
  constructor(
    readonly cdp: CdpPipe,
    readonly sessionId: string,
  ) {}

  send<T = Params>(method: string, params: Params = {}) {
    return this.cdp.send<T>(method, params, this.sessionId);
  }

  /** The value of an expression evaluated in the page (a promise awaited); a thrown error rejects. */
  async evaluate<T>(expression: string): Promise<T> {
    const answer = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (answer.exceptionDetails)
      throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  }

  /** Waits until the expression is truthy (evaluated every `everyMs`; errors while a page loads count as not yet). */
  async waitFor(expression: string, timeoutMs: number, everyMs = 10): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (await this.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
      if (Date.now() > until) throw new Error(`not true within ${timeoutMs} ms: ${expression}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  async goto(url: string) {
    await this.send('Page.navigate', { url });
    await this.waitFor(
      `location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`,
      60_000,
      50,
    );
  }

  /** A key pressed (down and up) where the focus is. */
  async press(key: 'PageDown', keyCode = 34) {
    const event = { key, code: key, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
    await this.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event });
    await this.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  }
}

export interface PipedBrowser {
  cdp: CdpPipe;
  process: ChildProcess;
  /** A new page of this size (CSS px, device pixel ratio 1). */
  newPage(size: { width: number; height: number }): Promise<CdpPage>;
  close(): Promise<void>;
}

/** Starts Chromium (headless, a fresh profile) with its DevTools on a pipe. */
export async function launchPiped(executable: string, args: string[]): Promise<PipedBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'viewer-bench-profile-'));
  const child = spawn(
    executable,
    [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const cdp = new CdpPipe(child.stdio[3] as Writable, child.stdio[4] as Readable);
  await cdp.send('Browser.getVersion');
  return {
    cdp,
    process: child,
    async newPage({ width, height }) {
      // The tab the browser opened with (a tab made later starts in the background, its frames throttled).
      const { targetInfos } = await cdp.send<{ targetInfos: { targetId: string; type: string }[] }>(
        'Target.getTargets',
      );
      const opened = targetInfos.find((t) => t.type === 'page')?.targetId;
      const targetId =
        opened ??
        (await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' })).targetId;
      await cdp.send('Target.activateTarget', { targetId });
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const page = new CdpPage(cdp, sessionId);
      await page.send('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor: 1,
        mobile: false,
      });
      // Focused, as the window a user pages in is.
      await page.send('Emulation.setFocusEmulationEnabled', { enabled: true });
      await page.send('Page.bringToFront');
      return page;
    },
    async close() {
      await cdp.send('Browser.close').catch(() => undefined);
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
