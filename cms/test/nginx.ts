import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { freePort } from './harness';

/**
 * nginx from the machine's package (installed by .ci/run) with the project's own deploy/nginx.conf:
 * only its listening port and its upstream servers are changed to the test's. A change to that file
 * is what this test runs.
 */
export class TestNginx {
  port = 0;
  private dir = '';
  private child: ChildProcess | null = null;

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(replicaPorts: [number, number]) {
    this.port = await freePort();
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-nginx-'));
    let site = fs.readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
    const swaps: Array<[RegExp, string]> = [
      [/server app-1:1337/, `server 127.0.0.1:${replicaPorts[0]}`],
      [/server app-2:1337/, `server 127.0.0.1:${replicaPorts[1]}`],
      [/listen 80;/, `listen 127.0.0.1:${this.port};`],
    ];
    for (const [from, to] of swaps) {
      if (!from.test(site)) throw new Error(`deploy/nginx.conf no longer has ${from}: update test/nginx.ts`);
      site = site.replace(from, to);
    }
    const d = this.dir;
    const main = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections 1024; }
http {
  log_format replicas '$request_method $uri $status $upstream_addr $upstream_status';
  access_log ${d}/access.log replicas;
  client_body_temp_path ${d}/body;
  proxy_temp_path ${d}/proxy;
  fastcgi_temp_path ${d}/fastcgi;
  uwsgi_temp_path ${d}/uwsgi;
  scgi_temp_path ${d}/scgi;
${site}
}
`;
    fs.writeFileSync(path.join(d, 'nginx.conf'), main);
    // Debian puts it in /usr/sbin, which is not on every user's PATH.
    const binary = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const child = spawn(binary, ['-p', d, '-c', path.join(d, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
      if (await listening(this.port)) return;
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** One line per request: method, path, status, the upstream(s) tried and their statuses. */
  accessLog(): string[] {
    const file = path.join(this.dir, 'access.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  errorLog(): string {
    const file = path.join(this.dir, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-2000) : '';
  }

  async stop() {
    const child = this.child;
    if (child && child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      });
    }
    this.child = null;
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
