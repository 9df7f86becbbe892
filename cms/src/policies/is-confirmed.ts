import { forbidden, unauthorized } from '../http/errors';

/**
 * Routes that reach other people (publishing a listing, writing to a seller) need a confirmed
 * e-mail address; browsing, signing in, liking and settings do not (ARCHITECTURE, Decisions).
 * Accounts made by an admin or at boot are confirmed from the start.
 */
export default (policyContext: { state: { user?: { confirmed?: boolean | null; role?: { type?: string } } } }) => {
  const user = policyContext.state.user;
  if (!user) throw unauthorized();
  if (!user.confirmed && user.role?.type !== 'admin') throw forbidden('emailNotConfirmed');
  return true;
};
