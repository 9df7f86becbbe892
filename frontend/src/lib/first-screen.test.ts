import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { servedMediaMatch, setServedViewport, takeServerRender } from './first-screen';

afterEach(() => {
  document.body.innerHTML = '';
  setServedViewport(undefined);
});

describe('a page the server drew', () => {
  it('gives its answers to the query cache and tells the language and the viewport it was drawn for', () => {
    document.body.innerHTML =
      '<script id="first-screen" type="application/json" data-language="ar" data-viewport="desktop">[[["products","newest"],{"data":[1]},1700000000000]]</script>';
    const queryClient = new QueryClient();
    expect(takeServerRender(queryClient)).toBe('ar');
    expect(queryClient.getQueryData(['products', 'newest'])).toEqual({ data: [1] });
    expect(queryClient.getQueryState(['products', 'newest'])?.dataUpdatedAt).toBe(1_700_000_000_000);
    // Media queries answer as on the server until the page has hydrated: a desktop's width.
    expect(servedMediaMatch('(min-width: 768px)')).toBe(true);
    expect(servedMediaMatch('(min-width: 1536px)')).toBe(false);
    expect(servedMediaMatch('(prefers-color-scheme: dark)')).toBe(false);
  });

  it('drawn for a phone, or not drawn at all: no min-width query matches, as before', () => {
    setServedViewport('mobile');
    expect(servedMediaMatch('(min-width: 768px)')).toBe(false);
    document.body.innerHTML = '<script id="first-screen" type="application/json" data-language="fr">not json</script>';
    expect(takeServerRender(new QueryClient())).toBeUndefined();
    expect(servedMediaMatch('(min-width: 768px)')).toBe(false);
  });
});
