import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { ViewsSparkline } from './views-sparkline';

const days = (last: number[]) => [...new Array<number>(30 - last.length).fill(0), ...last];
const velo = makeProduct({ id: 'v1', user_id: testUser.id, title: 'Vélo de ville', view_count: 57 });
const lampe = makeProduct({ id: 'l1', user_id: testUser.id, title: 'Lampe ancienne' });

afterEach(() => i18n.changeLanguage('fr'));

const circleX = (svg: Element) => Number(svg.querySelector('circle')!.getAttribute('cx'));

describe("the owner's 30-day views sparkline in 'Mes annonces' (issue 28)", () => {
  it('draws each listing’s days from one request for the whole list, read out as its 30-day total', async () => {
    const fake = installFakeApi({
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /products/views': () => ({ body: { data: { from: '2026-10-30', days: 30, views: { v1: days([10, 0, 20, 12]), l1: days([]) } } } }),
      'GET /products/mine': () => ({ body: collection([velo, lampe]) }),
    });
    renderApp('/profile', { user: testUser });
    const row = (await screen.findByText('Vélo de ville')).closest('li') as HTMLElement;
    const line = await within(row).findByRole('img', { name: 'Vues sur 30 jours : 42' });
    // Today, the last day, at the end of a French line: the right.
    expect(circleX(line)).toBeGreaterThan(90);
    const quiet = (screen.getByText('Lampe ancienne').closest('li') as HTMLElement);
    expect(within(quiet).getByRole('img', { name: 'Vues sur 30 jours : 0' })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/products/views')).toHaveLength(1);
    expect(fake.callsTo('GET', '/products/views')[0]!.query.get('days')).toBe('30');
  });

  it('leaves the row as it was when the series cannot be read', async () => {
    installFakeApi({
      'GET /profile': () => ({ body: profileOf(testUser) }),
      'GET /products/views': () => ({ status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Erreur' } } }),
      'GET /products/mine': () => ({ body: collection([velo]) }),
    });
    renderApp('/profile', { user: testUser });
    const row = (await screen.findByText('Vélo de ville')).closest('li') as HTMLElement;
    expect(within(row).getByText('57 vue(s)')).toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: /Vues sur/ })).not.toBeInTheDocument();
  });

  it('runs from right to left in Arabic, today at the left', async () => {
    await i18n.changeLanguage('ar');
    render(<ViewsSparkline views={days([3, 0, 4])} />);
    const line = screen.getByRole('img', { name: 'المشاهدات خلال 30 يومًا: 7' });
    expect(circleX(line)).toBeLessThan(6);
    // The highest day reaches the top, a day without views the bottom line.
    const points = line.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(30);
    expect(points.at(-1)).toBe('2.0,2.0');
    expect(points.at(-2)).toBe('5.2,22.0');
  });
});
