import fs from 'fs';
import os from 'os';
import path from 'path';

/**
 * A working directory of its own for one replica, as on a machine of its own: the compiled app
 * (dist/, scripts/, package.json, tsconfig.json) copied, an empty public/uploads, and the repository's
 * node_modules linked in. Nothing on disk is shared with another replica.
 */
export function replicaWorkDir(name: string): { dir: string; uploads: string; remove: () => void } {
  const cms = path.resolve(__dirname, '..');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `souk-${name}-`));
  fs.symlinkSync(path.join(cms, '..', 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const dir = path.join(root, 'cms');
  fs.mkdirSync(dir);
  for (const file of ['package.json', 'tsconfig.json', 'favicon.png']) fs.copyFileSync(path.join(cms, file), path.join(dir, file));
  fs.cpSync(path.join(cms, 'dist'), path.join(dir, 'dist'), { recursive: true });
  fs.cpSync(path.join(cms, 'scripts'), path.join(dir, 'scripts'), { recursive: true });
  const uploads = path.join(dir, 'public', 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  return { dir, uploads, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
