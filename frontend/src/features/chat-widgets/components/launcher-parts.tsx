import { useChatPanels } from '../chat-panels';

// Shared by the launcher's stand-in button and its menu's trigger, so nothing moves when the menu loads.
export const CHAT_LAUNCHER_CLASS =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A dot on the launcher while the shopping assistant waits minimised (its history is kept). */
export function MinimisedDot() {
  const { assistant } = useChatPanels();
  return assistant === 'minimised' ? (
    <span aria-hidden data-testid="assistant-waiting" className="absolute end-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-primary ring-2 ring-background" />
  ) : null;
}
