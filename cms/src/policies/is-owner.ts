import { forbidden, unauthorized } from '../http/errors';
import { getService } from '../services';

/**
 * Routes on one product (`:id`) that only its owner or an admin may change. An unknown product
 * passes through to the controller, which answers 404.
 */
export default async (policyContext: { state: { user?: { id: number; role?: { type?: string } } }; params?: { id?: string } }) => {
  const user = policyContext.state.user;
  if (!user) throw unauthorized();
  if (user.role?.type === 'admin') return true;
  const id = policyContext.params?.id;
  const product = id ? await getService('product').ownership(String(id)) : null;
  if (product && product.ownerId !== user.id) throw forbidden('notOwner');
  return true;
};
