import { execFileSync } from 'child_process';
import path from 'path';

/** Compiles the cms once per run; each test file then boots its own server on a fresh database. */
export async function setup() {
  const cms = path.resolve(__dirname, '..');
  execFileSync(path.join(cms, '..', 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: cms, stdio: 'inherit' });
}
