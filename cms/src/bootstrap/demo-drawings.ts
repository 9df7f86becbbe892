/**
 * What a demo listing's picture shows, found from its title: a dining table for 'Table à manger et
 * 6 chaises', an office chair for 'Fauteuil de bureau ergonomique', a laptop for 'MacBook Air M1'.
 * Each drawing is a few shapes on an 800 × 600 canvas (the object above y = 480, the title's label
 * below), in the ink and accent colours it is given.
 */
export type Drawing = (ink: string, accent: string) => string;

const stroke = (ink: string, width = 8) => `stroke="${ink}" stroke-width="${width}" stroke-linejoin="round"`;
const grid = (rows: number, cols: number, cell: (r: number, c: number) => string) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r, c)).join('')).join('');

const laptop: Drawing = (ink, accent) => `
  <rect x="210" y="120" width="380" height="250" rx="16" fill="#1f2937" ${stroke(ink)}/>
  <rect x="230" y="140" width="340" height="210" rx="6" fill="${accent}"/>
  <path d="M140 380 L660 380 L700 440 Q700 452 688 452 L112 452 Q100 452 100 440 Z" fill="#d1d5db" ${stroke(ink)}/>
  <rect x="350" y="392" width="100" height="14" rx="7" fill="#9ca3af"/>`;

const desktopPc: Drawing = (ink, accent) => `
  <rect x="120" y="110" width="400" height="260" rx="14" fill="#111827" ${stroke(ink)}/>
  <rect x="140" y="130" width="360" height="220" fill="${accent}"/>
  <rect x="290" y="370" width="60" height="60" fill="#4b5563"/><rect x="230" y="430" width="180" height="20" rx="8" fill="#4b5563"/>
  <rect x="560" y="140" width="140" height="310" rx="12" fill="#1f2937" ${stroke(ink)}/>
  ${[0, 1, 2].map((i) => `<circle cx="630" cy="${200 + i * 60}" r="20" fill="none" stroke="#22d3ee" stroke-width="6"/>`).join('')}`;

const headphones: Drawing = (ink, accent) => `
  <path d="M220 330 L220 260 Q220 100 400 100 Q580 100 580 260 L580 330" fill="none" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>
  <rect x="170" y="290" width="110" height="170" rx="40" fill="${accent}" ${stroke(ink)}/>
  <rect x="520" y="290" width="110" height="170" rx="40" fill="${accent}" ${stroke(ink)}/>`;

const television: Drawing = (ink, accent) => `
  <rect x="110" y="90" width="580" height="330" rx="14" fill="#111827" ${stroke(ink)}/>
  <rect x="130" y="110" width="540" height="290" fill="${accent}"/>
  <path d="M130 400 L330 230 L450 340 L530 280 L670 400 Z" fill="#ffffff" opacity="0.35"/>
  <path d="M300 420 L260 470 M500 420 L540 470" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`;

const treadmill: Drawing = (ink, accent) => `
  <path d="M120 440 L600 400 L640 420 L160 465 Z" fill="#374151" ${stroke(ink)}/>
  <path d="M560 405 L600 160" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>
  <rect x="540" y="120" width="150" height="70" rx="14" fill="${accent}" ${stroke(ink)}/>
  <path d="M560 200 L470 230" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`;

const dumbbells: Drawing = (ink, accent) =>
  [110, 270]
    .map(
      (y) => `
  <rect x="170" y="${y + 45}" width="460" height="26" rx="13" fill="#9ca3af" ${stroke(ink, 6)}/>
  <rect x="170" y="${y}" width="50" height="116" rx="10" fill="${accent}" ${stroke(ink, 6)}/>
  <rect x="228" y="${y + 14}" width="36" height="88" rx="8" fill="${accent}" ${stroke(ink, 6)}/>
  <rect x="580" y="${y}" width="50" height="116" rx="10" fill="${accent}" ${stroke(ink, 6)}/>
  <rect x="536" y="${y + 14}" width="36" height="88" rx="8" fill="${accent}" ${stroke(ink, 6)}/>`,
    )
    .join('');

const racket: Drawing = (ink, accent) => `
  <ellipse cx="330" cy="220" rx="150" ry="180" fill="#f8fafc" stroke="${accent}" stroke-width="22"/>
  ${grid(1, 7, (_, c) => `<line x1="${240 + c * 30}" y1="70" x2="${240 + c * 30}" y2="370" stroke="#9ca3af" stroke-width="3"/>`)}
  <path d="M420 360 L560 470" stroke="${ink}" stroke-width="34" stroke-linecap="round"/>
  <circle cx="600" cy="140" r="44" fill="#d9f99d" ${stroke(ink, 6)}/>`;

const football: Drawing = (ink) => `
  <circle cx="400" cy="270" r="190" fill="#ffffff" ${stroke(ink)}/>
  <path d="M400 200 L466 248 L441 326 L359 326 L334 248 Z" fill="${ink}"/>
  <path d="M400 200 L400 90 M466 248 L570 212 M441 326 L505 420 M359 326 L295 420 M334 248 L230 212" stroke="${ink}" stroke-width="6"/>`;

const jacket: Drawing = (ink, accent) => `
  <path d="M310 100 L200 140 L140 450 L260 450 L270 300 L280 460 L520 460 L530 300 L540 450 L660 450 L600 140 L490 100 L400 190 Z" fill="${accent}" ${stroke(ink)}/>
  <path d="M400 190 L400 460" stroke="${ink}" stroke-width="6"/>
  <path d="M310 100 L360 250 L400 190 L440 250 L490 100" fill="#f5f5f4" ${stroke(ink, 6)}/>`;

const officeChair: Drawing = (ink, accent) => `
  <rect x="290" y="70" width="220" height="220" rx="40" fill="${accent}" ${stroke(ink)}/>
  <rect x="250" y="280" width="300" height="60" rx="24" fill="${accent}" ${stroke(ink)}/>
  <path d="M250 250 L220 250 L220 300 M550 250 L580 250 L580 300" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>
  <rect x="388" y="340" width="24" height="80" fill="#4b5563"/>
  <path d="M400 420 L250 455 M400 420 L550 455 M400 420 L330 470 M400 420 L470 470" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`;

const desk: Drawing = (ink, accent) => `
  <path d="M110 230 L690 230 L690 270 L110 270 Z" fill="${accent}" ${stroke(ink)}/>
  <rect x="130" y="270" width="30" height="190" fill="#78350f"/><rect x="640" y="270" width="30" height="190" fill="#78350f"/>
  <rect x="460" y="270" width="170" height="150" fill="${accent}" ${stroke(ink, 6)}/>
  <line x1="470" y1="345" x2="620" y2="345" stroke="${ink}" stroke-width="5"/>
  <rect x="240" y="140" width="150" height="90" rx="8" fill="#1f2937"/><rect x="300" y="200" width="30" height="30" fill="#4b5563"/>`;

const supplies: Drawing = (ink, accent) => `
  <rect x="150" y="140" width="220" height="300" rx="12" fill="${accent}" ${stroke(ink)}/>
  ${[0, 1, 2, 3].map((i) => `<line x1="190" y1="${210 + i * 50}" x2="330" y2="${210 + i * 50}" stroke="#ffffff" stroke-width="6"/>`).join('')}
  ${['#ef4444', '#3b82f6', '#22c55e'].map((c, i) => `<rect x="${440 + i * 70}" y="120" width="36" height="320" rx="6" fill="${c}" ${stroke(ink, 5)}/><path d="M${440 + i * 70} 440 L${458 + i * 70} 480 L${476 + i * 70} 440 Z" fill="#fde68a"/>`).join('')}`;

const monitor: Drawing = (ink, accent) => `
  <rect x="130" y="80" width="540" height="320" rx="14" fill="#111827" ${stroke(ink)}/>
  <rect x="150" y="100" width="500" height="280" fill="${accent}"/>
  <rect x="370" y="400" width="60" height="50" fill="#4b5563"/><rect x="290" y="445" width="220" height="20" rx="8" fill="#4b5563"/>`;

const shredder: Drawing = (ink, accent) => `
  <rect x="250" y="80" width="300" height="120" fill="#ffffff" ${stroke(ink, 6)}/>
  <rect x="210" y="190" width="380" height="90" rx="16" fill="#374151" ${stroke(ink)}/>
  <rect x="230" y="280" width="340" height="180" rx="10" fill="${accent}" ${stroke(ink)}/>
  ${Array.from({ length: 8 }, (_, i) => `<line x1="${280 + i * 34}" y1="282" x2="${280 + i * 34}" y2="360" stroke="#ffffff" stroke-width="8"/>`).join('')}`;

const gameConsole: Drawing = (ink, accent) => `
  <path d="M300 80 Q360 70 360 140 L360 440 L300 460 Q250 430 260 260 Z" fill="#f8fafc" ${stroke(ink)}/>
  <rect x="360" y="100" width="70" height="340" fill="#111827"/>
  <path d="M430 90 Q500 80 520 200 L520 440 L430 460 Z" fill="#f8fafc" ${stroke(ink)}/>
  <path d="M560 360 Q600 320 660 340 Q700 360 690 420 Q670 450 640 420 L600 420 Q580 450 560 430 Q540 400 560 360 Z" fill="${accent}" ${stroke(ink, 6)}/>`;

const handheld: Drawing = (ink, accent) => `
  <rect x="130" y="150" width="110" height="260" rx="50" fill="#0ea5e9" ${stroke(ink)}/>
  <rect x="560" y="150" width="110" height="260" rx="50" fill="#ef4444" ${stroke(ink)}/>
  <rect x="230" y="150" width="340" height="260" rx="10" fill="#111827" ${stroke(ink)}/>
  <rect x="250" y="170" width="300" height="220" fill="${accent}"/>
  <circle cx="185" cy="220" r="16" fill="${ink}"/><circle cx="615" cy="320" r="16" fill="${ink}"/>`;

const gameCase: Drawing = (ink, accent) => `
  <rect x="260" y="60" width="280" height="400" rx="12" fill="#1d4ed8" ${stroke(ink)}/>
  <rect x="280" y="130" width="240" height="250" fill="${accent}"/>
  <circle cx="400" cy="255" r="70" fill="#ffffff"/><path d="M400 200 L440 240 L425 300 L375 300 L360 240 Z" fill="${ink}"/>
  <rect x="280" y="80" width="100" height="30" fill="#ffffff"/>`;

const steeringWheel: Drawing = (ink, accent) => `
  <circle cx="400" cy="240" r="170" fill="none" stroke="${ink}" stroke-width="36"/>
  <circle cx="400" cy="250" r="60" fill="${accent}" ${stroke(ink)}/>
  <path d="M240 230 L340 240 M460 240 L560 230 M400 310 L400 400" stroke="${ink}" stroke-width="30"/>
  <rect x="250" y="430" width="300" height="36" rx="12" fill="#374151"/>`;

const cartridge: Drawing = (ink, accent) =>
  [0, 1, 2]
    .map(
      (i) => `<g transform="translate(${150 + i * 180} ${110 + (i % 2) * 40})">
    <path d="M0 0 L150 0 L150 300 L20 300 L0 280 Z" fill="#9ca3af" ${stroke(ink, 6)}/>
    <rect x="20" y="40" width="110" height="120" fill="${accent}"/>
    ${Array.from({ length: 6 }, (_, k) => `<rect x="${22 + k * 18}" y="270" width="10" height="30" fill="#facc15"/>`).join('')}
  </g>`,
    )
    .join('');

const diningTable: Drawing = (ink, accent) => `
  <path d="M190 240 L610 240 L650 290 L150 290 Z" fill="${accent}" ${stroke(ink)}/>
  <rect x="190" y="290" width="22" height="170" fill="${ink}"/><rect x="588" y="290" width="22" height="170" fill="${ink}"/>
  ${[90, 660].map((x) => `<rect x="${x}" y="150" width="50" height="160" rx="10" fill="#92400e" ${stroke(ink, 6)}/><rect x="${x - 10}" y="310" width="70" height="24" fill="#92400e" ${stroke(ink, 6)}/><rect x="${x}" y="334" width="12" height="126" fill="${ink}"/><rect x="${x + 38}" y="334" width="12" height="126" fill="${ink}"/>`).join('')}
  ${[270, 370, 470].map((x) => `<rect x="${x}" y="170" width="60" height="70" rx="10" fill="#92400e" ${stroke(ink, 6)}/>`).join('')}`;

const wardrobe: Drawing = (ink, accent) => `
  <rect x="190" y="60" width="420" height="400" rx="10" fill="${accent}" ${stroke(ink)}/>
  <line x1="330" y1="60" x2="330" y2="460" stroke="${ink}" stroke-width="6"/><line x1="470" y1="60" x2="470" y2="460" stroke="${ink}" stroke-width="6"/>
  <rect x="350" y="90" width="100" height="300" rx="6" fill="#e0f2fe" ${stroke(ink, 4)}/>
  <circle cx="315" cy="260" r="9" fill="${ink}"/><circle cx="485" cy="260" r="9" fill="${ink}"/>`;

const bed: Drawing = (ink, accent) => `
  <rect x="120" y="170" width="60" height="290" rx="10" fill="#92400e" ${stroke(ink)}/>
  <rect x="180" y="300" width="500" height="100" rx="12" fill="#f8fafc" ${stroke(ink)}/>
  <rect x="340" y="270" width="340" height="100" rx="20" fill="${accent}" ${stroke(ink)}/>
  <rect x="190" y="250" width="130" height="60" rx="24" fill="#ffffff" ${stroke(ink, 6)}/>
  <rect x="180" y="400" width="500" height="30" fill="#92400e" ${stroke(ink, 6)}/>`;

const shelf: Drawing = (ink, accent) => `
  <rect x="260" y="70" width="280" height="390" fill="none" stroke="#b45309" stroke-width="18"/>
  ${[170, 270, 370].map((y) => `<rect x="260" y="${y}" width="280" height="16" fill="#b45309"/>`).join('')}
  ${[0, 1, 2, 3].map((i) => `<rect x="${285 + i * 28}" y="${100 + (i % 2) * 10}" width="22" height="${70 - (i % 2) * 10}" fill="${accent}" ${stroke(ink, 4)}/>`).join('')}
  <circle cx="470" cy="340" r="24" fill="#22c55e"/>`;

const dress: Drawing = (ink, accent) => `
  <path d="M340 70 L460 70 L470 180 L600 460 L200 460 L330 180 Z" fill="${accent}" ${stroke(ink)}/>
  <path d="M330 180 Q400 210 470 180" fill="none" stroke="#fde68a" stroke-width="14"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${300 + i * 66}" cy="${380 + (i % 2) * 30}" r="12" fill="#fde68a"/>`).join('')}`;

const sneaker: Drawing = (ink, accent) => `
  <path d="M130 420 L140 300 Q200 300 260 250 L330 200 Q380 260 470 300 L640 340 Q690 360 690 420 Z" fill="${accent}" ${stroke(ink)}/>
  <rect x="120" y="410" width="580" height="40" rx="16" fill="#f8fafc" ${stroke(ink)}/>
  ${[0, 1, 2].map((i) => `<line x1="${300 + i * 40}" y1="${240 + i * 22}" x2="${340 + i * 40}" y2="${220 + i * 22}" stroke="#ffffff" stroke-width="8"/>`).join('')}`;

const handbag: Drawing = (ink, accent) => `
  <path d="M300 200 Q300 90 400 90 Q500 90 500 200" fill="none" stroke="${ink}" stroke-width="16"/>
  <path d="M180 200 L620 200 L580 450 L220 450 Z" fill="${accent}" ${stroke(ink)}/>
  <rect x="370" y="240" width="60" height="40" rx="8" fill="#fbbf24" ${stroke(ink, 5)}/>`;

const tractor: Drawing = (ink, accent) => `
  <rect x="160" y="250" width="380" height="120" rx="12" fill="${accent}" ${stroke(ink)}/>
  <path d="M380 250 L400 110 L540 110 L560 250" fill="#dbeafe" ${stroke(ink)}/>
  <rect x="250" y="190" width="20" height="60" fill="${ink}"/>
  <circle cx="480" cy="380" r="95" fill="#1f2937"/><circle cx="480" cy="380" r="40" fill="#fbbf24"/>
  <circle cx="210" cy="410" r="58" fill="#1f2937"/><circle cx="210" cy="410" r="24" fill="#fbbf24"/>`;

const lesson: Drawing = (ink, accent) => `
  <rect x="130" y="70" width="540" height="320" rx="10" fill="#14532d" stroke="#92400e" stroke-width="18"/>
  <text x="400" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" fill="#ffffff" text-anchor="middle">a² + b² = c²</text>
  <path d="M200 330 L320 230 L320 330 Z" fill="none" stroke="#ffffff" stroke-width="6"/>
  <rect x="560" y="400" width="100" height="22" rx="4" fill="${accent}"/>
  <rect x="140" y="400" width="220" height="60" rx="6" fill="#fef3c7" ${stroke(ink, 5)}/>`;

const kittens: Drawing = (ink, accent) =>
  [200, 400, 600]
    .map(
      (x, i) => `
  <ellipse cx="${x}" cy="390" rx="78" ry="70" fill="${i === 1 ? accent : i === 0 ? '#f59e0b' : '#9ca3af'}" ${stroke(ink, 6)}/>
  <circle cx="${x}" cy="270" r="62" fill="${i === 1 ? accent : i === 0 ? '#f59e0b' : '#9ca3af'}" ${stroke(ink, 6)}/>
  <path d="M${x - 52} 240 L${x - 44} 180 L${x - 12} 215 Z M${x + 52} 240 L${x + 44} 180 L${x + 12} 215 Z" fill="${i === 0 ? '#f59e0b' : i === 1 ? accent : '#9ca3af'}" ${stroke(ink, 6)}/>
  <circle cx="${x - 22}" cy="262" r="8" fill="${ink}"/><circle cx="${x + 22}" cy="262" r="8" fill="${ink}"/>
  <path d="M${x - 10} 290 L${x} 298 L${x + 10} 290" fill="none" stroke="${ink}" stroke-width="4"/>`,
    )
    .join('');

const coffeeMachine: Drawing = (ink, accent) => `
  <rect x="230" y="70" width="340" height="110" rx="16" fill="${accent}" ${stroke(ink)}/>
  <rect x="250" y="180" width="70" height="260" fill="${accent}" ${stroke(ink)}/>
  <rect x="230" y="440" width="340" height="30" rx="8" fill="#374151"/>
  <rect x="380" y="180" width="80" height="40" fill="#374151"/>
  <path d="M370 330 L470 330 L460 430 L380 430 Z" fill="#ffffff" ${stroke(ink, 6)}/>
  <path d="M470 350 Q510 360 500 395 Q495 410 465 405" fill="none" stroke="${ink}" stroke-width="6"/>
  <path d="M405 300 Q395 280 410 260 M435 300 Q425 280 440 260" fill="none" stroke="#9ca3af" stroke-width="5"/>`;

const land: Drawing = (ink, accent) => `
  <path d="M80 470 L160 300 L640 300 L720 470 Z" fill="#bbf7d0" ${stroke(ink)}/>
  <path d="M160 300 L640 300" stroke="#a16207" stroke-width="10" stroke-dasharray="30 16"/>
  <rect x="470" y="150" width="180" height="100" rx="8" fill="${accent}" ${stroke(ink, 6)}/>
  <rect x="552" y="250" width="16" height="90" fill="#78350f"/>
  <text x="560" y="215" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">400 m²</text>`;

const house: Drawing = (ink, accent) => `
  <rect x="200" y="230" width="400" height="220" fill="${accent}" ${stroke(ink)}/>
  <path d="M160 240 L400 80 L640 240 Z" fill="#b45309" ${stroke(ink)}/>
  <path d="M355 450 L355 340 Q400 300 445 340 L445 450 Z" fill="#1e3a8a" ${stroke(ink, 6)}/>
  <rect x="240" y="290" width="70" height="60" fill="#e0f2fe" ${stroke(ink, 5)}/><rect x="490" y="290" width="70" height="60" fill="#e0f2fe" ${stroke(ink, 5)}/>`;

const villa: Drawing = (ink, accent) => `
  <rect x="150" y="160" width="330" height="200" fill="#f8fafc" ${stroke(ink)}/>
  <rect x="480" y="220" width="190" height="140" fill="#f8fafc" ${stroke(ink)}/>
  <path d="M130 160 L500 160 M460 220 L690 220" stroke="${ink}" stroke-width="14"/>
  ${[0, 1, 2].map((i) => `<rect x="${180 + i * 100}" y="200" width="60" height="70" fill="#e0f2fe" ${stroke(ink, 5)}/>`).join('')}
  <rect x="120" y="390" width="560" height="70" rx="30" fill="${accent}" ${stroke(ink, 6)}/>
  <path d="M170 425 Q200 410 230 425 T290 425 M420 425 Q450 410 480 425 T540 425" fill="none" stroke="#ffffff" stroke-width="6"/>`;

const shop: Drawing = (ink, accent) => `
  <rect x="160" y="150" width="480" height="300" fill="#f8fafc" ${stroke(ink)}/>
  <path d="M140 150 L660 150 L640 220 L160 220 Z" fill="${accent}" ${stroke(ink)}/>
  ${Array.from({ length: 6 }, (_, i) => `<path d="M${160 + i * 80} 220 Q${200 + i * 80} 250 ${240 + i * 80} 220" fill="${i % 2 ? '#ffffff' : accent}" ${stroke(ink, 5)}/>`).join('')}
  <rect x="200" y="270" width="240" height="140" fill="#e0f2fe" ${stroke(ink, 6)}/>
  <rect x="480" y="270" width="120" height="180" fill="#92400e" ${stroke(ink, 6)}/>`;

const office: Drawing = (ink, accent) => `
  <rect x="250" y="60" width="300" height="400" fill="${accent}" ${stroke(ink)}/>
  ${grid(6, 3, (r, c) => `<rect x="${280 + c * 90}" y="${85 + r * 58}" width="60" height="38" fill="#e0f2fe" ${stroke(ink, 4)}/>`)}
  <rect x="370" y="420" width="60" height="40" fill="#1f2937"/>`;

const kidsBike: Drawing = (ink, accent) => `
  <circle cx="270" cy="380" r="80" fill="none" stroke="${ink}" stroke-width="12"/>
  <circle cx="520" cy="380" r="80" fill="none" stroke="${ink}" stroke-width="12"/>
  <circle cx="250" cy="440" r="24" fill="none" stroke="${ink}" stroke-width="8"/><circle cx="190" cy="440" r="24" fill="none" stroke="${ink}" stroke-width="8"/>
  <path d="M270 380 L350 260 L480 260 L520 380 M350 260 L400 380 L480 260" fill="none" stroke="${accent}" stroke-width="16" stroke-linejoin="round"/>
  <path d="M320 240 L380 240 M480 260 L460 200 L510 195" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`;

/** First match wins: the title's words, accents ignored, lower case. */
export const DRAWINGS_BY_TITLE: ReadonlyArray<[RegExp, Drawing]> = [
  [/macbook|ordinateur portable|laptop/, laptop],
  [/\bpc\b|gaming|unite centrale/, desktopPc],
  [/casque/, headphones],
  [/television|\btv\b/, television],
  [/tapis de course/, treadmill],
  [/haltere/, dumbbells],
  [/raquette/, racket],
  [/ballon/, football],
  [/kimono|veste|manteau/, jacket],
  [/fauteuil|chaise de bureau/, officeChair],
  [/bureau d|\bbureau en\b/, desk],
  [/fournitures|cahier/, supplies],
  [/ecran|moniteur/, monitor],
  [/destructeur/, shredder],
  [/playstation|\bps5\b|xbox one|console/, gameConsole],
  [/switch/, handheld],
  [/fifa|\bjeu\b.*ps4/, gameCase],
  [/volant/, steeringWheel],
  [/retro|cartouche/, cartridge],
  [/table a manger|chaises/, diningTable],
  [/armoire/, wardrobe],
  [/\blit\b/, bed],
  [/etagere/, shelf],
  [/robe/, dress],
  [/baskets|chaussure/, sneaker],
  [/\bsac\b/, handbag],
  [/tracteur/, tractor],
  [/cours|lecon/, lesson],
  [/\bchaton|\bchats?\b/, kittens],
  [/cafe/, coffeeMachine],
  [/terrain/, land],
  [/villa/, villa],
  [/maison/, house],
  [/local commercial|boutique a/, shop],
  [/bureau \d+|bureau .*m²|plateau de bureau/, office],
  [/velo enfant/, kidsBike],
];

const plain = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The drawing a title names, if any (the category's drawing otherwise). */
export function drawingForTitle(title: string): Drawing | undefined {
  const words = plain(title);
  return DRAWINGS_BY_TITLE.find(([pattern]) => pattern.test(words))?.[1];
}
