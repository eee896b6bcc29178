import { useState } from 'react';

/** A download behind the 'Downloading File...' dialog; a failure closes it silently (spec 002 §8). */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await download();
    } catch {
      // Silent, as the spec's template download.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
