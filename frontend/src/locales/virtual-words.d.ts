// Built by the first-screen-words plugin (vite.config.ts) from fr.json/ar.json and the catalogue.
declare module 'virtual:first-screen-words/*' {
  const words: import('./words').Words;
  export default words;
  export const messages: Record<import('./words').FirstScreenMessage, string>;
}
