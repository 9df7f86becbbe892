// The listing page's requests as a browser sends them (issue 28): the detail read, then, once the
// page is shown, its view beacon (POST /api/products/:id/view) — on listings spread over `ids`, each
// page view a new visitor (a browser string of its own), so every beacon is a view the cms buffers
// and writes in its 10 s batches while the reads go on. `beacon: false` sends the reads alone, the
// same way, for the side-by-side figure. autocannon mixes both in one result, so the reads (200)
// and the beacons (204) are told apart by status from its per-response events. `readPath` names the
// read (the bare yardstick answers its listing page, with the same beacon after it).
import autocannon from 'autocannon';

let visitors = 0;

const p99 = (values) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]);
};

export async function detailPageViews({ base, ids, beacon, connections, duration, readPath = (id) => `/api/products/${id}` }) {
  const read = {
    method: 'GET',
    setupRequest: (req, context) => {
      context.id = ids[Math.floor(Math.random() * ids.length)];
      context.agent = `Mozilla/5.0 (X11; Linux x86_64; visitor ${++visitors}) AppleWebKit/537.36 Chrome/120.0 Safari/537.36`;
      return { ...req, path: readPath(context.id), headers: { 'user-agent': context.agent } };
    },
  };
  const view = {
    method: 'POST',
    setupRequest: (req, context) => ({ ...req, path: `/api/products/${context.id}/view`, headers: { 'user-agent': context.agent, 'content-length': '0' } }),
  };
  const latencies = new Map();
  const instance = autocannon({ url: base, connections, duration, requests: beacon ? [read, view] : [read] });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (!latencies.has(status)) latencies.set(status, []);
    latencies.get(status).push(ms);
  });
  const result = await instance;
  const reads = latencies.get(200) ?? [];
  const beacons = latencies.get(204) ?? [];
  const other = [...latencies].filter(([status]) => status !== 200 && status !== 204).reduce((n, [, list]) => n + list.length, 0);
  return {
    readsPerSecond: Math.round(reads.length / result.duration),
    readP99: p99(reads),
    beacons: beacons.length,
    beaconsPerSecond: Math.round(beacons.length / result.duration),
    beaconP99: p99(beacons),
    errors: result.errors + other,
  };
}
