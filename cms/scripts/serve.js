// The cms process (`npm start`, the Docker image, the API tests' servers): Strapi started through
// its documented programmatic API, what `strapi start` calls once its CLI is up. The CLI first
// loads every command it has (@strapi/cloud-cli, commander, then typescript to read the
// tsconfig): 1.7 s of module loading in a CPU profile of an 8 s boot, 0.2–1.2 s less per boot
// measured side by side (s41), paid on every restart of a replica and by each of the ~180
// servers one `npm test` boots.
// Run from the cms folder (or a copy of it, as a replica's working directory): dist/ is there.
// CommonJS on purpose: Strapi's ESM build does not load under Node's ESM resolver (lodash/fp).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createStrapi } = require('@strapi/strapi');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const appDir = process.cwd();
createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
  .start()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
