import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '@souk/domain';
import { useProductFilters, type ProductFiltersController } from './use-product-filters';
import { filtersFromUrl } from './product-filters-url';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('useProductFilters', () => {
  it('leaves the defaults, "all" and the slider ends out of the query', () => {
    const { result } = renderHook(() => useProductFilters({ defaults: { availableOnly: true } }), { wrapper });
    expect(result.current.query).toMatchObject({
      search: '',
      category: undefined,
      city: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      availableOnly: true,
      sort: 'date:desc',
    });
    expect(result.current.activeCount).toBe(0);
  });

  it('applies a released price range and counts each changed filter once', () => {
    const { result } = renderHook(() => useProductFilters(), { wrapper });
    act(() => result.current.price.onValueChange([100, 5000]));
    expect(result.current.query.minPrice).toBeUndefined();
    act(() => result.current.price.onValueCommit([100, 5000]));
    act(() => result.current.setFilter('category', 'voiture'));
    expect(result.current.query).toMatchObject({ minPrice: 100, maxPrice: 5000, category: 'voiture' });
    expect(result.current.activeCount).toBe(2);
    act(() => result.current.resetFilters());
    expect(result.current.activeCount).toBe(0);
    expect(result.current.price.value).toEqual([PRICE_RANGES.search.min, PRICE_RANGES.search.max]);
  });

  it('searches on submit, counts the search when asked, pages back to 1 on a change', () => {
    const { result } = renderHook(() => useProductFilters({ searchMode: 'submit', countSearch: true, paged: true }), { wrapper });
    act(() => result.current.search.setText('  vélo '));
    expect(result.current.query.search).toBe('');
    act(() => result.current.search.submit());
    expect(result.current.query.search).toBe('vélo');
    expect(result.current.activeCount).toBe(1);
    act(() => result.current.setPage(3));
    expect(result.current.query.page).toBe(3);
    act(() => result.current.setFilter('condition', 'new'));
    expect(result.current.query.page).toBe(1);
  });

  it('starts a new sort field ascending and flips the active one', () => {
    const { result } = renderHook(() => useProductFilters({ defaults: { sortBy: 'created_at', sortOrder: 'desc' } }), {
      wrapper,
    });
    act(() => result.current.toggleSort('price'));
    expect(result.current.query.sort).toBe('price:asc');
    act(() => result.current.toggleSort('price'));
    expect(result.current.query.sort).toBe('price:desc');
    act(() => result.current.toggleSort('created_at'));
    expect(result.current.query.sort).toBe('created_at:asc');
  });

  it('reads the category fields from the URL, writes every change back to it, and drops them on a change of kind', () => {
    const at = (url: string) => ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => ({ filters: useProductFilters({ fromUrl: filtersFromUrl, paged: true, searchMode: 'submit' }), location: useLocation() }),
      { wrapper: at('/products?category=voiture&brand=Peugeot&minYear=2018&maxMileage=100000&fuel=charbon') },
    );
    expect(result.current.filters.filters.fields).toEqual({ brand: ['peugeot'], minYear: 2018, maxMileage: 100000 });
    expect(result.current.filters.query).toMatchObject({ category: 'voiture', brand: ['peugeot'], minYear: 2018, maxMileage: 100000 });
    expect(result.current.filters.activeCount).toBe(4);
    // The URL says the search in the list query's own words (the bad fuel left out).
    expect(new URLSearchParams(result.current.location.search).get('brand')).toBe('peugeot');
    expect(result.current.location.search).not.toContain('fuel');
    act(() => result.current.filters.setFilters({ fields: { ...result.current.filters.filters.fields, gearbox: ['automatic'] } }));
    expect(new URLSearchParams(result.current.location.search).get('gearbox')).toBe('automatic');
    act(() => result.current.filters.setFilter('category', 'immobilier'));
    expect(result.current.filters.filters.fields).toEqual({});
    expect(result.current.location.search).not.toContain('brand');
  });

  it('keeps the link\'s language in the URL: no navigation when the page opens, and in every later write', () => {
    const at = (url: string) => ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => ({ filters: useProductFilters({ fromUrl: filtersFromUrl, paged: true, searchMode: 'submit' }), location: useLocation() }),
      { wrapper: at('/products?lang=ar') },
    );
    // The same entry: tidying the language away was a navigation that drew the whole list again.
    expect(result.current.location.key).toBe('default');
    expect(result.current.location.search).toBe('?lang=ar');
    act(() => result.current.filters.setFilter('category', 'voiture'));
    expect(result.current.location.search).toBe('?category=voiture&lang=ar');
  });

  it('writes a search sent while the page is still tidying its URL once that navigation has landed', async () => {
    // The page tidies the URL it opened with (`?page=1` is the default page) as soon as it is drawn;
    // that navigation is still loading (as the router's may be) when the visitor sends a search.
    let landed = () => {};
    let loads = 0;
    const loader = () => (++loads === 2 ? new Promise<null>((resolve) => (landed = () => resolve(null))) : null);
    let current: { filters: ProductFiltersController; location: Location } | undefined;
    function Screen() {
      current = { filters: useProductFilters({ fromUrl: filtersFromUrl, paged: true, searchMode: 'submit' }), location: useLocation() };
      return null;
    }
    const router = createMemoryRouter([{ path: '/products', loader, element: <Screen /> }], { initialEntries: ['/products?page=1'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => current!.filters.search.setText('sousse'));
    act(() => current!.filters.search.submit());
    expect(current!.filters.query.search).toBe('sousse');
    await act(async () => landed());
    await waitFor(() => expect(router.state.location.search).toBe('?search=sousse'));
    expect(current!.location.search).toBe('?search=sousse');
  });
});
