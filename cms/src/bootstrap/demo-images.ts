import sharp from 'sharp';
import { drawingForTitle, type Drawing } from './demo-drawings';

/**
 * Demo photos drawn locally (the demo must work offline): a simple illustration of what the listing
 * sells — a car, a building, a briefcase, a phone… — on a soft backdrop, with the listing's title on a
 * label, so the demo reads like a real souk rather than abstract shapes. The title names the object
 * when it can (demo-drawings.ts: a laptop for 'MacBook Air M1'), else the category does. Drawn at
 * 1600 × 1200, a phone photo's size after the upload's 1600-pixel cap, so the upload plugin makes
 * every responsive size a real upload gets. Deterministic for one (category, title, variant).
 */

const car: Drawing = (ink, accent) => `
  <path d="M150 330 L215 250 Q230 232 255 232 L505 232 Q532 232 548 252 L610 330 L660 342 Q690 350 690 380 L690 420 L110 420 L110 372 Q110 340 150 330 Z" fill="${accent}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <path d="M238 322 L282 262 L388 262 L388 322 Z M410 322 L410 262 L508 262 L558 322 Z" fill="#dbeafe" stroke="${ink}" stroke-width="6"/>
  <circle cx="240" cy="420" r="52" fill="#1f2937"/><circle cx="240" cy="420" r="22" fill="#9ca3af"/>
  <circle cx="560" cy="420" r="52" fill="#1f2937"/><circle cx="560" cy="420" r="22" fill="#9ca3af"/>
  <rect x="640" y="352" width="40" height="16" rx="6" fill="#fde68a"/>`;

const building: Drawing = (ink, accent) => `
  <rect x="230" y="150" width="340" height="290" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <path d="M200 160 L400 60 L600 160 Z" fill="#b91c1c" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${262 + c * 100}" y="${185 + r * 80}" width="60" height="48" fill="#e0f2fe" stroke="${ink}" stroke-width="5"/>`).join('')).join('')}
  <rect x="372" y="370" width="56" height="70" fill="#92400e" stroke="${ink}" stroke-width="5"/>`;

const briefcase: Drawing = (ink, accent) => `
  <rect x="190" y="190" width="420" height="260" rx="26" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <path d="M320 190 L320 150 Q320 130 340 130 L460 130 Q480 130 480 150 L480 190" fill="none" stroke="${ink}" stroke-width="10"/>
  <rect x="190" y="290" width="420" height="14" fill="${ink}" opacity="0.5"/>
  <rect x="370" y="278" width="60" height="40" rx="8" fill="#fbbf24" stroke="${ink}" stroke-width="5"/>`;

const phone: Drawing = (ink, accent) => `
  <rect x="300" y="80" width="200" height="380" rx="34" fill="#111827" stroke="${ink}" stroke-width="6"/>
  <rect x="316" y="110" width="168" height="310" rx="16" fill="${accent}"/>
  <circle cx="400" cy="440" r="11" fill="#4b5563"/>
  ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${334 + c * 50}" y="${140 + r * 56}" width="34" height="34" rx="9" fill="#ffffff" opacity="0.75"/>`).join('')).join('')}`;

const bicycle: Drawing = (ink, accent) => `
  <circle cx="250" cy="360" r="95" fill="none" stroke="${ink}" stroke-width="12"/>
  <circle cx="550" cy="360" r="95" fill="none" stroke="${ink}" stroke-width="12"/>
  <path d="M250 360 L340 220 L500 220 L550 360 M340 220 L410 360 L500 220 M410 360 L250 360" fill="none" stroke="${accent}" stroke-width="14" stroke-linejoin="round"/>
  <path d="M310 200 L370 200 M500 220 L480 170 L530 165" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`;

const sofa: Drawing = (ink, accent) => `
  <rect x="170" y="170" width="460" height="170" rx="40" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <rect x="120" y="260" width="90" height="170" rx="34" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <rect x="590" y="260" width="90" height="170" rx="34" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <rect x="200" y="300" width="400" height="110" rx="22" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <line x1="400" y1="305" x2="400" y2="405" stroke="${ink}" stroke-width="6"/>
  <rect x="150" y="430" width="24" height="36" fill="${ink}"/><rect x="626" y="430" width="24" height="36" fill="${ink}"/>`;

const gamepad: Drawing = (ink, accent) => `
  <path d="M230 200 L570 200 Q660 200 680 320 Q700 450 620 450 Q570 450 530 380 L270 380 Q230 450 180 450 Q100 450 120 320 Q140 200 230 200 Z" fill="${accent}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <rect x="215" y="275" width="90" height="28" rx="6" fill="${ink}"/><rect x="246" y="244" width="28" height="90" rx="6" fill="${ink}"/>
  <circle cx="540" cy="262" r="17" fill="#ef4444"/><circle cx="580" cy="300" r="17" fill="#22c55e"/>
  <circle cx="500" cy="300" r="17" fill="#3b82f6"/><circle cx="540" cy="338" r="17" fill="#eab308"/>`;

const shirt: Drawing = (ink, accent) => `
  <path d="M300 110 L250 110 L130 200 L190 290 L240 255 L240 460 L560 460 L560 255 L610 290 L670 200 L550 110 L500 110 Q470 170 400 170 Q330 170 300 110 Z" fill="${accent}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  ${[0, 1, 2].map((i) => `<circle cx="400" cy="${230 + i * 60}" r="9" fill="${ink}"/>`).join('')}`;

const printer: Drawing = (ink, accent) => `
  <rect x="270" y="90" width="260" height="130" fill="#ffffff" stroke="${ink}" stroke-width="6"/>
  <rect x="170" y="200" width="460" height="170" rx="24" fill="${accent}" stroke="${ink}" stroke-width="8"/>
  <rect x="260" y="320" width="280" height="140" fill="#ffffff" stroke="${ink}" stroke-width="6"/>
  ${[0, 1, 2].map((i) => `<line x1="290" y1="${355 + i * 30}" x2="510" y2="${355 + i * 30}" stroke="#9ca3af" stroke-width="6"/>`).join('')}
  <circle cx="580" cy="245" r="12" fill="#22c55e"/>`;

const parcel: Drawing = (ink, accent) => `
  <path d="M400 90 L640 190 L640 400 L400 480 L160 400 L160 190 Z" fill="${accent}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <path d="M160 190 L400 290 L640 190 M400 290 L400 480" fill="none" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>
  <path d="M280 140 L520 240 L520 300" fill="none" stroke="#fef3c7" stroke-width="22"/>`;

/** Category slug → what its pictures show; unknown (admin-created) categories get a parcel. */
const DRAWINGS: Record<string, Drawing> = {
  voiture: car,
  immobilier: building,
  emplois: briefcase,
  electronique: phone,
  sport: bicycle,
  mobilier: sofa,
  'jeux-video': gamepad,
  mode: shirt,
  bureautique: printer,
};

/** Pixel size of a demo photo (the drawing's own canvas is 800 × 600). */
export const PHOTO = { width: 1600, height: 1200 } as const;

const BACKDROPS = ['#fef3c7', '#e0f2fe', '#dcfce7', '#fce7f3', '#ede9fe', '#ffedd5'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.codePointAt(0)};`);

/** Title on one or two lines of at most ~30 characters, cut at a word. */
function titleLines(title: string): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines[lines.length - 1]!;
    if ((last + ' ' + word).trim().length > 30 && last) {
      if (lines.length === 2) {
        lines[1] = `${last}…`;
        break;
      }
      lines.push(word);
    } else lines[lines.length - 1] = `${last} ${word}`.trim();
  }
  return lines;
}

/** The SVG of one demo photo (exported for tests: it must stay valid XML whatever the title). */
export function demoPhotoSvg(categorySlug: string, accent: string, title: string, variant = 0): string {
  const seed = hash(`${categorySlug}:${title}`) + variant;
  const backdrop = BACKDROPS[seed % BACKDROPS.length]!;
  const drawing = (drawingForTitle(title) ?? DRAWINGS[categorySlug] ?? parcel)('#1f2937', accent);
  // Later photos of one listing show the object from another "angle": mirrored and closer.
  const view = variant % 2 === 1 ? 'translate(800 0) scale(-1 1)' : variant > 0 ? 'translate(-40 -36) scale(1.1)' : '';
  const lines = titleLines(title);
  const label = lines
    .map((line, i) => `<text x="400" y="${536 + i * 34 - (lines.length - 1) * 17}" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="bold" fill="#111827" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="${backdrop}"/>
  <ellipse cx="400" cy="470" rx="300" ry="26" fill="#000000" opacity="0.08"/>
  <g transform="${view}">${drawing}</g>
  <rect x="60" y="496" width="680" height="80" rx="18" fill="#ffffff" opacity="0.92"/>
  ${label}
</svg>`;
}

export async function demoPhoto(categorySlug: string, accent: string, title: string, variant = 0): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(categorySlug, accent, title, variant))).jpeg({ quality: 82 }).toBuffer();
}
