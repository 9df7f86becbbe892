import { lazy, Suspense } from 'react';
import { useAppRunning } from '@/hooks/use-app-running';
import { chatPanels, useChatPanels } from '../chat-panels';

// Each panel is its own chunk, fetched on first open.
const SupportBotPanel = lazy(() => import('./support-bot-panel').then((m) => ({ default: m.SupportBotPanel })));
const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));

/**
 * SPEC 2.19's two floating panels (support bot, shopping assistant), opened from the header's
 * launcher (chat-launcher.tsx); only once the app runs, never on the page the server draws
 * (ARCHITECTURE decision 59).
 */
export function ChatWidgets() {
  const running = useAppRunning();
  const { support, assistant } = useChatPanels();
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      {support ? <SupportBotPanel onClose={chatPanels.closeSupport} /> : null}
      {assistant !== 'closed' ? (
        <AssistantPanel hidden={assistant !== 'open'} onClose={chatPanels.closeAssistant} onMinimise={chatPanels.minimiseAssistant} />
      ) : null}
    </Suspense>
  );
}
