import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { collection, makeProduct } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

/** The counts of GET /api/products/facets: exact ones as they are, estimated ones (past 10 000 matches, `exact: false`) with ≈. */
const answer = {
  total: 10_000,
  totalExact: false,
  facets: [
    { param: 'brand', exact: false, options: [{ value: 'peugeot', count: 12_000 }] },
    { param: 'fuel', exact: true, options: [{ value: 'diesel', count: 3 }] },
  ],
};

afterEach(() => i18n.changeLanguage('fr'));

describe('the category filters’ counts', () => {
  it('shows an estimate with ≈, no count where the estimate saw none, and an exact 0 as 0 (fr and ar)', async () => {
    installFakeApi({
      'GET /products': () => ({ body: collection([makeProduct()]) }),
      'GET /products/facets': () => ({ body: { data: answer } }),
    });
    renderApp('/voitures/sfax');
    const panel = await screen.findByTestId('kind-filters');
    expect(await within(panel).findByRole('checkbox', { name: /^Peugeot \(≈ 12\s000\)$/ })).toBeInTheDocument();
    // Renault was not in the sample: no count rather than a wrong 0.
    expect(within(panel).getByRole('checkbox', { name: /^Renault$/ })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: /^Diesel \(3\)$/ })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: /^Essence \(0\)$/ })).toBeInTheDocument();

    await i18n.changeLanguage('ar');
    expect(await within(panel).findByRole('checkbox', { name: /\(≈ 12\s?[0٠]{3}\)$/ })).toBeInTheDocument();
  });
});
