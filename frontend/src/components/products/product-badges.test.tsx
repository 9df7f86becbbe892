import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductBadges } from './product-badges';

const product = (like_count: number, flags: { is_free?: boolean; is_reserved?: boolean } = {}) => ({
  like_count,
  is_free: flags.is_free ?? false,
  is_reserved: flags.is_reserved ?? false,
});

describe('ProductBadges', () => {
  it('shows no popularity badge below 10 likes', () => {
    render(<ProductBadges product={product(9)} />);
    expect(screen.queryByText('Populaire')).not.toBeInTheDocument();
    expect(screen.queryByText('Top')).not.toBeInTheDocument();
  });

  it("shows 'Populaire' from 10 likes", () => {
    render(<ProductBadges product={product(10)} />);
    expect(screen.getByText('Populaire')).toBeInTheDocument();
  });

  it("shows 'Top' instead of 'Populaire' from 25 likes", () => {
    render(<ProductBadges product={product(25)} />);
    expect(screen.getByText('Top')).toBeInTheDocument();
    expect(screen.queryByText('Populaire')).not.toBeInTheDocument();
  });

  it("marks reserved products 'Réservé' and promoted ones 'Tendance'", () => {
    render(<ProductBadges product={product(0, { is_reserved: true })} trending />);
    expect(screen.getByText('Réservé')).toBeInTheDocument();
    expect(screen.getByText('Tendance')).toBeInTheDocument();
  });

  it("carries 'Gratuit' only where asked (cards show it in place of the price)", () => {
    const { rerender } = render(<ProductBadges product={product(0, { is_free: true })} />);
    expect(screen.queryByText('Gratuit')).not.toBeInTheDocument();
    rerender(<ProductBadges product={product(0, { is_free: true })} showFree />);
    expect(screen.getByText('Gratuit')).toBeInTheDocument();
  });
});
