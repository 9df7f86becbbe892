// The shared catalogue in a chunk of its own: every screen but the first reads it (lib/i18n).
import { CATALOGUE, type Language } from '@souk/domain';
import { catalogueWords } from './words';

/** Every catalogue text in `language`, as the `messages` words. */
export const catalogueMessages = (language: Language) => catalogueWords(CATALOGUE, language);
