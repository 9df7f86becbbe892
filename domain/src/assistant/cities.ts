// City names as people type them: the gazetteer's spellings plus everyday Tunisian ones, and
// Arabic names glued to a one-letter preposition ("بسوسة", "فصفاقس").
import { CITIES, type City } from '../cities';
import { tokenize } from './tokens';

const EXTRA_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  tunis: ['tounes', 'tunes', 'tounis', 'la capitale', 'العاصمة'],
  sousse: ['soussa', 'sousa', 'sosa'],
  sfax: ['sfakes', 'sfaks', 'sfa9es'],
  bizerte: ['bizerta', 'bnzrt', 'benzart'],
  nabeul: ['nabel', 'nebel'],
  gabes: ['qabes', '9abes', 'gabes'],
  kairouan: ['kirouan', 'l9irwan', 'kairwan', 'qairawan'],
  monastir: ['mestir', 'mistir', 'المستير'],
  medenine: ['mednine', 'medenin'],
  mahdia: ['mehdia'],
  ariana: ['aryana', 'ariena'],
  'ben-arous': ['benarous'],
};

const SPELLINGS: ReadonlyArray<{ tokens: string[]; city: City }> = CITIES.flatMap((city) =>
  [city.slug.replace(/-/g, ' '), city.name, city.name_ar, city.governorate, ...city.aliases, ...(EXTRA_SPELLINGS[city.slug] ?? [])].map(
    (spelling) => ({ tokens: tokenize(spelling), city }),
  ),
)
  .filter((s) => s.tokens.length > 0)
  .sort((a, b) => b.tokens.length - a.tokens.length);

const ARABIC_PREPOSITION = /^[بفلو](?=[\u0600-\u06FF]{3,})/;

/** The city named at `tokens[start]` and how many tokens it takes, or null. */
export function matchCity(tokens: readonly string[], start: number): { city: City; length: number } | null {
  for (const spelling of SPELLINGS) {
    if (spelling.tokens.every((t, k) => tokens[start + k] === t)) return { city: spelling.city, length: spelling.tokens.length };
  }
  const token = tokens[start];
  if (token && ARABIC_PREPOSITION.test(token)) {
    const bare = token.replace(ARABIC_PREPOSITION, '');
    const found = SPELLINGS.find((s) => s.tokens.length === 1 && s.tokens[0] === bare);
    if (found) return { city: found.city, length: 1 };
  }
  return null;
}
