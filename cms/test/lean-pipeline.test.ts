import path from 'path';
import { createRequire } from 'module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyScope } from '../src/auth/auth-strategy';
import { leanPolicies, strapiPolicyModule } from '../src/framework/lean-policies';

/**
 * What every API request goes through before its controller, made cheaper (ARCHITECTURE decision
 * 66) with Strapi's outcomes kept: each is compared here with the Strapi code it stands in for.
 */
const load = createRequire(__filename);
const inPackage = (pkg: string, file: string) => load(path.join(path.dirname(load.resolve(`${pkg}/package.json`)), file));

describe("users-permissions' scope check", () => {
  const plugins = inPackage('@strapi/plugin-users-permissions', 'dist/server/strategies/users-permissions.js').__require() as { verify: typeof verifyScope };
  const outcome = async (verify: typeof verifyScope, auth: Parameters<typeof verifyScope>[0], config: Parameters<typeof verifyScope>[1]) => {
    try {
      await verify(auth, config);
      return 'allowed';
    } catch (error) {
      return (error as Error).constructor.name;
    }
  };

  it('answers what the plugin answers, for visitors and users, with and without scopes', async () => {
    const ability = (allowed: string[]) => ({ can: (action: string) => allowed.includes(action) });
    const auths = [
      { credentials: null, ability: ability(['api::category.category.find']) },
      { credentials: { id: 1 }, ability: ability(['api::category.category.find', 'api::product.product.find']) },
      { credentials: { id: 1 }, ability: null },
      { credentials: null, ability: null },
    ];
    const configs = [{}, { scope: 'api::category.category.find' }, { scope: ['api::category.category.find', 'api::product.product.find'] }, { scope: ['api::product.product.delete'] }, { scope: [] as string[] }];
    const seen = new Set<string>();
    for (const auth of auths) {
      for (const config of configs) {
        const ours = await outcome(verifyScope, auth, config);
        expect({ auth, config, ours }).toEqual({ auth, config, ours: await outcome(plugins.verify, auth, config) });
        seen.add(ours);
      }
    }
    expect([...seen].sort()).toEqual(['ForbiddenError', 'UnauthorizedError', 'allowed']);
  });
});

describe('policies middleware', () => {
  const policyModule = strapiPolicyModule() as unknown as {
    createPolicicesMiddleware: (route: unknown, strapi: unknown) => (ctx: unknown, next: () => Promise<unknown>) => Promise<unknown>;
  };
  const utils = load('@strapi/utils') as { policy: { createPolicyContext: (...args: unknown[]) => unknown } };
  const seenBy: Record<string, unknown[]> = {};
  const policies: Record<string, (context: unknown) => unknown> = {
    'global::allow': (context) => (seenBy.allow ??= []).push(context) && true,
    'global::refuse': () => false,
    'admin::elsewhere': (context) => (seenBy.elsewhere ??= []).push(context) && undefined,
  };
  const strapi = { get: () => ({ resolve: (names: string[]) => [names].flat().map((name) => ({ handler: policies[name], config: {} })) }) };
  afterEach(() => vi.restoreAllMocks());

  const run = async (configured: unknown) => {
    leanPolicies();
    const middleware = policyModule.createPolicicesMiddleware({ config: { policies: configured }, info: {} }, strapi);
    const ctx = { state: { user: { id: 1 } }, params: { id: 'abc' } };
    let reached = false;
    await middleware(ctx, async () => (reached = true));
    return { ctx, reached };
  };

  it('a route without policies goes straight on, building no policy context', async () => {
    const contexts = vi.spyOn(utils.policy, 'createPolicyContext');
    expect((await run(undefined)).reached).toBe(true);
    expect((await run([])).reached).toBe(true);
    expect(contexts).not.toHaveBeenCalled();
  });

  it("the app's own policies get the koa context itself, and refuse as Strapi does", async () => {
    const contexts = vi.spyOn(utils.policy, 'createPolicyContext');
    const { ctx, reached } = await run(['global::allow']);
    expect(reached).toBe(true);
    expect(seenBy.allow!.at(-1)).toBe(ctx);
    expect((await run('global::allow')).reached).toBe(true);
    await expect(run(['global::allow', 'global::refuse'])).rejects.toMatchObject({ name: 'PolicyError' });
    expect(contexts).not.toHaveBeenCalled();
  });

  it("any other policy keeps Strapi's middleware and its policy context", async () => {
    const contexts = vi.spyOn(utils.policy, 'createPolicyContext');
    const { ctx, reached } = await run(['global::allow', 'admin::elsewhere']);
    expect(reached).toBe(true);
    expect(contexts).toHaveBeenCalledTimes(1);
    const context = seenBy.elsewhere!.at(-1) as { type: string; state: unknown };
    expect(context).not.toBe(ctx);
    expect(context.type).toBe('koa');
    expect(context.state).toBe(ctx.state);
  });
});
