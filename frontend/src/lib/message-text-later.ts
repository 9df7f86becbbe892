// Catalogue texts for the first screen's code: the catalogue (every text, in French and Arabic) is a
// chunk fetched when a notice needs it, not part of the first paint. Notices wait for sonner anyway.
type ErrorText = typeof import('./error-text').errorText;

/** `errorText`, once the catalogue has loaded. */
export const errorTextLater = (...args: Parameters<ErrorText>): Promise<string> =>
  import('./error-text').then(({ errorText }) => errorText(...args));
