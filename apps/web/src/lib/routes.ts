import type { Api, RouteSpec } from '@portal/contract';
import table from 'virtual:route-table';

declare const routeSpec: unique symbol;

/**
 * One call of the contract's route table as the browser holds it: its method, path and access. The zod schemas
 * stay on the server, which checks every request and answer; the web takes only their types. Built by
 * vite.config.ts (`routeTable`) from the contract itself, so there is still one route table.
 */
export type RouteRef<R extends RouteSpec = RouteSpec> = Pick<R, 'method' | 'path' | 'access'> & {
  /** Types only: the route whose inputs and answer `call` is typed from. */
  readonly [routeSpec]?: R;
};

/**
 * Every API call of the contract (`API` of @portal/contract) without its schemas: building the schemas of
 * the table's hundred-odd calls (108 on 2026-11-26) took 42 ms of every signed-in start on this machine, and their code 37 KB compressed.
 */
export const API = table as { [K in keyof Api]: RouteRef<Api[K]> };
