// Gzip size of the JavaScript the home route loads before it can render: the entry chunk, the
// shell route chunk and every chunk they import statically. Run after `vite build`.
// Usage: node scripts/bundle-size.mjs [--max-kb 130] (`npm run bundle-size -w @souk/frontend`: the
// budget is the goal, 130 KB, ARCHITECTURE "Hot paths").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const ROOTS = ['index.html', 'src/app/routes/shell.tsx'];

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  const entry = manifest[key];
  if (!entry) throw new Error(`Not in the manifest: ${key}`);
  seen.add(key);
  for (const child of entry.imports ?? []) visit(child);
}
ROOTS.forEach(visit);

const rows = [...seen].map((key) => {
  const file = manifest[key].file;
  return { file, gzip: gzipSync(readFileSync(path.join(dist, file))).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip) for the home route (${total} bytes)`);

const maxIndex = process.argv.indexOf('--max-kb');
if (maxIndex !== -1) {
  const max = Number(process.argv[maxIndex + 1]);
  if (total / 1024 > max) {
    console.error(`Home route JavaScript is over budget: ${(total / 1024).toFixed(1)} KB > ${max} KB`);
    process.exit(1);
  }
}
