import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ASSISTANT_REPLIES, assistantLanguage, parseAssistantRequest, withoutChip, type AssistantFilters } from '@souk/domain';
import { cn } from '@/lib/utils';
import { AssistantResults } from './assistant-results';
import { ChatInput } from './chat-input';
import { WidgetFrame } from './widget-frame';

type Turn = { id: number; request: string } & (
  | { kind: 'search'; filters: AssistantFilters }
  | { kind: 'reply'; text: string; lang: 'fr' | 'ar' }
);

let nextId = 0;

type AssistantPanelProps = { onClose: () => void; onMinimise: () => void; hidden: boolean };

/**
 * The shopping assistant: understands a request locally (@souk/domain parser, no external
 * service) and answers with real listings; greetings, help and the unknown get canned replies.
 */
export function AssistantPanel({ onClose, onMinimise, hidden }: AssistantPanelProps) {
  const { t, i18n } = useTranslation();
  const [turns, setTurns] = useState<Turn[]>([]);
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Chromium's scrollIntoView now returns a promise: an effect must not return it as its cleanup.
    void bottom.current?.scrollIntoView({ block: 'end' });
  }, [turns.length]);

  const ask = (request: string) => {
    const parsed = parseAssistantRequest(request);
    const id = ++nextId;
    if (parsed.intent === 'search') {
      setTurns((list) => [...list, { id, request, kind: 'search', filters: parsed.filters }]);
    } else {
      const lang = assistantLanguage(parsed, i18n.language === 'ar' ? 'ar' : 'fr');
      setTurns((list) => [
        ...list,
        { id, request, kind: 'reply', text: ASSISTANT_REPLIES[parsed.intent as keyof typeof ASSISTANT_REPLIES][lang], lang },
      ]);
    }
  };

  const update = (id: number, filters: AssistantFilters) =>
    setTurns((list) => list.map((turn) => (turn.id === id && turn.kind === 'search' ? { ...turn, filters } : turn)));

  return (
    <div hidden={hidden}>
      <WidgetFrame title={t('chatWidgets.assistantTitle')} onClose={onClose} onMinimise={onMinimise}>
        <div className="min-h-48 flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite">
          <p className="rounded-2xl bg-muted px-3 py-2 text-sm">{t('chatWidgets.assistantIntro')}</p>
          {turns.map((turn) => (
            <div key={turn.id} className="space-y-2">
              <p
                dir="auto"
                className="ms-auto w-fit max-w-[85%] rounded-2xl bg-primary px-3 py-2 text-sm text-primary-foreground"
              >
                <span className="sr-only">{t('chatWidgets.you')} : </span>
                {turn.request}
              </p>
              {turn.kind === 'search' ? (
                <AssistantResults
                  filters={turn.filters}
                  onRemoveChip={(chip) => update(turn.id, withoutChip(turn.filters, chip))}
                  onNavigate={onMinimise}
                />
              ) : (
                <p
                  lang={turn.lang}
                  dir={turn.lang === 'ar' ? 'rtl' : 'ltr'}
                  className={cn('w-fit max-w-[85%] rounded-2xl bg-muted px-3 py-2 text-sm')}
                >
                  {turn.text}
                </p>
              )}
            </div>
          ))}
          <div ref={bottom} />
        </div>
        <ChatInput label={t('chatWidgets.requestLabel')} placeholder={t('chatWidgets.requestPlaceholder')} onSubmit={ask} />
      </WidgetFrame>
    </div>
  );
}
