import path from 'path';
import { createRequire } from 'module';
import { describe, expect, it } from 'vitest';
import { verifyScope } from '../src/auth/auth-strategy';

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
