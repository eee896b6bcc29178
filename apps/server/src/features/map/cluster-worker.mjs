// The map's marker groups, built and cut in a worker thread (issue 12 §4): grouping 100,000 points takes
// a few hundred milliseconds of CPU, which on the server's own thread would hold every other request up.
// Plain JavaScript so that it runs as it is under tsx, Vitest and the bundled server (copied beside
// dist/main.js by scripts/build.mjs). Messages: see map/cluster-thread.ts.
import { parentPort } from 'node:worker_threads';
import Supercluster from 'supercluster';

/** @type {Map<string, Record<string, Supercluster>>} */
const built = new Map();

/** @param {Float64Array} flat id, longitude, latitude, ... */
function indexOf(flat, options) {
  const points = [];
  for (let i = 0; i < flat.length; i += 3)
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [flat[i + 1], flat[i + 2]] },
      properties: { id: flat[i] },
    });
  return new Supercluster(options).load(points);
}

function view(indexes, box, zoom, maxZoom) {
  const layers = {};
  for (const [layer, index] of Object.entries(indexes)) {
    const clusters = [];
    const ids = [];
    for (const item of index.getClusters(box, zoom)) {
      const p = item.properties;
      if (p.cluster)
        clusters.push({
          id: `${layer}-${p.cluster_id}`,
          coordinates: item.geometry.coordinates,
          count: p.point_count,
          expansionZoom: Math.min(index.getClusterExpansionZoom(p.cluster_id), maxZoom),
        });
      else ids.push(p.id);
    }
    layers[layer] = { clusters, ids };
  }
  return layers;
}

parentPort.on('message', (message) => {
  const { id, op } = message;
  try {
    if (op === 'build') {
      const indexes = {};
      for (const [layer, flat] of Object.entries(message.layers))
        indexes[layer] = indexOf(flat, message.options);
      built.set(message.handle, indexes);
      parentPort.postMessage({ id, result: true });
    } else if (op === 'view') {
      const indexes = built.get(message.handle);
      if (!indexes) throw new Error('unknown map handle');
      parentPort.postMessage({ id, result: view(indexes, message.box, message.zoom, message.maxZoom) });
    } else if (op === 'drop') built.delete(message.handle);
  } catch (error) {
    if (id !== undefined) parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
