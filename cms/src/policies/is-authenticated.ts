import { unauthorized } from '../http/errors';

/** Routes for signed-in users (see src/auth/access.ts): a visitor gets 401. */
export default (policyContext: { state: { user?: unknown } }) => {
  if (!policyContext.state.user) throw unauthorized();
  return true;
};
