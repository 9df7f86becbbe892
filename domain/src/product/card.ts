// Its own module, like ./gallery: a constant both the home route's cards and the server read.
/** The `sizes` of a listing card's photo in the grid: the server preloads a landing page's first card with the same. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
