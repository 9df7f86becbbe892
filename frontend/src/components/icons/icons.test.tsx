import { readFileSync } from 'node:fs';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAWINGS_FILE, drawInline, drawSprite, INLINE_ICONS, listedIcons, SPRITE_FILE } from '../../../scripts/icon-sprite.mjs';
import * as icons from './index';

describe('icon sprite', () => {
  it('holds exactly the icons the list names but those drawn inline, drawn as lucide draws them', async () => {
    // Fails when an icon is added to index.ts without `npm run icons -w @souk/frontend`.
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(await drawSprite());
    expect(readFileSync(DRAWINGS_FILE, 'utf8')).toBe(await drawInline());
    const sprite = new DOMParser().parseFromString(readFileSync(SPRITE_FILE, 'utf8'), 'image/svg+xml');
    const ids = [...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids).toEqual(listedIcons().filter((id) => !INLINE_ICONS.includes(id)));
    expect(INLINE_ICONS.every((id) => listedIcons().includes(id))).toBe(true);
    for (const symbol of sprite.querySelectorAll('symbol')) expect(symbol.children.length).toBeGreaterThan(0);
  });

  it('draws lucide shapes for an icon: the heart', async () => {
    // The heart's outline as lucide-react 0.548 draws it (a path starting at 2,9.5).
    expect(await drawSprite(['heart'])).toMatch(/<symbol id="heart" viewBox="0 0 24 24"><path d="M2 9\.5a5\.5 5\.5 0 0 1 9\.591/);
    await expect(drawSprite(['no-such-icon'])).rejects.toThrow(/no icon "no-such-icon"/);
  });
});

describe('spriteIcon components', () => {
  it('render an svg pointing at its symbol, with lucide props and classes', () => {
    const { container } = render(<icons.Star className="h-4 w-4 fill-current" strokeWidth={1.5} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('lucide lucide-star h-4 w-4 fill-current');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('stroke-width')).toBe('1.5');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/sprite\.svg(\?[^#]*)?#star$/);
    expect(svg.children).toHaveLength(1);
  });

  it('use the lucide file name for aliased icons (Home is the house)', () => {
    const html = renderToString(<icons.Home size={16} />);
    expect(html).toContain('class="lucide lucide-house"');
    expect(html).toContain('width="16"');
    expect(html).toMatch(/<use href="[^"]*sprite\.svg(\?[^#"]*)?#house"/);
  });

  it('stay visible to screen readers when named, and forward refs', () => {
    const ref = createRef<SVGSVGElement>();
    const { getByRole } = render(<icons.Flag ref={ref} role="img" aria-label="Signaler" />);
    const svg = getByRole('img', { name: 'Signaler' });
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(ref.current).toBe(svg);
  });

  it('every exported icon is in the sprite, or drawn inline', () => {
    const ids = new Set(listedIcons());
    for (const [name, Icon] of Object.entries(icons)) {
      const html = renderToString(<Icon />);
      const id = /lucide-([a-z0-9-]+)"/.exec(html)?.[1];
      expect(ids.has(id!), `${name} → ${id}`).toBe(true);
      if (INLINE_ICONS.includes(id!)) expect(html, name).not.toContain('<use');
      else expect(html, name).toMatch(new RegExp(`<use href="[^"]*sprite\\.svg(\\?[^#"]*)?#${id}"`));
    }
  });

  it('draw a card icon in the page: its shapes, lucide props, no <use>, the same markup on server and client', () => {
    const html = renderToString(<icons.Heart className="h-4 w-4 fill-current" strokeWidth={1.5} />);
    expect(html).toMatch(
      /^<svg [^>]*class="lucide lucide-heart h-4 w-4 fill-current"[^>]*><path d="M2 9\.5a5\.5 5\.5 0 0 1 9\.591[^"]*"\/><\/svg>$/,
    );
    expect(html).toContain('stroke-width="1.5"');
    const { container } = render(<icons.MapPin size={16} />);
    const svg = container.querySelector('svg')!;
    const served = document.createElement('div');
    served.innerHTML = renderToString(<icons.MapPin size={16} />);
    expect(svg.outerHTML).toBe(served.innerHTML);
    expect([...svg.children].map((c) => c.tagName)).toEqual(['path', 'circle']);
    expect(svg.children[0]!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    // With children (a title, say) the shapes go in a group beside them.
    const titled = render(
      <icons.Clock role="img" aria-label="Publiée">
        <title>Publiée</title>
      </icons.Clock>,
    ).container.querySelector('svg')!;
    expect([...titled.children].map((c) => c.tagName)).toEqual(['g', 'title']);
    expect(titled.querySelector('g circle')).not.toBeNull();
  });
});
