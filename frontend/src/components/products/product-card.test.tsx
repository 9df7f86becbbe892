import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/data';
import { createTestQueryClient } from '@/testing/render-app';
import { ProductCard } from './product-card';

const renderCard = (props: { drawnOffScreen?: boolean } = {}) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <ProductCard product={makeProduct({ title: 'Vélo de ville' })} to="/product/p1" {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ProductCard', () => {
  it('is drawn only near the screen in a list, and always in a row that must not change height', () => {
    const inList = renderCard();
    expect(screen.getByRole('article')).toHaveClass('render-near-screen');
    inList.unmount();
    renderCard({ drawnOffScreen: true });
    expect(screen.getByRole('article')).not.toHaveClass('render-near-screen');
    expect(screen.getByRole('link', { name: 'Vélo de ville' })).toHaveAttribute('href', '/product/p1');
  });
});
