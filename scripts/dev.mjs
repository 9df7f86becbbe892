// `npm run dev`: Vite with hot reload on 5173 (proxying /api and /uploads) and `strapi develop` on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSecrets } from './ensure-env.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
ensureSecrets();
const children = [
  spawn('npm', ['run', 'build', '-w', '@souk/domain', '--', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(path.join(root, 'node_modules', '.bin', 'strapi'), ['develop', '--no-build-admin'], { cwd: path.join(root, 'cms'), stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@souk/frontend'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { if (code) { stop(); process.exit(code); } });
