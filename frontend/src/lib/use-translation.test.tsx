import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useTranslation, type Translation } from '@/lib/use-translation';

describe('useTranslation (one answer for every component)', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it('gives every component the same answer, and a new one, drawn again, when the language changes', async () => {
    const seen: Translation[] = [];
    function Name({ id }: { id: string }) {
      const translation = useTranslation();
      seen.push(translation);
      return <p data-testid={id}>{translation.t('app.name')}</p>;
    }
    render(
      <>
        <Name id="a" />
        <Name id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Souk');
    // One shared answer: react-i18next's hook made a copy of i18n per component.
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]!.i18n).toBe(i18n);

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByTestId('a').textContent).toBe('سوق');
    expect(screen.getByTestId('b').textContent).toBe('سوق');
    const arabic = seen.at(-1)!;
    // A new `t` for the new language: a memo that depends on it is computed again.
    expect(arabic.t).not.toBe(seen[0]!.t);
    expect(seen.at(-2)).toBe(arabic);
  });

  it("follows the language set right before a server render, with no listener (entry-server.tsx)", async () => {
    function Name() {
      return <>{useTranslation().t('app.name')}</>;
    }
    await i18n.changeLanguage('ar');
    expect(renderToString(<Name />)).toBe('سوق');
    await i18n.changeLanguage('fr');
    expect(renderToString(<Name />)).toBe('Souk');
  });
});
