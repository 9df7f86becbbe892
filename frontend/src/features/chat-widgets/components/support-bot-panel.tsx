import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { cn } from '@/lib/utils';
import { askSupportBot } from '../api/ask-support-bot';
import { ChatInput } from './chat-input';
import { WidgetFrame } from './widget-frame';

type Entry = { id: number; from: 'me' | 'bot'; text: string; suggestions?: string[]; error?: boolean };

let nextId = 0;

/** SPEC 2.19 support bot: asks the server's FAQ bot in the interface language. */
export function SupportBotPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar' : 'fr';
  const [entries, setEntries] = useState<Entry[]>([]);
  const bottom = useRef<HTMLDivElement>(null);
  const ask = useMutation({ mutationFn: (message: string) => askSupportBot(message, locale) });

  useEffect(() => {
    // Chromium's scrollIntoView now returns a promise: an effect must not return it as its cleanup.
    void bottom.current?.scrollIntoView({ block: 'end' });
  }, [entries.length]);

  const send = (message: string) => {
    setEntries((list) => [...list, { id: ++nextId, from: 'me', text: message }]);
    ask.mutate(message, {
      onSuccess: (reply) =>
        setEntries((list) => [...list, { id: ++nextId, from: 'bot', text: reply.response, suggestions: reply.suggestions }]),
      onError: (error) => {
        // 429: the server's own limit message; anything else: SPEC 8's "technical glitch" reply.
        const text = isApiError(error) && error.status === 429 ? errorText(error, t('chatWidgets.botError')) : t('chatWidgets.botError');
        setEntries((list) => [...list, { id: ++nextId, from: 'bot', text, error: true }]);
      },
    });
  };

  return (
    <WidgetFrame title={t('chatWidgets.supportTitle')} onClose={onClose}>
      <div className="min-h-48 flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite">
        <p className="rounded-2xl bg-muted px-3 py-2 text-sm">{t('chatWidgets.supportIntro')}</p>
        {entries.map((entry) => (
          <div key={entry.id} className={cn('flex flex-col gap-1.5', entry.from === 'me' ? 'items-end' : 'items-start')}>
            <p
              role={entry.error ? 'alert' : undefined}
              dir="auto"
              className={cn(
                'max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm',
                entry.from === 'me' ? 'bg-primary text-primary-foreground' : 'bg-muted',
                entry.error && 'border border-red-700',
              )}
            >
              <span className="sr-only">{entry.from === 'me' ? t('chatWidgets.you') : t('chatWidgets.bot')} : </span>
              {entry.text}
            </p>
            {entry.suggestions && entry.suggestions.length > 0 ? (
              <div className="flex flex-wrap gap-1.5">
                {entry.suggestions.map((s) => (
                  <Button
                    key={s}
                    variant="outline"
                    size="sm"
                    className="h-auto rounded-full py-1"
                    onClick={() => send(s)}
                    disabled={ask.isPending}
                  >
                    <span dir="auto">{s}</span>
                  </Button>
                ))}
              </div>
            ) : null}
          </div>
        ))}
        {ask.isPending ? <p className="text-sm text-muted-foreground">{t('chatWidgets.thinking')}</p> : null}
        <div ref={bottom} />
      </div>
      <ChatInput
        label={t('chatWidgets.questionLabel')}
        placeholder={t('chatWidgets.questionPlaceholder')}
        onSubmit={send}
        busy={ask.isPending}
      />
    </WidgetFrame>
  );
}
