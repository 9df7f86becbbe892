import { accessLogShortcut } from './access-log';
import { checkedCommitShortcut } from './checked-commit';
import { directRoutesShortcut } from './direct-routes';
import type { FrameworkShortcut } from './index';
import { preparedShortcut } from './prepared';
import { routeIndexShortcut } from './route-index';
import { securityHeadersShortcut } from './security-headers';

/**
 * Every stand-in installed at register, in order (jwt-straight is installed by the
 * users-permissions extension, src/extensions/users-permissions/strapi-server.ts, when the plugin
 * registers its strategy). A new one is a file here plus a line in this list.
 */
export const REGISTER_SHORTCUTS: FrameworkShortcut[] = [
  checkedCommitShortcut,
  securityHeadersShortcut,
  accessLogShortcut,
  routeIndexShortcut,
  preparedShortcut,
  directRoutesShortcut,
];
