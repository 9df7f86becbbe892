import { LifeBuoy, ShoppingBag } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { chatPanels } from '../chat-panels';
import { CHAT_LAUNCHER_CLASS, MinimisedDot } from './launcher-parts';

/** The launcher's Radix menu; loaded on first use by `ChatLauncher`. */
export function ChatLauncherMenu({ label, defaultOpen = false }: { label: string; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={label} className={CHAT_LAUNCHER_CLASS}>
        <LifeBuoy aria-hidden className="h-5 w-5" />
        <MinimisedDot />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={chatPanels.openAssistant}>
          <ShoppingBag aria-hidden className="h-4 w-4" />
          {t('chatWidgets.assistantOpen')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={chatPanels.openSupport}>
          <LifeBuoy aria-hidden className="h-4 w-4" />
          {t('chatWidgets.supportOpen')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
