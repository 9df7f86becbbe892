import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { createTestQueryClient } from '@/testing/render-app';
import { AdSlot } from './ad-slot';

const ad = {
  id: 'ad1',
  title: 'Tunisie Telecom Fibre',
  description: 'Internet très haut débit',
  image_url: null,
  target_url: 'https://example.tn/fibre',
  advertiser_name: 'Tunisie Telecom',
  position: 'header',
};

const renderSlot = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdSlot position="header" />
    </QueryClientProvider>,
  );

describe('AdSlot', () => {
  it('records one impression, opens the target in a new tab and counts the click', async () => {
    const fake = installFakeApi({
      'GET /advertisements': () => ({ body: { data: [ad] } }),
      'POST /advertisements/:id/impression': () => ({ body: { ok: true } }),
      'POST /advertisements/:id/click': () => ({ body: { target_url: ad.target_url } }),
    });
    const { rerender } = renderSlot();
    const link = await screen.findByRole('link', { name: /Tunisie Telecom Fibre/ });
    expect(fake.calls.find((c) => c.path === '/advertisements')?.query.get('position')).toBe('header');
    expect(link).toHaveAttribute('href', ad.target_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    rerender(
      <QueryClientProvider client={createTestQueryClient()}>
        <AdSlot position="header" />
      </QueryClientProvider>,
    );
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(fake.callsTo('POST', '/advertisements/ad1/click')).toHaveLength(1));
    expect(fake.callsTo('POST', '/advertisements/ad1/impression')).toHaveLength(1);
  });

  it('can be closed', async () => {
    installFakeApi({
      'GET /advertisements': () => ({ body: { data: [ad] } }),
      'POST /advertisements/:id/impression': () => ({ body: { ok: true } }),
    });
    renderSlot();
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer la publicité' }));
    expect(screen.queryByRole('link', { name: /Tunisie Telecom Fibre/ })).not.toBeInTheDocument();
  });

  it('renders nothing when the server has no ads or fails', async () => {
    const fake = installFakeApi({ 'GET /advertisements': () => apiError(500, 'Erreur interne') });
    const { container } = renderSlot();
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('on a page opened by the studio preview, shows the previewed draft in its position and counts nothing', async () => {
    window.history.replaceState(null, '', '/?category=sport&apercu=jeton-signe');
    try {
      const draft = { ...ad, id: 'draft1', title: 'Brouillon du tournoi', target_url: 'https://example.tn/tournoi' };
      const fake = installFakeApi({
        'GET /advertisements': () => ({ body: { data: [ad] } }),
        'GET /advertisements/preview': () => ({ body: { data: draft } }),
      });
      renderSlot();
      const link = await screen.findByRole('link', { name: /Brouillon du tournoi/ });
      expect(link).toHaveTextContent('Aperçu du brouillon');
      expect(fake.calls.find((c) => c.path === '/advertisements/preview')?.query.get('token')).toBe('jeton-signe');
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
