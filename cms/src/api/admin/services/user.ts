import type { Core } from '@strapi/strapi';
import { type AdminUserCreateInput, type AdminUserUpdateInput, type AdminUserListQuery, type AdminUser } from '@souk/domain';
import { dbDate, isUniqueViolation, likeEscape, toBool, toIso } from '../../../db/sql';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { countOf, offsetOf, paginated } from '../../../http/pagination';
import { bumpSessionVersion, forgetSessionUser } from '../../../auth/session-version';
import { forgetSessionsOf, revokeSessions } from '../../../auth/sessions';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';
import { forgetFirstScreenRenders } from '../../../site/first-screen-render';


const COLUMNS = ['u.id', 'u.document_id', 'u.username', 'u.email', 'u.first_name', 'u.last_name', 'u.display_name', 'u.blocked', 'u.last_login', 'u.created_at', 'r.type as role_type'];

const serialize = (r: Record<string, unknown>): AdminUser => {
  const first = (r.first_name as string | null) ?? null;
  const last = (r.last_name as string | null) ?? null;
  const full = [first, last].filter(Boolean).join(' ');
  return {
    id: String(r.document_id),
    username: String(r.username),
    email: String(r.email),
    first_name: first,
    last_name: last,
    full_name: full || String(r.display_name || r.username),
    display_name: String(r.display_name || r.username),
    role: r.role_type === 'admin' ? 'admin' : 'user',
    is_active: !toBool(r.blocked),
    last_login: toIso(r.last_login),
    created_at: toIso(r.created_at),
  };
};

/**
 * Users management for the admin space (SPEC 2.13, section 5 admin rules). Passwords are set on
 * creation only; an admin account cannot be deleted; deactivating a user ends their sessions.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const accounts = () => getService('account');

  const base = () => knex()(`${TABLES.users} as u`).leftJoin(`${TABLES.userRole} as rl`, 'rl.user_id', 'u.id').leftJoin(`${TABLES.roles} as r`, 'r.id', 'rl.role_id');

  async function find(documentId: string): Promise<{ id: number; user: AdminUser }> {
    const row = await base().where('u.document_id', documentId).first(COLUMNS);
    if (!row) throw notFound('userNotFound');
    return { id: Number(row.id), user: serialize(row as Record<string, unknown>) };
  }

  async function assertUsernameFree(username: string, exceptId?: number) {
    const q = knex()(TABLES.users).whereRaw('lower(username) = ?', [username.toLowerCase()]);
    if (exceptId !== undefined) q.whereNot('id', exceptId);
    if (await q.first('id')) throw conflict('usernameTaken');
  }

  return {
    async list(query: AdminUserListQuery) {
      // The role filter names the admin role by its id: `r.type = 'admin'` through the join let the
      // planner guess a third of the users are admins and walk all 100k newest first for the one
      // there is (0.8 s); on the link's role_id its statistics know (ARCHITECTURE decision 85).
      const adminRole = query.role ? ((await knex()(TABLES.roles).where('type', 'admin').first('id')) as { id: number } | undefined) : undefined;
      const adminRoleId = adminRole ? Number(adminRole.id) : 0; // 0: no such role, no id matches
      const filtered = () => {
        const q = base();
        if (query.search) {
          const term = `%${likeEscape(query.search.toLowerCase())}%`;
          q.where((w) =>
            w
              .whereRaw("lower(u.username) LIKE ? ESCAPE '\\'", [term])
              .orWhereRaw("lower(u.email) LIKE ? ESCAPE '\\'", [term])
              .orWhereRaw("lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) LIKE ? ESCAPE '\\'", [term])
              .orWhereRaw("lower(coalesce(u.display_name, '')) LIKE ? ESCAPE '\\'", [term]),
          );
        }
        if (query.role === 'admin') q.where('rl.role_id', adminRoleId);
        if (query.role === 'user') q.where((w) => w.whereNull('rl.role_id').orWhereNot('rl.role_id', adminRoleId));
        if (query.isActive === true) q.where((w) => w.whereNull('u.blocked').orWhere('u.blocked', false));
        if (query.isActive === false) q.where('u.blocked', true);
        return q;
      };
      const pagination = { page: query.page, pageSize: query.pageSize };
      const [rows, total] = await Promise.all([
        filtered().select(COLUMNS).orderBy([{ column: 'u.created_at', order: 'desc' }, { column: 'u.id', order: 'desc' }]).limit(query.pageSize).offset(offsetOf(pagination)),
        filtered().count({ n: 'u.id' }).first(),
      ]);
      return paginated((rows as Array<Record<string, unknown>>).map(serialize), pagination, countOf(total));
    },

    async create(input: AdminUserCreateInput): Promise<AdminUser> {
      await assertUsernameFree(input.username);
      const created = await accounts().createUser({
        email: input.email,
        password: input.password,
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        display_name: `${input.first_name} ${input.last_name}`,
        role: input.role,
        blocked: input.is_active === false,
      });
      const row = await base().where('u.id', created.id).first(COLUMNS);
      return serialize(row as Record<string, unknown>);
    },

    async update(documentId: string, input: AdminUserUpdateInput, actorId: number): Promise<AdminUser> {
      const { id, user } = await find(documentId);
      if (id === actorId && (input.role !== 'admin' || input.is_active === false)) throw forbidden('ownAdminRights');
      await assertUsernameFree(input.username, id);
      const sameEmail = await accounts().findByEmail(input.email);
      if (sameEmail && sameEmail.id !== id) throw conflict('emailTaken');

      const deactivating = input.is_active === false && user.is_active;
      // Read before the transaction: on SQLite a query outside it would wait for its one connection.
      const roleId = input.role !== user.role ? await accounts().roleId(input.role === 'admin' ? 'admin' : 'authenticated') : null;
      try {
        await knex().transaction(async (trx) => {
          const changes: Record<string, unknown> = {
            username: input.username,
            email: input.email,
            first_name: input.first_name,
            last_name: input.last_name,
            updated_at: dbDate(strapi),
          };
          if (input.is_active !== undefined) changes.blocked = !input.is_active;
          await trx(TABLES.users).where('id', id).update(changes);
          if (roleId !== null) {
            await trx(TABLES.userRole).where('user_id', id).delete();
            await trx(TABLES.userRole).insert({ user_id: id, role_id: roleId });
          }
          if (deactivating) {
            await bumpSessionVersion(strapi, id, trx);
            await revokeSessions(strapi, id, { trx });
          }
        });
      } catch (error) {
        // A concurrent edit took the name or the address between the checks and the write.
        if (isUniqueViolation(error)) throw conflict('usernameOrEmailTaken');
        throw error;
      }
      await forgetSessionUser(id); // name, role or blocked flag changed
      await forgetFirstScreenRenders(); // the name on the pages drawn with this seller's profile
      if (deactivating) await forgetSessionsOf(id);
      return (await find(documentId)).user;
    },

    async remove(documentId: string) {
      const { id, user } = await find(documentId);
      if (user.role === 'admin') throw forbidden('adminCannotBeDeleted');
      return getService('deletion').deleteUser(id);
    },
  };
};

export default service;
export type AdminUserService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    'admin-user': typeof service;
  }
}
