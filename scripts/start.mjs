// `npm start`: one process on PORT serving the site, the API and the studio (ARCHITECTURE "One process, one origin").
// Builds what is missing on a fresh clone, writes secrets into cms/.env, then starts the cms
// (cms/scripts/serve.js: what `strapi start` runs, without loading the CLI first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCmsNodeFlags } from './cms-node-flags.mjs';
import { ensureSecrets } from './ensure-env.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensureSecrets();
if (!existsSync(path.join(root, 'domain', 'dist', 'index.cjs'))) run(['run', 'build', '-w', '@souk/domain']);
// The site and the renderer of its landing pages' first screen (frontend/dist-ssr, ARCHITECTURE decision 59).
const siteBuilt = ['dist/index.html', 'dist-ssr/entry-server.cjs'].every((file) => existsSync(path.join(root, 'frontend', file)));
if (!siteBuilt) run(['run', 'build', '-w', '@souk/frontend']);
if (!existsSync(path.join(root, 'cms', 'dist', 'build', 'index.html')) || !existsSync(path.join(root, 'cms', 'dist', 'src', 'index.js'))) {
  run(['run', 'build', '-w', '@souk/cms']);
}

const child = spawn(process.execPath, [path.join(root, 'cms', 'scripts', 'serve.js')], {
  cwd: path.join(root, 'cms'),
  stdio: 'inherit',
  env: withCmsNodeFlags({ NODE_ENV: 'production', ...process.env }),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
