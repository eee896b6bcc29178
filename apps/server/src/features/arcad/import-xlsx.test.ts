import fs from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { arcadLocations } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import {
  HEADER,
  LYON,
  MUNICH,
  PARIS,
  XLSX,
  arcadFixtures,
  streamOf,
  xlsxFile,
} from '../../../test/arcad-import';

// How an .xlsx is read (xlsx-sheets.ts): whole, whatever the disk's timing; its text decoded across chunks;
// nothing left behind.

let ctx: TestContext;
let tmp: string;
const previousTmp = process.env.TMPDIR;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(arcadLocations);
  // A temporary directory of this test's own, so what is left in it is this import's.
  tmp = await mkdtemp(path.join(os.tmpdir(), 'arcad-test-'));
  process.env.TMPDIR = tmp;
});
afterEach(async () => {
  vi.restoreAllMocks();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  await rm(tmp, { recursive: true, force: true });
});

const { run, allLocations } = arcadFixtures(() => ctx);

describe('ARCAD import: reading an .xlsx', () => {
  it('a good file is read whole when the disk opens files late', async () => {
    // ExcelJS's own streaming reader lost the zip's last entry when the temporary file it parks a worksheet
    // in opened late, and refused the file as unreadable (ExcelJS issue #3064; 1 read in 500 under load).
    const open = fs.open;
    vi.spyOn(fs, 'open').mockImplementation(((...args: unknown[]) => {
      const done = args.pop() as (...result: unknown[]) => void;
      (open as (...a: unknown[]) => void)(...args, (...result: unknown[]) =>
        setTimeout(() => done(...result), 20),
      );
    }) as typeof fs.open);
    const file = await xlsxFile([{ name: 'S', rows: [HEADER, PARIS, LYON, MUNICH] }]);
    for (let i = 0; i < 3; i++) {
      expect(await run(streamOf(file, 64 * 1024), 'a.xlsx', XLSX)).toEqual({
        imported: 3,
        refused: [],
        total: 3,
      });
    }
  });

  it('letters whose bytes fall across two chunks of a part are read whole', async () => {
    // ExcelJS decodes each chunk of a part on its own: Ü, Ł or 東 split by a boundary became two "�".
    const names = Array.from({ length: 3000 }, (_, i) => `Autohaus München Łódź 東京 ${i}`);
    const rows = names.map((name, i) => [`DE-${i}`, name, 'Straße 1', '80802', 'München', 'DE', 48.1, 11.5]);
    const result = await run(await xlsxFile([{ name: 'S', rows: [HEADER, ...rows] }]), 'a.xlsx', XLSX);
    expect(result).toEqual({ imported: 3000, refused: [], total: 3000 });
    const read = await allLocations();
    expect(read.filter((l) => l.siteName.includes('\uFFFD'))).toEqual([]);
    expect(new Set(read.map((l) => l.siteName))).toEqual(new Set(names));
  });

  it('sheets are read in the order of their tabs, not of their parts in the zip', async () => {
    // sheet1.xml holds Paris, sheet2.xml Lyon; then Lyon's tab is moved in front, as Excel does it.
    const zip = await JSZip.loadAsync(
      await xlsxFile([
        { name: 'Paris', rows: [HEADER, PARIS] },
        { name: 'Lyon', rows: [HEADER, LYON] },
      ]),
    );
    const workbook = await zip.file('xl/workbook.xml')?.async('string');
    const moved = workbook?.replace(
      /(<sheet [^>]*name="Paris"[^>]*\/>)(<sheet [^>]*name="Lyon"[^>]*\/>)/,
      '$2$1',
    );
    expect(moved).not.toBe(workbook);
    zip.file('xl/workbook.xml', moved ?? '');
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await run(file, 'a.xlsx', XLSX)).toEqual({ imported: 1, refused: [], total: 1 });
    expect((await allLocations()).map((l) => l.code)).toEqual(['FR-0002']);
  });

  it('leaves no temporary copy behind, read whole, stopped early or refused', async () => {
    const whole = await xlsxFile([{ name: 'S', rows: [HEADER, PARIS] }]);
    // The first sheet has the header: the second is never read.
    const early = await xlsxFile([
      { name: 'A', rows: [HEADER, LYON] },
      { name: 'B', rows: [HEADER, MUNICH] },
    ]);
    const damaged = whole.subarray(0, Math.floor(whole.length * 0.7));
    expect((await run(whole, 'a.xlsx', XLSX)).imported).toBe(1);
    expect((await run(early, 'b.xlsx', XLSX)).imported).toBe(1);
    expect((await run(damaged, 'c.xlsx', XLSX)).error).toBe('arcad.file.unreadable');
    expect(await readdir(tmp)).toEqual([]);
  });
});
