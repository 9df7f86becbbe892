import { unauthorized } from '../lib/http-error';

/** Routes for signed-in users (see src/lib/access.ts): a visitor gets 401. */
export default (policyContext: { state: { user?: unknown } }) => {
  if (!policyContext.state.user) throw unauthorized();
  return true;
};
