import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { makeProduct, profileOf, testAdmin } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const stats = {
  totalProducts: 1_000_000,
  totalUsers: 100_000,
  totalCategories: 10,
  totalOrders: 0,
  recentProducts: 0,
  activeUsers: 0,
  monthOverMonth: {
    products: { current: 0, previous: 0, changePercent: null },
    users: { current: 0, previous: 0, changePercent: null },
    orders: { current: 0, previous: 0, changePercent: null },
  },
};

/** One page of the admin list as the server answers it at scale: past 10 000 it stops counting. */
const page = (total: number, totalExact: boolean) => ({
  data: [makeProduct({ id: `p-${total}`, title: `Annonce ${total}` })],
  meta: { pagination: { page: 1, pageSize: 100, pageCount: Math.ceil(total / 100), total, totalExact } },
});

function serveMillion() {
  installFakeApi({
    'GET /profile': () => ({ body: profileOf(testAdmin) }),
    'GET /categories': () => ({ body: { data: [] } }),
    'GET /admin/stats': () => ({ body: stats }),
    'GET /admin/products': (req) => {
      const status = req.query.get('status');
      if (status === 'promoted') return { body: page(4_210, true) };
      if (status === 'free') return { body: page(312, true) };
      return { body: page(10_000, false) };
    },
  });
}

// The grouping space is a narrow no-break space (format.number).
const shown = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`, 'u');

describe('/products-management at a million listings', () => {
  afterEach(() => i18n.changeLanguage('fr'));

  it("shows a bounded total as 'plus de 10 000', an exact one as the number", async () => {
    serveMillion();
    renderApp('/products-management', { user: testAdmin });
    expect(await screen.findByText(shown('plus de 10 000'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: shown('Produits \\(plus de 10 000\\)') })).toBeInTheDocument();
    expect(await screen.findByText(shown('4 210'))).toBeInTheDocument();
    expect(screen.getByText(shown('312'))).toBeInTheDocument();
    expect(screen.queryByText(shown('10 000'))).not.toBeInTheDocument();
  });

  it('says it in Arabic', async () => {
    await i18n.changeLanguage('ar');
    serveMillion();
    renderApp('/products-management', { user: testAdmin });
    await waitFor(() => expect(screen.getByText(shown('أكثر من 10 000'))).toBeInTheDocument());
  });
});
