// Its own module: the home route's chunks, which share ./images with the listing page, do not carry it.
/** The `sizes` of a listing page's main photo (the gallery): the server preloads it with the same. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 640px, 100vw';
