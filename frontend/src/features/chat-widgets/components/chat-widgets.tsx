import { LifeBuoy, ShoppingBag } from '@/components/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAppRunning } from '@/hooks/use-app-running';

// Each panel is its own chunk, fetched on first open.
const SupportBotPanel = lazy(() => import('./support-bot-panel').then((m) => ({ default: m.SupportBotPanel })));
const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })));

type PanelState = 'closed' | 'open' | 'minimised';


/**
 * SPEC 2.19, once the app runs: not on the page the server draws (ARCHITECTURE decision 59),
 * where a launcher would not answer a tap until this chunk and every word had arrived. The
 * server's snapshot (false) holds while hydrating; the launchers appear right after.
 */
export function ChatWidgets() {
  const running = useAppRunning();
  return running ? <ChatLaunchers /> : null;
}

/** SPEC 2.19: the two floating panels (support bot, shopping assistant) and their launchers. */
function ChatLaunchers() {
  const { t } = useTranslation();
  const [support, setSupport] = useState(false);
  const [assistant, setAssistant] = useState<PanelState>('closed');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The messages screen has its own input at the bottom: the launchers would cover it.
  const onMessages = pathname === paths.messages.path || (pathname === paths.home.path && params.get('tab') === 'messages');

  const openSupport = () => {
    setSupport(true);
    if (assistant === 'open') setAssistant('minimised');
  };
  const openAssistant = () => {
    setAssistant('open');
    setSupport(false);
  };

  return (
    <>
      {support || assistant === 'open' || onMessages ? null : (
        <div
          role="group"
          aria-label={t('chatWidgets.label')}
          className="fixed bottom-36 end-3 z-40 flex flex-col items-end gap-2 md:bottom-6 md:end-6"
        >
          <Button onClick={openAssistant} className="rounded-full shadow-lg">
            <ShoppingBag aria-hidden className="h-4 w-4" />
            {t('chatWidgets.assistantOpen')}
          </Button>
          <Button variant="outline" onClick={openSupport} className="rounded-full bg-background shadow-lg">
            <LifeBuoy aria-hidden className="h-4 w-4" />
            {t('chatWidgets.supportOpen')}
          </Button>
        </div>
      )}
      <Suspense fallback={null}>
        {support ? <SupportBotPanel onClose={() => setSupport(false)} /> : null}
        {assistant !== 'closed' ? (
          <AssistantPanel
            hidden={assistant !== 'open'}
            onClose={() => setAssistant('closed')}
            onMinimise={() => setAssistant('minimised')}
          />
        ) : null}
      </Suspense>
    </>
  );
}
