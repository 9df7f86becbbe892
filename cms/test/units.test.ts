import { describe, expect, it, vi } from 'vitest';
import { checkRule, FixedWindowCounter, RATE_RULES } from '../src/http/rate-limit';
import { hasContactDetails } from '../src/api/message/utils/contact-warning';
import { bestMatch, isGreeting, splitKeywords, type FaqEntry } from '../src/api/chat/utils/faq-matcher';
import { monthChange } from '../src/api/admin/services/stats';
import { permissionsFromRoutes, rolesOf, route } from '../src/auth/access';
import { jwtStraightToUsersPermissions } from '../src/framework/jwt-straight';
import { accessLine, lineBatcher, logTimestamp } from '../src/framework/access-log';
import type { Core } from '@strapi/strapi';
import { installShortcuts, shortcutApplies, type FrameworkShortcut } from '../src/framework/index';
import { allowsInlineStyle, inlineStylesheet, stylesheetLink, withInlineStylesheet } from '../src/site/inline-stylesheet';

/** Pure pieces of the second half of the API, without a server. */
describe('rate limiter', () => {
  it('allows max requests per window, then refuses until the window closes', () => {
    const counter = new FixedWindowCounter();
    const t0 = 1_000_000;
    const results = Array.from({ length: 4 }, (_, i) => counter.hit('k', 3, 60_000, t0 + i));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBe(60_000 - 3);
    expect(counter.hit('k', 3, 60_000, t0 + 60_000).allowed).toBe(true);
  });

  it('counts the IP and the signed-in user separately, and both on every request', async () => {
    const counter = new FixedWindowCounter();
    const { ip, user } = RATE_RULES.message;
    const allowed = async (client: { ip: string; userId: number }) => (await checkRule(counter, 'message', client, 1)).allowed;
    // One user exhausts their own budget...
    for (let i = 0; i < user; i++) expect(await allowed({ ip: '10.0.0.1', userId: 1 })).toBe(true);
    expect(await allowed({ ip: '10.0.0.1', userId: 1 })).toBe(false);
    // ...from any network; another user behind the same IP still has theirs.
    expect(await allowed({ ip: '10.9.9.9', userId: 1 })).toBe(false);
    expect(await allowed({ ip: '10.0.0.1', userId: 2 })).toBe(true);
    // The IP budget counts everyone behind it.
    let passed = 0;
    for (let userId = 3; userId < 3 + ip; userId++) if (await allowed({ ip: '10.0.0.1', userId })) passed++;
    expect(passed).toBe(ip - (user + 2));
  });

  it('RATE_LIMIT_SCALE multiplies every limit', async () => {
    const counter = new FixedWindowCounter();
    const hits: boolean[] = [];
    for (let i = 0; i < 25; i++) hits.push((await checkRule(counter, 'signin', { ip: '1.2.3.4' }, 2)).allowed);
    expect(hits.filter(Boolean)).toHaveLength(RATE_RULES.signin.ip * 2);
  });

  it('forgets closed windows so distinct IPs cannot grow memory for ever', () => {
    const counter = new FixedWindowCounter();
    for (let i = 0; i < 1000; i++) counter.hit(`ip:${i}`, 10, 1000, 0);
    counter.hit('late', 10, 1000, 5000);
    expect(counter.size).toBe(1);
  });
});

describe('contact details in messages', () => {
  it.each([
    'Appelez-moi au 22 123 456',
    'mon numéro : +216 98.765.432',
    'whatsapp 0021655123456',
    'رقمي ٢٢١٢٣٤٥٦',
    'voir https://arnaque.example/paiement',
    'www.bon-plan.tn',
    'écrivez sur wa.me/21622123456',
    'contact: vendeur@gmail.com',
    'paiement sur payme.tn/123',
  ])('flags %s', (text) => expect(hasContactDetails(text)).toBe(true));

  it.each(['Bonjour, est-il toujours disponible ?', 'Je propose 1 200 DT', 'Rendez-vous à 18h30 le 12/05', 'Peugeot 208 de 2019, 65000 km', 'السلام عليكم، هل ما زال متوفرا؟'])(
    'does not flag %s',
    (text) => expect(hasContactDetails(text)).toBe(false),
  );
});

describe('support bot matching', () => {
  const entries: FaqEntry[] = [
    { id: 1, locale: 'fr', question: 'Comment publier une annonce ?', keywords: 'publier, annonce, vendre', answer: 'PUBLIER', suggestions: [], priority: 0 },
    { id: 2, locale: 'fr', question: 'Sécurité', keywords: 'sécurité, arnaque, paiement', answer: 'SECURITE', suggestions: [], priority: 0 },
    { id: 3, locale: 'fr', question: 'Promotion', keywords: "j'aime, promotion", answer: 'PROMO', suggestions: [], priority: 0 },
    { id: 4, locale: 'ar', question: 'كيف أنشر إعلانا؟', keywords: 'نشر، إعلان، بيع', answer: 'NASHR', suggestions: [], priority: 0 },
  ];
  const answer = (message: string) => bestMatch(message, entries)?.entry.answer ?? null;

  it('matches regardless of case and accents', () => {
    expect(answer('COMMENT PUBLIER ?')).toBe('PUBLIER');
    expect(answer('securite des paiements')).toBe('SECURITE');
    expect(answer('SÉCURITÉ')).toBe('SECURITE');
  });

  it('matches inflected words and phrases', () => {
    expect(answer('je veux vendre mes annonces')).toBe('PUBLIER');
    expect(answer('la publication de mon article')).toBe('PUBLIER');
    expect(answer("Combien de j'aime pour être promu ?")).toBe('PROMO');
  });

  it('matches Arabic with or without hamza and article', () => {
    expect(answer('كيف أنشر الإعلان')).toBe('NASHR');
    expect(answer('اعلان')).toBe('NASHR');
  });

  it('answers nothing when no keyword matches', () => {
    expect(answer('quelle heure est-il')).toBeNull();
    expect(answer('   ')).toBeNull();
  });

  it('splits keywords on commas, semicolons, new lines and the Arabic comma', () => {
    expect(splitKeywords('a, b;c\nd،هـ')).toEqual(['a', 'b', 'c', 'd', 'ه']);
  });

  it('recognises greetings in French, Tunisian and Arabic', () => {
    expect(isGreeting('Bonjour !')).toBe(true);
    expect(isGreeting('aslema')).toBe(true);
    expect(isGreeting('مرحبا')).toBe(true);
    expect(isGreeting('prix du vélo')).toBe(false);
  });
});

describe('month-over-month change', () => {
  it('is a percentage with one decimal, null without a previous month', () => {
    expect(monthChange(12, 10)).toEqual({ current: 12, previous: 10, changePercent: 20 });
    expect(monthChange(2, 3)).toEqual({ current: 2, previous: 3, changePercent: -33.3 });
    expect(monthChange(5, 0)).toEqual({ current: 5, previous: 0, changePercent: null });
  });
});

describe('access declared on the routes', () => {
  it('derives the permission table of every role from the routes', async () => {
    const files = import.meta.glob('../src/api/*/routes/*.ts', { eager: true }) as Record<string, { default: { routes: unknown[] } }>;
    const apis: Record<string, { routes: Record<string, { routes: unknown[] }> }> = {};
    for (const [file, mod] of Object.entries(files)) {
      const [, api, router] = /api\/([^/]+)\/routes\/([^/]+)\.ts$/.exec(file)!;
      (apis[api!] ??= { routes: {} }).routes[router!] = mod.default;
    }
    const table = permissionsFromRoutes(apis as never);
    const publicActions = [
      'api::product.product.find', 'api::product.product.findOne', 'api::product.product.promoted', 'api::category.category.find',
      'api::stats.stats.public', 'api::account.account.signup', 'api::account.account.signin', 'api::account.profile.publicProfile',
      'api::advertisement.advertisement.find', 'api::advertisement.advertisement.impression', 'api::advertisement.advertisement.click',
      'api::chat.chat.reply',
    ];
    const userActions = [
      ...publicActions, 'api::product.product.create', 'api::product.product.update', 'api::product.product.delete',
      'api::product.product.like', 'api::product.product.liked', 'api::account.account.profile', 'api::account.profile.update',
      'api::account.profile.patch', 'api::account.deletion.deleteAccount', 'api::conversation.conversation.find',
      'api::conversation.conversation.create', 'api::conversation.conversation.messages', 'api::conversation.conversation.send',
      'api::message.message.find', 'api::message.message.create', 'api::message.message.forProduct',
      'api::notification.notification.find', 'api::notification.notification.unreadCount', 'api::notification.notification.markRead',
      'api::notification.notification.markAllRead', 'api::notification.notification.delete',
    ];
    const adminActions = [
      ...userActions, 'api::product.product.promote', 'api::admin.stats.find',
      ...['category', 'user'].flatMap((c) => ['find', 'create', 'update', 'delete'].map((a) => `api::admin.${c}.${a}`)),
      ...['create', 'update', 'delete'].map((a) => `api::admin.product.${a}`),
    ];
    // The first API's hand-kept table is still granted exactly as it was, and each role holds the
    // one below it; later routes add to the table without a hand-kept copy to update.
    expect(table.public).toEqual(expect.arrayContaining(publicActions));
    expect(table.user).toEqual(expect.arrayContaining(userActions));
    expect(table.admin).toEqual(expect.arrayContaining(adminActions));
    expect(table.user).toEqual(expect.arrayContaining(table.public));
    expect(table.admin).toEqual(expect.arrayContaining(table.user));
    const adminOnly = adminActions.filter((a) => !userActions.includes(a));
    expect(table.user.filter((a) => adminOnly.includes(a))).toEqual([]);
    expect(table.public.filter((a) => userActions.includes(a) && !publicActions.includes(a))).toEqual([]);
  });

  it('maps each declared access to its policy and roles', () => {
    expect(route('owner', 'PUT', '/products/:id', 'product.update').config.policies).toEqual(['global::is-owner']);
    expect(rolesOf(route('public', 'GET', '/x', 'x.y').config.policies)).toEqual(['public', 'user', 'admin']);
    expect(rolesOf(route('user', 'GET', '/x', 'x.y').config.policies)).toEqual(['user', 'admin']);
    expect(rolesOf(route('admin', 'GET', '/x', 'x.y').config.policies)).toEqual(['admin']);
  });
});

describe('session device summary', () => {
  it('names the browser and the system, not the engine every browser claims', async () => {
    const { summarizeUserAgent } = await import('../src/auth/user-agent');
    const cases: Array<[string, string | null, string | null]> = [
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36', 'Chromium', 'Linux'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', 'Edge', 'Windows'],
      ['Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox', 'macOS'],
      ['curl/8.5.0', null, null],
    ];
    for (const [ua, browser, os] of cases) expect(summarizeUserAgent(ua), ua).toEqual({ browser, os });
    expect(summarizeUserAgent(undefined)).toEqual({ browser: null, os: null });
  });

  it('keeps only the network of an address', async () => {
    const { truncateIp } = await import('../src/auth/user-agent');
    expect(truncateIp('197.2.14.203')).toBe('197.2.14.0/24');
    expect(truncateIp('::ffff:10.0.0.7')).toBe('10.0.0.0/24');
    expect(truncateIp('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(truncateIp('pas une adresse')).toBeNull();
    expect(truncateIp(undefined)).toBeNull();
  });
});

describe('a signed-in request skips the API-token lookup', () => {
  // Strapi's own loop, reduced to what the wrapper must reproduce: the API-token strategy (a
  // database lookup) first, then users-permissions.
  function strapiAuth(tokenLookups: string[]) {
    // A visitor is the public role (no credentials); the one good JWT is user 7.
    const usersPermissions = {
      name: 'users-permissions',
      authenticate: async (ctx: { request: { header: { authorization?: string } } }) => {
        const header = ctx.request.header.authorization;
        if (header === undefined) return { authenticated: true, credentials: null, ability: 'public ability' };
        return { authenticated: header === 'Bearer aaa.bbb.ccc', credentials: { id: 7 }, ability: 'ability' };
      },
    };
    const auth = {
      async authenticate(ctx: any, next: () => Promise<unknown>) {
        tokenLookups.push(ctx.request.header.authorization ?? '');
        if (ctx.request.header.authorization === `Bearer ${'ab'.repeat(128)}`) {
          ctx.state.auth = { strategy: { name: 'api-token' }, credentials: { kind: 'content-api' } };
          return next();
        }
        const result = await usersPermissions.authenticate(ctx);
        if (!result.authenticated) return ctx.unauthorized('Missing or invalid credentials');
        ctx.state.auth = { strategy: usersPermissions, credentials: result.credentials, ability: result.ability };
        return next();
      },
    };
    jwtStraightToUsersPermissions(auth as never, usersPermissions as never);
    return auth;
  }
  const request = (authorization: string | undefined, config: Record<string, unknown> = {}) => {
    const refused: string[] = [];
    const ctx = { request: { header: { authorization } }, state: { route: { info: { type: 'content-api' }, config } } as Record<string, any>, unauthorized: (m: string) => refused.push(m), set: () => undefined };
    return { ctx, refused };
  };

  it('a JWT is answered by users-permissions alone, with what Strapi would have set', async () => {
    const lookups: string[] = [];
    const auth = strapiAuth(lookups);
    const { ctx, refused } = request('Bearer aaa.bbb.ccc');
    let reached = false;
    await auth.authenticate(ctx as never, async () => (reached = true));
    expect(reached).toBe(true);
    expect(lookups).toEqual([]);
    expect(ctx.state.isAuthenticated).toBe(true);
    expect(ctx.state.auth).toMatchObject({ strategy: { name: 'users-permissions' }, credentials: { id: 7 }, ability: 'ability' });
    expect(refused).toEqual([]);

    const bad = request('Bearer aaa.bbb.zzz');
    await auth.authenticate(bad.ctx as never, async () => (reached = false));
    expect(reached).toBe(true);
    expect(bad.refused).toEqual(['Missing or invalid credentials']);
    expect(lookups).toEqual([]);
  });

  it('a visitor (no Authorization header) is answered by users-permissions alone, as Strapi would', async () => {
    const lookups: string[] = [];
    const auth = strapiAuth(lookups);
    const visitor = request(undefined);
    let reached = false;
    await auth.authenticate(visitor.ctx as never, async () => (reached = true));
    expect(reached).toBe(true);
    expect(visitor.ctx.state.isAuthenticated).toBe(true);
    expect(visitor.ctx.state.auth).toMatchObject({ strategy: { name: 'users-permissions' }, credentials: null, ability: 'public ability' });
    expect(visitor.refused).toEqual([]);
    expect(lookups).toEqual([]);
  });

  it('API tokens, other headers and routes with their own strategies take Strapi\'s way', async () => {
    const lookups: string[] = [];
    const auth = strapiAuth(lookups);
    const apiToken = request(`Bearer ${'ab'.repeat(128)}`);
    await auth.authenticate(apiToken.ctx as never, async () => undefined);
    expect(apiToken.ctx.state.auth.strategy.name).toBe('api-token');
    await auth.authenticate(request('Basic abc').ctx as never, async () => undefined);
    await auth.authenticate(request('Bearer aaa.bbb.ccc', { auth: { strategies: ['api-token'] } }).ctx as never, async () => undefined);
    expect(lookups).toEqual([`Bearer ${'ab'.repeat(128)}`, 'Basic abc', 'Bearer aaa.bbb.ccc']);
  });
});

describe('the stylesheet written into the page', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-ab12.css"></head>';
  const found = stylesheetLink(page);
  const sheet = inlineStylesheet(found!.link, 'p{margin:0}');

  it('finds the build\'s stylesheet link and inlines it, the link kept disabled', () => {
    expect(found).toEqual({ link: '<link rel="stylesheet" crossorigin href="/assets/index-ab12.css">', href: '/assets/index-ab12.css' });
    expect(withInlineStylesheet(page, "style-src 'self' 'unsafe-inline'", sheet)).toBe(
      '<head><style>p{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-ab12.css" disabled></head>',
    );
    expect(stylesheetLink('<link rel="stylesheet" href="https://elsewhere.example/x.css">')).toBeNull();
  });

  it('only where the policy already lets a <style> apply', () => {
    expect(allowsInlineStyle("default-src 'self'; style-src 'self' https: 'unsafe-inline'")).toBe(true);
    expect(allowsInlineStyle('')).toBe(true);
    expect(allowsInlineStyle("default-src 'self'")).toBe(false);
    expect(allowsInlineStyle("style-src 'self'")).toBe(false);
    expect(allowsInlineStyle("style-src 'self' 'unsafe-inline' 'sha256-abc='")).toBe(false);
    expect(allowsInlineStyle("style-src 'self' 'unsafe-inline'; style-src-elem 'self'")).toBe(false);
    expect(withInlineStylesheet(page, "default-src 'self'", sheet)).toBe(page);
  });

  it('leaves a sheet that would close its own <style> element as a link', () => {
    expect(inlineStylesheet(found!.link, 'a{content:"</style><script>"}')).toBeNull();
    expect(inlineStylesheet(null, 'p{}')).toBeNull();
    expect(withInlineStylesheet(page, '', null)).toBe(page);
  });
});

describe('access log lines', () => {
  it("formats a request as Strapi's logger did, colour only when asked", () => {
    const at = new Date(2026, 10, 6, 7, 8, 9, 45);
    expect(logTimestamp(at)).toBe('2026-11-06 07:08:09.045');
    expect(accessLine(at, 'POST', '/api/products/x/like', 3, 409, false)).toBe('[2026-11-06 07:08:09.045] http: POST /api/products/x/like (3 ms) 409\n');
    expect(accessLine(at, 'GET', '/', 0, 200, true)).toBe('[2026-11-06 07:08:09.045] \u001b[35mhttp\u001b[39m: GET / (0 ms) 200\n');
  });

  it('writes the lines of a moment together: once after the delay, at once past the size, nothing when empty', async () => {
    const writes: string[] = [];
    const lines = lineBatcher((text) => writes.push(text), 20, 30);
    lines.add('a\n');
    lines.add('b\n');
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(writes).toEqual(['a\nb\n']);
    lines.add('x'.repeat(31));
    expect(writes).toEqual(['a\nb\n', 'x'.repeat(31)]);
    lines.add('c\n');
    lines.flush();
    lines.flush();
    expect(writes).toEqual(['a\nb\n', 'x'.repeat(31), 'c\n']);
    await new Promise((r) => setTimeout(r, 60));
    expect(writes).toHaveLength(3);
  });
});

describe('framework shortcuts (src/framework/)', () => {
  const logged: string[] = [];
  const strapi = { log: { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) } } as unknown as Core.Strapi;
  const installedBy: string[] = [];
  const shortcut = (name: string): FrameworkShortcut => ({ name, replaces: `${name}'s original`, checkedAgainst: '5.54.0', install: () => installedBy.push(name) });
  const on = { FRAMEWORK_SHORTCUTS: 'on' as const, FRAMEWORK_SHORTCUTS_OFF: new Set<string>() };

  it('installs a shortcut only on the Strapi version it was checked against, and says so in one line otherwise', () => {
    logged.length = 0;
    installedBy.length = 0;
    expect(installShortcuts(strapi, [shortcut('a'), shortcut('b')], '5.54.0', on)).toEqual(['a', 'b']);
    expect(installShortcuts(strapi, [shortcut('c')], '5.55.0', on)).toEqual([]);
    expect(installedBy).toEqual(['a', 'b']);
    expect(logged).toEqual(["[framework] c skipped: checked against Strapi 5.54.0, installed 5.55.0; Strapi's c's original runs"]);
  });

  it('FRAMEWORK_SHORTCUTS=off leaves them all out; FRAMEWORK_SHORTCUTS_OFF leaves out the named ones', () => {
    installedBy.length = 0;
    expect(installShortcuts(strapi, [shortcut('a')], '5.54.0', { ...on, FRAMEWORK_SHORTCUTS: 'off' })).toEqual([]);
    expect(installShortcuts(strapi, [shortcut('a'), shortcut('b')], '5.54.0', { ...on, FRAMEWORK_SHORTCUTS_OFF: new Set(['a']) })).toEqual(['b']);
    expect(shortcutApplies(strapi, shortcut('a'), '5.54.0', { ...on, FRAMEWORK_SHORTCUTS_OFF: new Set(['a']) })).toBe(false);
    expect(installedBy).toEqual(['b']);
  });
});

describe('product read caches', () => {
  it('a like keeps the category counts (it moves no listing); a listing write drops them', async () => {
    // No server here: the secrets a booted cms would have, so the cache bus can read its settings.
    for (const name of ['APP_KEYS', 'JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY']) vi.stubEnv(name, process.env[name] ?? 'units-test-secret');
    const { categoryList } = await import('../src/api/category/services/category');
    const { clearProductReads, clearProductReadsAfterLike, productReads } = await import('../src/api/product/utils/read-cache');
    let counted = 0;
    let read = 0;
    const counts = async () => (counted++, []);
    const page = async () => (read++, []);
    await Promise.all([categoryList.wrap('fr', counts), productReads.wrap('page', page)]);
    await clearProductReadsAfterLike();
    await Promise.all([categoryList.wrap('fr', counts), productReads.wrap('page', page)]);
    // The like's new count shows on the pages at once; the category counts were kept.
    expect({ counted, read }).toEqual({ counted: 1, read: 2 });
    await clearProductReads();
    await categoryList.wrap('fr', counts);
    expect(counted).toBe(2);
  });
});
