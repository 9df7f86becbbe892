// Draws src/components/icons/sprite.svg: one <symbol> per icon that src/components/icons/index.ts
// names, with lucide's own shapes (the lucide-react package installed). ARCHITECTURE decision 65.
// `npm run icons -w @souk/frontend`; icons.test.tsx fails while the file is not what the list draws.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const iconsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'components', 'icons');
export const SPRITE_FILE = path.join(iconsDir, 'sprite.svg');

/** The lucide file names `spriteIcon('…')` is called with in icons/index.ts, sorted, once each. */
export function listedIcons() {
  const source = readFileSync(path.join(iconsDir, 'index.ts'), 'utf8');
  return [...new Set([...source.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]))].sort();
}

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The sprite's text for these icons, read from lucide-react's per-icon modules (`__iconNode`). */
export async function drawSprite(ids = listedIcons()) {
  const lucideRoot = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const symbols = [];
  for (const id of ids) {
    const file = path.join(lucideRoot, 'dist', 'esm', 'icons', `${id}.js`);
    let node;
    try {
      ({ __iconNode: node } = await import(pathToFileURL(file).href));
    } catch {
      throw new Error(`icon-sprite: lucide-react has no icon "${id}" (${file})`);
    }
    const shapes = node.map(([tag, attrs]) => {
      const text = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${kebab(name)}="${escapeAttr(value)}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    });
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sprite = await drawSprite();
  writeFileSync(SPRITE_FILE, sprite);
  console.log(`icon-sprite: ${listedIcons().length} icons, ${sprite.length} bytes → ${path.relative(process.cwd(), SPRITE_FILE)}`);
}
