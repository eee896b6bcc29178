/** The contract's route table without schemas, made at build time (vite.config.ts `routeTable`). */
declare module 'virtual:route-table' {
  const table: Record<string, { method: string; path: string; access: unknown }>;
  export default table;
}
