import { describe, expect, it } from 'vitest';
import type { ProductImage } from './contract';
import { leadPhotoIndex, responsiveImage } from './images';

const photo: ProductImage = {
  url: '/uploads/photo.jpg',
  width: 1600,
  height: 1200,
  alternativeText: null,
  formats: {
    small: { url: '/uploads/small_photo.jpg', width: 480, height: 360 },
    medium: { url: '/uploads/medium_photo.jpg', width: 750, height: 563 },
  },
  webp: [
    { url: '/uploads/small_photo.webp', width: 480, height: 360 },
    { url: '/uploads/medium_photo.webp', width: 750, height: 563 },
    { url: '/uploads/photo.webp', width: 1600, height: 1200 },
  ],
};

describe('responsiveImage', () => {
  it('offers every generated size in JPEG and in WebP, with the photo’s own width and height', () => {
    const image = responsiveImage(photo, null, 'Canapé');
    expect(image).toEqual({
      src: '/uploads/small_photo.jpg',
      srcSet: '/uploads/small_photo.jpg 480w, /uploads/medium_photo.jpg 750w, /uploads/photo.jpg 1600w',
      webpSrcSet: '/uploads/small_photo.webp 480w, /uploads/medium_photo.webp 750w, /uploads/photo.webp 1600w',
      width: 1600,
      height: 1200,
      alt: 'Canapé',
    });
  });

  it('offers no WebP source for a photo uploaded before the WebP sizes existed', () => {
    expect(responsiveImage({ ...photo, webp: [] }, null, 'Canapé')?.webpSrcSet).toBeUndefined();
  });
});

describe('leadPhotoIndex', () => {
  it('is the first listing with a photo: a listing without one draws a placeholder', () => {
    const none = { images: [], image_url: null };
    expect(leadPhotoIndex([{ images: [photo], image_url: null }, none])).toBe(0);
    expect(leadPhotoIndex([none, none, { images: [photo], image_url: null }])).toBe(2);
    expect(leadPhotoIndex([none, { images: [], image_url: '/uploads/old.jpg' }])).toBe(1);
    expect(leadPhotoIndex([none, none])).toBe(-1);
    expect(leadPhotoIndex([])).toBe(-1);
  });
});
