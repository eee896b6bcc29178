import { Worker } from 'node:worker_threads';
import { OVERSIGHT_MAP, type MapCluster, type MapLayer } from '@portal/contract';

/** One layer of a view: its groups, and the ids of the single points (sites or ARCAD locations). */
export interface LayerCut {
  clusters: MapCluster[];
  ids: number[];
}
export type ViewCut = Record<MapLayer, LayerCut>;

/** A built set of indexes in the worker; `generation` tells whether that worker still runs. */
export interface ClusterHandle {
  handle: string;
  generation: number;
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/**
 * The map's marker groups in a worker thread (cluster-worker.mjs, supercluster): the server's own thread
 * only sends points and boxes and reads answers, so building the groups of 100,000 points never holds other
 * requests up (docs/budgets.md). One worker per process, started on first use and not keeping the process alive;
 * if it dies, the next call starts another and the indexes of the old one count as gone.
 */
export class ClusterThread {
  private worker: Worker | null = null;
  private generation = 0;
  private nextId = 0;
  private nextHandle = 0;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./cluster-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error !== undefined) pending.reject(new Error(`map worker: ${message.error}`));
      else pending.resolve(message.result as never);
    });
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.generation++;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`map worker stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private ask<T>(message: object, transfer: ArrayBuffer[] = []): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      // The worker is unreferenced: a call waiting for it keeps the process alive until it answers.
      worker.ref();
      worker.postMessage({ ...message, id }, transfer);
    }).finally(() => {
      if (this.pending.size === 0) this.worker?.unref();
    });
  }

  /** Builds one index per layer from `[id, longitude, latitude, ...]`; the arrays are moved, not copied. */
  async build(layers: Record<MapLayer, Float64Array>): Promise<ClusterHandle> {
    this.start();
    const generation = this.generation;
    const handle = `map-${this.nextHandle++}`;
    await this.ask(
      {
        op: 'build',
        handle,
        layers,
        options: { radius: OVERSIGHT_MAP.clusterRadius, maxZoom: OVERSIGHT_MAP.clusterMaxZoom },
      },
      Object.values(layers).map((flat) => flat.buffer as ArrayBuffer),
    );
    return { handle, generation };
  }

  /** The groups and single points of `box` (`[west, south, east, north]`) at `zoom`. */
  view(handle: ClusterHandle, box: [number, number, number, number], zoom: number): Promise<ViewCut> {
    return this.ask({ op: 'view', handle: handle.handle, box, zoom, maxZoom: OVERSIGHT_MAP.maxZoom });
  }

  drop(handle: ClusterHandle): void {
    if (handle.generation === this.generation)
      this.worker?.postMessage({ op: 'drop', handle: handle.handle });
  }

  /** Whether the worker that built `handle` still runs. */
  holds(handle: ClusterHandle): boolean {
    return handle.generation === this.generation && this.worker !== null;
  }

  /** Stops the worker (tests: what a crash does). */
  async stop(): Promise<void> {
    await this.worker?.terminate();
  }
}

export const clusterThread = new ClusterThread();
