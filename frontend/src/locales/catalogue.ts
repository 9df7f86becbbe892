// The shared catalogue in a chunk of its own: every screen but the first reads it (lib/i18n).
export { CATALOGUE } from '@souk/domain';
