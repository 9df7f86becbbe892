// Draws src/components/icons/sprite.svg: one <symbol> per icon that src/components/icons/index.ts
// names, with lucide's own shapes (the lucide-react package installed), ARCHITECTURE decision 65;
// and src/components/icons/inline-drawings.ts: the shapes of the few icons drawn in the page itself
// (INLINE_ICONS, decision 94). `npm run icons -w @souk/frontend`; icons.test.tsx fails while the
// files are not what the list draws.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const iconsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'components', 'icons');
export const SPRITE_FILE = path.join(iconsDir, 'sprite.svg');
export const DRAWINGS_FILE = path.join(iconsDir, 'inline-drawings.ts');

/**
 * The icons every listing card shows (4 of a card's icons, 98 of the 124 on /products): each `<use>`
 * of the sprite is a shadow tree of its own for the browser to style and lay out, which made the
 * icons about half of a served page's layout (decision 94). Drawn in the page, they are one
 * `<svg>` each whose shapes React leaves alone (innerHTML), ~250 bytes of the entry gzipped.
 */
export const INLINE_ICONS = ['clock', 'heart', 'map-pin', 'message-circle'];

/** The lucide file names `spriteIcon('…')` is called with in icons/index.ts, sorted, once each. */
export function listedIcons() {
  const source = readFileSync(path.join(iconsDir, 'index.ts'), 'utf8');
  return [...new Set([...source.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]))].sort();
}

/** Prettier's printWidth for the frontend: a longer entry puts its markup on a line of its own. */
const PRINT_WIDTH = JSON.parse(readFileSync(path.join(iconsDir, '..', '..', '..', '.prettierrc.json'), 'utf8')).printWidth;

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Each icon's shapes as lucide-react's per-icon module (`__iconNode`) draws them, as SVG markup. */
async function shapesOf(ids) {
  const lucideRoot = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const shapes = new Map();
  for (const id of ids) {
    const file = path.join(lucideRoot, 'dist', 'esm', 'icons', `${id}.js`);
    let node;
    try {
      ({ __iconNode: node } = await import(pathToFileURL(file).href));
    } catch {
      throw new Error(`icon-sprite: lucide-react has no icon "${id}" (${file})`);
    }
    const markup = node.map(([tag, attrs]) => {
      const text = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${kebab(name)}="${escapeAttr(value)}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    });
    shapes.set(id, markup.join(''));
  }
  return shapes;
}

/** The sprite's text for these icons (by default the listed ones not drawn inline). */
export async function drawSprite(ids = listedIcons().filter((id) => !INLINE_ICONS.includes(id))) {
  const symbols = [...(await shapesOf(ids))].map(([id, markup]) => `<symbol id="${id}" viewBox="0 0 24 24">${markup}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** inline-drawings.ts's text: the shapes of INLINE_ICONS, by lucide file name. */
export async function drawInline(ids = INLINE_ICONS) {
  // Written as Prettier writes it (a key quoted only when it must be; the markup holds no single quote).
  const entries = [...(await shapesOf(ids))].map(([id, markup]) => {
    const line = `  ${/^[a-z]+$/.test(id) ? id : `'${id}'`}: '${markup}',`;
    return line.length <= PRINT_WIDTH ? line : line.replace(': ', ':\n    ');
  });
  return `// Drawn by scripts/icon-sprite.mjs (\`npm run icons -w @souk/frontend\`): do not edit.\n// The shapes of the icons drawn in the page itself rather than from the sprite (decision 94).\nexport const INLINE_DRAWINGS: Readonly<Record<string, string>> = {\n${entries.join('\n')}\n};\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sprite = await drawSprite();
  writeFileSync(SPRITE_FILE, sprite);
  writeFileSync(DRAWINGS_FILE, await drawInline());
  console.log(
    `icon-sprite: ${listedIcons().length} icons, ${INLINE_ICONS.length} drawn inline, sprite ${sprite.length} bytes → ${path.relative(process.cwd(), SPRITE_FILE)}`,
  );
}
