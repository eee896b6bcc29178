import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside each script, style and SVG of the build, for the server to send as the
 * browser accepts (apps/server: @fastify/static `preCompressed`): compressed once here, not on every request.
 */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|mjs|css|svg)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir!, file);
          const data = await fs.readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * `virtual:route-table`: the contract's route table (`API`) as the browser needs it, each call's method, path
 * and access, read from the contract itself when the web is built (src/lib/routes.ts). The browser never
 * parses with the calls' zod schemas, and building them all cost every signed-in start 42 ms and 37 KB.
 */
function routeTable(): Plugin {
  const id = 'virtual:route-table';
  return {
    name: 'portal-route-table',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const contract = (await tsImport(
        '@portal/contract',
        import.meta.url,
      )) as typeof import('@portal/contract');
      const table = Object.fromEntries(
        Object.entries(contract.API).map(([name, r]) => [
          name,
          { method: r.method, path: r.path, access: r.access },
        ]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
    // `npm run dev`: a change to the contract makes the table again (tsImport reads it afresh each time).
    configureServer(server) {
      server.watcher.add(fileURLToPath(new URL('../../packages/contract/src', import.meta.url)));
    },
    hotUpdate({ file, modules }) {
      if (!file.replaceAll('\\', '/').includes('/packages/contract/src/')) return undefined;
      const table = this.environment.moduleGraph.getModuleById(`\0${id}`);
      if (!table) return undefined;
      this.environment.moduleGraph.invalidateModule(table);
      return [...modules, table];
    },
  };
}

export default defineConfig({
  plugins: [react(), routeTable(), precompress()],
  // Relative asset URLs: the page's <base href> (set by the server) decides where the app lives.
  base: './',
  server: { port: 5173, proxy: { '/api': process.env.API_TARGET ?? 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Every module the first page needs in one file beside the entry (issue 12 §4). Left to itself,
        // Rolldown cut them into some thirty small files shared with the lazy pages; on HTTP/1.1's six
        // connections a slow phone waited a round trip per handful (Lighthouse mobile on /login 0.92 → 0.97).
        codeSplitting: {
          groups: [{ name: 'boot', tags: ['$initial'] }],
          // The lazy pages' small shared files copied into the files that need them (issue 20 §5): the supplier
          // page asked for 42 files, 1–9 KB each, before its first words (now 7), the dashboard 38 (now 9), for
          // a few KB more in all.
          experimentalInlineCommonChunks: { maxSize: 40_000 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: 2,
    // MUI renders slowly in jsdom on a loaded 2-core machine (and CI machines differ 2–2.5 times in speed).
    testTimeout: 60_000,
  },
});
