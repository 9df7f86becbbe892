// Password rules shared by the sign-up form, the settings page and the server: long enough, not one
// of the passwords every attacker tries first, and not the account's own e-mail or name.
import type { MessageKey } from './messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The most common passwords of 8 characters or more in public leak statistics, plus the French
 * and Tunisian favourites and this site's own name. Compared in lower case.
 */
const COMMON = new Set([
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', '12345678', '123456789', '1234567890',
  '12345678910', '987654321', '87654321', '11111111', '00000000', '88888888', '12341234', '11223344', '123123123', '147258369',
  '159753456', '741852963', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', 'qazwsxedc', 'qwertyuiop', 'azertyuiop',
  'qwerty123', 'qwerty12', 'azerty123', 'azerty12', 'azerty1234', 'aaaaaaaa', 'abcd1234', 'abc12345', 'abcdefgh', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'starwars', 'welcome1', 'trustno1', 'letmein1',
  'monkey12', 'dragon12', 'master12', 'computer', 'internet', 'whatever', 'samsung1', 'michelle', 'jennifer', 'liverpool',
  'chelsea1', 'arsenal1', 'barcelona', 'realmadrid', 'motdepasse', 'motdepasse1', 'bienvenue', 'bienvenue1', 'bonjour1',
  'jetaime1', 'jetaime123', 'soleil12', 'soleil123', 'chocolat', 'doudou12', 'loulou12', 'chouchou', 'marseille', 'vacances',
  'portable', 'tunisie1', 'tunisie123', 'tunis123', 'maroc123', 'mohamed1', 'mohamed123', 'admin123', 'admin1234', 'administrator',
  'changeme', 'secret123', 'souk1234', 'souk2024', 'souk2025', 'souk2026', 'soukpassword',
]);

/** Words that stay common whatever digits or signs follow them ('Azerty2024!', 'motdepasse99'). */
const COMMON_STEMS = new Set(['password', 'passw0rd', 'motdepasse', 'azerty', 'qwerty', 'azertyuiop', 'qwertyuiop', 'iloveyou', 'jetaime', 'bonjour', 'bienvenue', 'soleil', 'tunisie', 'souk', 'admin', 'welcome', 'letmein', 'changeme', 'secret']);

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (COMMON_STEMS.has(stem)) return true;
  // One character repeated, or one short run repeated ('abcabcabc').
  return /^(.{1,3})\1+$/u.test(lower);
}

/**
 * Why a password is refused, as a catalogue key, or null when it is acceptable. `identity`: the
 * account's e-mail and names, which a password must neither be nor merely decorate.
 */
export function passwordProblem(password: string, identity: Array<string | null | undefined> = []): MessageKey | null {
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  if (isCommonPassword(password)) return 'passwordTooCommon';
  const squashed = squash(password).replace(/\d+$/u, '');
  for (const value of identity) {
    if (!value) continue;
    const parts = [value, ...(value.includes('@') ? [value.split('@')[0]!] : [])].map(squash).filter((p) => p.length >= 3);
    if (parts.some((p) => squashed === p || squash(password) === p)) return 'passwordLikeIdentity';
  }
  return null;
}
