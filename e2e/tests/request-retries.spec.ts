import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect, retryingIdempotent, test } from '../support/test';

// The suite's `request` against the race that failed CI at stop 48 (support/test.ts). Timing cannot
// be made to meet it on demand, so this server plays the moment it happens: it answers a
// connection's first request and closes the connection as the next one on it arrives, as a server
// closing an idle kept-alive connection does when a request crosses its close.
const SERVER = `
  const server = require('node:http').createServer((req, res) => {
    if (req.socket.answered) return req.socket.destroy();
    req.socket.answered = true;
    res.end('ok');
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port)));
`;

let server: ChildProcess;
let url: string;

test.beforeAll(async () => {
  server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = (await once(server.stdout!, 'data')) as [Buffer];
  url = `http://127.0.0.1:${String(port)}/`;
});

test.afterAll(() => {
  server.kill();
});

test('a GET that meets a kept-alive connection as the server closes it is sent again', async ({ playwright }) => {
  const plain = await playwright.request.newContext();
  await plain.get(url);
  await expect(plain.get(url)).rejects.toThrow(/ECONNRESET|socket hang up/);

  const retrying = retryingIdempotent(plain);
  await retrying.get(url);
  expect(await (await retrying.get(url)).text()).toBe('ok');
  // A write is not sent twice: the server may have acted on it.
  await expect(retrying.post(url)).rejects.toThrow(/ECONNRESET|socket hang up/);
  await plain.dispose();
});
