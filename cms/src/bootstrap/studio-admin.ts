import type { Core } from '@strapi/strapi';
import type { AppEnv } from '../env';

/**
 * The studio's first administrator comes from the configuration, never from the open form: with
 * STUDIO_ADMIN_EMAIL/STUDIO_ADMIN_PASSWORD (or, failing those, ADMIN_EMAIL/ADMIN_PASSWORD) it is
 * created at boot when the studio has no user yet; the demo data brings its own (README "Demo
 * accounts"). In production the form that would let the first visitor register is closed
 * (src/middlewares/studio-guard.ts).
 */
export { DEMO_STUDIO_ADMIN } from './demo-data';
import { DEMO_STUDIO_ADMIN } from './demo-data';

interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
  createRolesIfNoneExist(): Promise<void>;
}
interface AdminUserService {
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
}

export function studioAdminCredentials(env: AppEnv, demo: boolean): { email: string; password: string } | null {
  if (env.STUDIO_ADMIN_EMAIL && env.STUDIO_ADMIN_PASSWORD) return { email: env.STUDIO_ADMIN_EMAIL, password: env.STUDIO_ADMIN_PASSWORD };
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
  return demo ? DEMO_STUDIO_ADMIN : null;
}

export async function ensureStudioAdmin(strapi: Core.Strapi, credentials: { email: string; password: string }) {
  if (Number(await strapi.db.query('admin::user').count()) > 0) return;
  const roles = strapi.service('admin::role') as unknown as AdminRoleService;
  await roles.createRolesIfNoneExist();
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) throw new Error('studio super-admin role missing');
  await (strapi.service('admin::user') as unknown as AdminUserService).create({
    email: credentials.email.toLowerCase(),
    firstname: 'Administrateur',
    lastname: 'Souk',
    password: credentials.password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[bootstrap] studio administrator created for ${credentials.email}`);
}
