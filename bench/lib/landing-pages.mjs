// The landing pages the front-end benchmarks audit (bench/lighthouse.mjs, bench/first-screen-render.mjs):
// home, /products and the newest listing's page of the site at `site`, as [name, path] pairs.
export async function landingPages(site) {
  const listing = (await (await fetch(`${site}/api/products?pageSize=1`)).json()).data?.[0]?.id;
  if (!listing) throw new Error('no listing to open: is the demo data seeded?');
  return [
    ['home', '/'],
    ['/products', '/products'],
    ['listing', `/product/${listing}`],
  ];
}
