// The system Chromium (Debian package "chromium"; no browser is downloaded) and the flags every run of it here
// uses: the journeys (playwright.config.ts) and the viewer's benchmark (perf/viewer-bench.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
