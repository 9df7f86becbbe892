import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, serverLog, uniqueEmail, useServer } from './api';

// A stand-in build of the site: the real one is served the same way (frontend/dist).
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-site-'));
fs.mkdirSync(path.join(siteDir, 'assets'));
fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Souk test site</title><div id="root"></div>');
fs.writeFileSync(path.join(siteDir, 'assets', 'app-1234.js'), 'console.log("souk")');

// No SMTP server here (SMTP_HOST empty): account e-mails go to the log.
useServer({ SITE_DIR: siteDir, SMTP_HOST: '' });

const get = (p: string, accept = 'text/html') => fetch(`${baseUrl()}${p}`, { headers: { accept }, redirect: 'manual' });

describe('one origin: site, API and studio', () => {
  it('serves the site at / (not the studio redirect)', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Souk test site');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for client routes, /admin included', async () => {
    for (const route of ['/product/abc123', '/admin', '/map', '/messages?product=1', '/products-management', '/une/route/inconnue']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('Souk test site');
    }
  });

  it('serves hashed assets with a long cache; a missing asset is a 404, not HTML', async () => {
    const res = await get('/assets/app-1234.js', '*/*');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js', '*/*')).status).toBe(404);
  });

  it('never shadows the API, and never reads outside the site folder', async () => {
    const api = await get('/api/nope', 'application/json');
    expect(api.status).toBe(404);
    expect((await api.json()).error.message).toBe('Ressource introuvable');
    const traversal = await get('/..%2f..%2fetc%2fpasswd', '*/*');
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('root:');
    expect((await get('/%E0%A4%A', '*/*')).status).toBeLessThan(500);
  });

  it('the studio lives at /studio', async () => {
    const res = await get('/studio');
    expect(res.status).not.toBe(302);
    expect([200, 404]).toContain(res.status); // 200 once the studio is built (npm run build)
  });
});

describe('without SMTP, account e-mails are written to the log', () => {
  it('logs the confirmation mail with its link; the link opens the site and confirms the address', async () => {
    const email = uniqueEmail('sans-smtp');
    const signup = await api('POST', '/api/auth/signup', { body: { email, password: 'motdepasse1', display_name: 'Hors ligne' } });
    expect(signup.status).toBe(201);
    let block = '';
    for (let i = 0; i < 50 && !block; i += 1) {
      block = new RegExp(`\\[mail\\][^\\n]*\\nTo: ${email.replace(/[.+]/g, '\\$&')}[\\s\\S]*?\\[/mail\\]`).exec(serverLog())?.[0] ?? '';
      if (!block) await new Promise((r) => setTimeout(r, 100));
    }
    expect(block).toContain('Subject: Confirmez votre adresse e-mail — Souk');
    const link = /https?:\/\/\S+/.exec(block)?.[0] ?? '';
    expect(link.startsWith(`${baseUrl()}/auth/confirm-email?token=`)).toBe(true);

    const page = await fetch(link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Souk test site');
    const token = new URL(link).searchParams.get('token');
    expect((await api('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token: signup.body.token })).body.data.email_confirmed).toBe(true);
  });
});
