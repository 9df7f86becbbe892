import { User } from '@/components/icons';
import type { SessionUser } from '@souk/domain';

// Shared by the stand-in button and the real menu trigger, so the avatar does not move when the menu loads.
export const USER_MENU_TRIGGER_CLASS =
  'flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** The signed-in user's initial, or a person icon for a visitor. */
export function UserAvatar({ user }: { user: SessionUser | null }) {
  if (!user) return <User aria-hidden className="h-5 w-5" />;
  return <>{(user.display_name || user.email || '?').charAt(0).toUpperCase()}</>;
}
