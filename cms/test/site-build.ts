// A stand-in build of the site for the site tests, and how they read its pages.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { gzipSync, brotliCompressSync } from 'zlib';
import { baseUrl } from './api';

// A stand-in build of the site: the real one is served the same way (frontend/dist).
export const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-site-'));
export const siteDir = path.join(buildDir, 'dist');
fs.mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(siteDir, 'index.html'),
  '<!doctype html><html lang="fr" dir="ltr"><head><meta name="description" content="générique" /><title>Souk test site</title><script src="/boot.js"></script><script type="module" crossorigin src="/assets/app-1234.js"></script><link rel="stylesheet" crossorigin href="/assets/index-5678.css"></head><body><div id="root"></div></body></html>',
);
export const bootScript = "(function () { document.documentElement.dataset.booted = 'yes'; })();\n";
fs.writeFileSync(path.join(siteDir, 'boot.js'), bootScript);
export const stylesheet = 'body{color:#123456}.card{display:grid}';
fs.writeFileSync(path.join(siteDir, 'assets', 'index-5678.css'), stylesheet);
export const bundle = `console.log(${JSON.stringify('souk '.repeat(2000))})`;
fs.writeFileSync(path.join(siteDir, 'assets', 'app-1234.js'), bundle);
// What the frontend build's precompress step writes next to each asset.
fs.writeFileSync(path.join(siteDir, 'assets', 'app-1234.js.br'), brotliCompressSync(bundle));
fs.writeFileSync(path.join(siteDir, 'assets', 'app-1234.js.gz'), gzipSync(bundle));

// What the frontend build writes from src/config/first-screens.ts (hashed files per language).
fs.writeFileSync(
  path.join(siteDir, 'first-screens.json'),
  JSON.stringify({
    screens: [
      {
        route: '/',
        modules: { fr: ['/assets/shell-1.js'], ar: ['/assets/shell-1.js', '/assets/ar-words-2.js'] },
        reads: ['/api/products?sort=date', '/api/advertisements?position=header&locale={lang}'],
        photo: { read: '/api/products?sort=date', sizes: '50vw' },
      },
      {
        route: '/product/:id',
        modules: { fr: ['/assets/product-page-3.js'], ar: ['/assets/product-page-3.js'] },
        reads: ['/api/products/{id}'],
        photo: { read: '/api/products/{id}', sizes: '(min-width: 1024px) 640px, 100vw' },
      },
      {
        route: '/:category/:city',
        modules: { fr: ['/assets/landing-page-5.js'], ar: ['/assets/landing-page-5.js'] },
        reads: ['/api/categories'],
      },
      {
        route: '/vendeur/:id',
        modules: { fr: ['/assets/seller-page-4.js'], ar: ['/assets/seller-page-4.js'] },
        reads: ['/api/users/{id}/profile', '/api/users/{id}/reviews?page=1&pageSize=10'],
      },
    ],
  }),
);

// A stand-in of the build's first-screen renderer (dist-ssr/entry-server.cjs, decision 59): it reads
// the API over loopback as the real one does and draws the first listing's title. What it does is
// set per test in `render-mode`: off (declines), on, slow (past the server's budget) or throw.
const renderMode = path.join(buildDir, 'render-mode');
export const setRenderMode = (mode: 'off' | 'on' | 'slow' | 'throw') => fs.writeFileSync(renderMode, mode);
setRenderMode('off');
fs.mkdirSync(path.join(buildDir, 'dist-ssr'));
fs.writeFileSync(
  path.join(buildDir, 'dist-ssr', 'entry-server.cjs'),
  `const fs = require('fs');
exports.renderFirstScreen = async ({ url, language, apiOrigin, viewport }) => {
  const mode = fs.readFileSync(${JSON.stringify(renderMode)}, 'utf8');
  if (mode === 'off') return null;
  if (mode === 'throw') throw new Error('render failed');
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 5000));
  // A slow drawing that ends after its test must not be kept for the next ones.
  if (mode === 'slow' && fs.readFileSync(${JSON.stringify(renderMode)}, 'utf8') !== 'slow') return null;
  const id = (url.split('/')[2] || '').split('?')[0];
  const read = url.startsWith('/product/') ? '/api/products/' + id : url.startsWith('/vendeur/') ? '/api/users/' + id + '/reviews' : '/api/products?sort=date';
  const body = await (await fetch(apiOrigin + read)).json();
  const answer = Array.isArray(body.data) ? body.data[0] : body.data;
  // A seller's page draws its newest review's answer.
  const first = url.startsWith('/vendeur/') ? { title: (answer && answer.reply) || 'sans réponse' } : answer;
  const answers = [[['read', read], body, 1], [['note'], '</script><script>alert(1)</script>', 2]];
  return { html: '<main data-url="' + url + '" lang="' + language + '" data-viewport="' + viewport + '"><h1>' + first.title + '</h1></main>', state: JSON.stringify(answers) };
};
`,
);

export const get = (p: string, accept = 'text/html', headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${p}`, { headers: { accept, ...headers }, redirect: 'manual' });

/** Reads a raw HTTP answer without fetch's transparent decompression (node:http does not decode). */
export async function raw(p: string, headers: Record<string, string>) {
  const http = await import('http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl()}${p}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The <link> hints of a served page: `modulepreload <file>` and `preload <read>`. */
export const hintsOf = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
