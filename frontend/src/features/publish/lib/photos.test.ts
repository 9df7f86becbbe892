import { describe, expect, it } from 'vitest';
import { partProgress } from '@/lib/api-upload';
import { fitWithin } from '@/lib/image-downscale';
import { move, photoPlanEntries, screenFiles, type Photo } from './photos';

const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

describe('photo helpers', () => {
  it('screens files by type, then by the 8-photo limit', () => {
    const { accepted, refused } = screenFiles([file('a.jpg'), file('b.txt', 'text/plain'), file('c.jpg'), file('d.jpg')], 6);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.jpg']);
    expect(refused).toEqual([
      { name: 'b.txt', reason: 'type' },
      { name: 'd.jpg', reason: 'count' },
    ]);
  });

  it('moves within bounds', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
  });

  it('names kept photos by URL and new ones by file order', () => {
    const photos: Photo[] = [
      { key: '1', kind: 'new', blob: new Blob(), name: 'n.jpg', previewUrl: 'blob:1' },
      { key: '2', kind: 'existing', url: '/uploads/a.jpg', previewUrl: '/uploads/a.jpg' },
      { key: '3', kind: 'new', blob: new Blob(), name: 'm.jpg', previewUrl: 'blob:2' },
    ];
    expect(photoPlanEntries(photos)).toEqual(['new:0', '/uploads/a.jpg', 'new:1']);
  });

  it('fits a 12 MP photo in a 2000 px long edge and never enlarges', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('spreads the bytes sent over the file parts in order', () => {
    // 100 bytes of JSON and boundaries, then files of 200 and 300 bytes.
    expect(partProgress([200, 300], { loaded: 50, total: 600 })).toEqual([0, 0]);
    expect(partProgress([200, 300], { loaded: 200, total: 600 })).toEqual([0.5, 0]);
    expect(partProgress([200, 300], { loaded: 450, total: 600 })).toEqual([1, 0.5]);
    expect(partProgress([200, 300], { loaded: 600, total: 600 })).toEqual([1, 1]);
  });
});
