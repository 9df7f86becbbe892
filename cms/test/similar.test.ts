import { describe, expect, it } from 'vitest';
import { api, carProduct, createProduct, otherProduct, signUp, useServer } from './api';

useServer();

const similarTo = async (productId: string) => {
  const res = await api('GET', `/api/products/${productId}/similar`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Array<{ id: string; title: string }>).map((p) => p.title);
};

describe('similar listings', () => {
  it('same category, close in price, closest titles first; never the listing itself; a deleted one leaves at once', async () => {
    const seller = await signUp('Vendeur Similaires');
    const other = await signUp('Autre Vendeur');
    const base = await createProduct(seller.token, otherProduct({ title: 'Canapé d’angle en velours gris', price: 900, location: 'Tunis' }));
    const leather = await createProduct(other.token, otherProduct({ title: 'Canapé d’angle en cuir', price: 1000, location: 'Sousse' }));
    await createProduct(other.token, otherProduct({ title: 'Table basse en bois massif', price: 850, location: 'Sfax' }));
    // Out of the price band (over twice the price), and another category: never shown.
    await createProduct(other.token, otherProduct({ title: 'Canapé d’angle velours luxe', price: 5000 }));
    await createProduct(other.token, carProduct({ title: 'Canapé d’angle velours gris', price: 900 }));

    expect(await similarTo(base.id)).toEqual(['Canapé d’angle en cuir', 'Table basse en bois massif']);

    // A write drops the kept answer: the deleted listing is not offered any more.
    expect((await api('DELETE', `/api/products/${leather.id}`, { token: other.token })).status).toBe(200);
    expect(await similarTo(base.id)).toEqual(['Table basse en bois massif']);
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await api('GET', '/api/products/inconnu42/similar');
    expect(res.status).toBe(404);
    expect(res.body.error.details.code).toBe('product_not_found');
  });
});
