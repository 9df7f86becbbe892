// Gzip size of the JavaScript the home route loads before it can render: the entry chunk, the
// shell route chunk and every chunk they import statically. Also checks that every file a landing
// page runs as it loads (the entry's, dist/first-screens.json's) opens with V8's compile hint
// (vite.config.ts, ARCHITECTURE decision 97): a rewrite of the chunk that put anything before it
// would silently turn it back into a comment. Run after `vite build`.
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

const HINT = '//# allFunctionsCalledOnLoad\n';
const screens = JSON.parse(readFileSync(path.join(dist, 'first-screens.json'), 'utf8')).screens;
const atLoad = new Set([...rows.map((row) => row.file), ...screens.flatMap(({ modules }) => [...modules.fr, ...modules.ar].map((file) => file.slice(1)))]);
const unhinted = [...atLoad].filter((file) => !readFileSync(path.join(dist, file), 'utf8').startsWith(HINT));
if (unhinted.length > 0) {
  console.error(`Code a landing page runs as it loads without the compile hint on its first line: ${unhinted.join(', ')}`);
  process.exit(1);
}
console.log(`${atLoad.size} files a landing page runs as it loads open with the compile hint`);

const maxIndex = process.argv.indexOf('--max-kb');
if (maxIndex !== -1) {
  const max = Number(process.argv[maxIndex + 1]);
  if (total / 1024 > max) {
    console.error(`Home route JavaScript is over budget: ${(total / 1024).toFixed(1)} KB > ${max} KB`);
    process.exit(1);
  }
}
