// Bundles the server into dist/main.js (and copies the map's worker beside it): our workspace packages are inlined, npm packages stay external.
import { copyFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The map's worker runs as it is, beside main.js (map/cluster-thread.ts finds it next to the code).
await copyFile('src/features/map/cluster-worker.mjs', 'dist/cluster-worker.mjs');
