import { forbidden, unauthorized } from '../http/errors';

/** Admin-only routes: the admin role is also the only one granted these actions (defence in depth). */
export default (policyContext: { state: { user?: { role?: { type?: string } } } }) => {
  const user = policyContext.state.user;
  if (!user) throw unauthorized();
  if (user.role?.type !== 'admin') throw forbidden('adminOnly');
  return true;
};
