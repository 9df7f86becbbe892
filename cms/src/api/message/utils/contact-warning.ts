/**
 * Scams move buyers off-platform: a message that carries a phone number, a link or an e-mail
 * address gets `warning: true` so the UI can show a safety tip next to it. The message itself is
 * delivered unchanged — this is advice, not censorship.
 */

// Arabic-Indic (٠-٩) and Persian (۰-۹) digits count as digits.
const toAsciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

// Eight digits or more, possibly split by spaces, dots, dashes, slashes or parentheses:
// Tunisian numbers have 8 digits ("22 123 456", "+216 22.123.456", "0021622123456").
const PHONE = /(?:\+|\b)\d(?:[\s./()-]{0,3}\d){7,}/;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|tn|fr|io|me|ly|co|info|biz|xyz|app|link|site|online|shop)\b(?:\/\S*)?/i;
const EMAIL = /\b[^\s@]+@[^\s@]+\.[a-z]{2,}\b/i;

export function hasContactDetails(text: string): boolean {
  const ascii = toAsciiDigits(text);
  return PHONE.test(ascii) || URL_LIKE.test(ascii) || EMAIL.test(ascii);
}
