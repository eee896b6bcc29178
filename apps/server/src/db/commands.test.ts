import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's commands (`npm run seed:bulk`, `rollups:rebuild`, …) start their work when their file is loaded. In
 * the server's bundle (dist/main.js) every module's `import.meta.url` is the bundle's, so a command's code inside
 * a module the server imports ran at every production start (rollups-rebuild.ts). These rules keep commands in
 * files of their own that nothing imports.
 */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const src = path.join(serverRoot, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The files the package's scripts run with tsx. */
function commandFiles(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return Object.values(scripts).flatMap((script) => {
    const file = /\btsx (?:watch )?(src\/\S+\.ts)/.exec(script)?.[1];
    return file ? [path.join(serverRoot, file)] : [];
  });
}

/** The modules of src a file imports by a relative path. */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map((m) =>
    path.resolve(path.dirname(file), `${m[1] ?? m[2]}`.replace(/(\.js)?$/, '.ts')),
  );
}

describe("the server's commands", () => {
  it('are files that no module imports', () => {
    const commands = commandFiles();
    expect(commands.map((f) => path.relative(serverRoot, f))).toEqual(
      expect.arrayContaining(['src/main.ts', 'src/db/seed-bulk-command.ts', 'src/db/rollups-rebuild.ts']),
    );
    const importers = sourceFiles(src).flatMap((file) =>
      relativeImports(file)
        .filter((target) => commands.includes(target))
        .map((target) => `${path.relative(serverRoot, file)} imports ${path.relative(serverRoot, target)}`),
    );
    expect(importers).toEqual([]);
  });

  it('no module asks whether it is the entry point (true for every module inside the bundle)', () => {
    const asking = sourceFiles(src)
      .filter((file) => /process\.argv\[1\]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverRoot, file));
    expect(asking).toEqual([]);
  });
});
