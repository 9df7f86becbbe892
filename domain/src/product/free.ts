// A free listing is said by one flag, `is_free`, from the form to the API; `price` is a number
// only for a paid listing. The price column doubles as the sort and price-range key, so a free
// listing stores 0 there (one indexed column for "price between 0 and X"); nothing reads that 0
// back as a price.

/** The price column's value for a listing. */
export const storedPrice = (listing: { is_free: boolean; price: number | null }): number => (listing.is_free ? 0 : (listing.price ?? 0));

/** The API's price for a stored listing: null exactly when it is free. */
export const apiPrice = (isFree: boolean, stored: number | null): number | null => (isFree ? null : stored);
