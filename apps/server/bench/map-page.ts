import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { findWebDist } from '../src/app';

/**
 * (i) `--sections map-page` (issue 12 §4): the interactive map page in Chromium on the bench's 100,000
 * projects, as the Validation Center sees it: the time from navigation until the first markers are drawn,
 * and the frame rate while the map is dragged (at the world view and over France), with the longest task
 * the page ran meanwhile. Needs the web build (`npm run build`); the system Chromium as in the journeys.
 */

export interface MapPageBenchContext {
  base: string;
  /** The VC's authenticate answer: stored the way the web app stores a session. */
  vcRecord: object;
  table(headers: string[], rows: (string | number)[][]): string;
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DRAG_SECONDS = 4;

export async function benchMapPage(ctx: MapPageBenchContext): Promise<void> {
  console.log('\n(i) the map page in Chromium (1440 × 900), VC, 100,000 projects');
  if (!findWebDist()) {
    console.log('skipped: no web build (run "npm run build" first)');
    return;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const session = { state: 'LOGIN', user: ctx.vcRecord };
    // In the page (a string: this program has no DOM types): the session as the app stores it, and the
    // frames and long tasks counted from the start.
    await page.addInitScript({
      content: `
        localStorage.setItem('portal.session', ${JSON.stringify(JSON.stringify(session))});
        window.frames_ = 0;
        window.longest_ = 0;
        const tick = () => { window.frames_++; requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longest_ = Math.max(window.longest_, entry.duration);
        }).observe({ type: 'longtask', buffered: true });`,
    });

    await page.goto(`${ctx.base}/Interactive-Map`);
    await page.locator('.om-marker').first().waitFor({ timeout: 60_000 });
    const firstMarkers = await page.evaluate(() => performance.now());
    await page.getByText(/ sites · /).waitFor();
    const counts = (await page.getByText(/ sites · /).textContent()) ?? '';
    const map = page.locator('.leaflet-container');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map is not visible');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    const rows: (string | number)[][] = [];
    const drag = async (where: string) => {
      const markers = await page.locator('.om-marker').count();
      const before = await page.evaluate<{ frames: number; at: number }>(
        '(window.longest_ = 0, { frames: window.frames_, at: performance.now() })',
      );
      // Back and forth, one mouse step per 16 ms, as a reader drags.
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      const steps = Math.round((DRAG_SECONDS * 1000) / 16);
      for (let i = 0; i < steps; i++) {
        const phase = Math.sin((i / steps) * Math.PI * 4);
        await page.mouse.move(centre.x + phase * 250, centre.y + phase * 80);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
      const after = await page.evaluate<{ frames: number; at: number; longest: number }>(
        '({ frames: window.frames_, at: performance.now(), longest: window.longest_ })',
      );
      const fps = ((after.frames - before.frames) * 1000) / (after.at - before.at);
      rows.push([where, markers, `${fps.toFixed(0)} fps`, `${after.longest.toFixed(0)} ms`]);
    };
    await drag('world (zoom 1.5)');
    // Zoom in four times with the wheel (one zoom level a notch), each time over the largest group.
    for (let i = 0; i < 4; i++) {
      const groups = await page.locator('.om-cluster').evaluateAll((nodes) =>
        nodes.map((node) => {
          const r = node.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2, text: node.textContent ?? '' };
        }),
      );
      const count = (text: string) => (text.endsWith('k') ? parseFloat(text) * 1000 : Number(text));
      const largest = groups.sort((a, b) => count(b.text) - count(a.text))[0];
      if (!largest) break;
      await page.mouse.move(largest.x, largest.y);
      await page.mouse.wheel(0, -120);
      await page.waitForTimeout(800);
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
    }
    await drag('after four zooms in');

    console.log(`first markers drawn ${firstMarkers.toFixed(0)} ms after navigation; ${counts.trim()}`);
    console.log(ctx.table(['view', 'markers drawn', 'frame rate while dragging', 'longest task'], rows));
  } finally {
    await browser.close();
  }
}
