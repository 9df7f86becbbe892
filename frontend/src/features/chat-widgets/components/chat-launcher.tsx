import { LifeBuoy } from '@/components/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { withAllWords } from '@/lib/i18n';
import { useChatPanels } from '../chat-panels';
import { CHAT_LAUNCHER_CLASS, MinimisedDot } from './launcher-parts';

const loadMenu = withAllWords(() => import('./chat-launcher-menu'));
const ChatLauncherMenu = lazy(() => loadMenu().then((m) => ({ default: m.ChatLauncherMenu })));

/**
 * SPEC 2.19's two assistants (support bot, shopping assistant) behind one launcher in the header:
 * a floating button always covers some page's action (issue 32: a delete button, a listing's
 * specifications, the map's attribution), a header button never does. The panels still float,
 * opened on demand. The Radix menu loads on first use (hover and focus start it), as the user menu's.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { assistant } = useChatPanels();
  const [activated, setActivated] = useState(false);
  const label = assistant === 'minimised' ? t('header.assistantsWaiting') : t('header.assistants');

  const placeholder = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={CHAT_LAUNCHER_CLASS}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setActivated(true)}
    >
      <LifeBuoy aria-hidden className="h-5 w-5" />
      <MinimisedDot />
    </button>
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChatLauncherMenu label={label} defaultOpen />
    </Suspense>
  );
}
