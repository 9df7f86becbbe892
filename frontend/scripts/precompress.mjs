// After `vite build`: writes .br and .gz next to every text asset of dist/, once, at the best
// ratio, so the server sends them as they are instead of compressing the same file per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const raw = readFileSync(file);
  if (raw.length < 1024) continue;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
  before += statSync(file).size;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
