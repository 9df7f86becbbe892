import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { freePort } from './harness';

/**
 * A PostgreSQL instance of the test's own (initdb in a temp directory, its own port and socket
 * directory), so a fault test can stop and restart it without touching the machine's shared cluster.
 * initdb refuses to run as root: every command runs as the `postgres` OS user through runuser.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port> (append /<database>) */
  url: string;
  port: number;
  start: () => void;
  /** Fast shutdown: open connections are terminated (57P01), as in a real restart. */
  stop: () => void;
  destroy: () => void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Why a private instance cannot be made on this machine, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!fs.existsSync('/usr/sbin/runuser') && spawnSync('which', ['runuser']).status !== 0) return 'runuser is not installed';
  if (!binDir()) return 'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql';
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'there is no postgres OS user';
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('initdb not found');
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-pg-'));
  const data = path.join(root, 'data');
  const socketDir = path.join(root, 'sock');
  fs.mkdirSync(data);
  fs.mkdirSync(socketDir);
  fs.chmodSync(root, 0o755);
  execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe', cwd: root });
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, ...args]);
  const start = () => {
    pgCtl(
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(root, 'log'),
      '-w',
      'start',
    );
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    port,
    start,
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        /* already stopped */
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
