import { AlertTriangle, RotateCw, X } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { useFormatters } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { PendingMessage } from '../hooks/use-thread';
import type { Message } from '../api/types';

/** Safety tip under a message the server flagged (phone number, link or e-mail). */
export function ContactWarning() {
  const { t } = useTranslation();
  return (
    <p role="note" className="mt-1 flex items-start gap-1.5 rounded-md bg-amber-100 px-2 py-1.5 text-xs text-amber-950">
      <AlertTriangle aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      <span>{t('inbox.warning')}</span>
    </p>
  );
}

export function MessageBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className={cn('flex flex-col', message.is_mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          message.is_mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{message.is_mine ? t('inbox.you') : null}</span>
        <span dir="auto">{message.content}</span>
      </div>
      {message.warning ? (
        <div className="max-w-[80%]">
          <ContactWarning />
        </div>
      ) : null}
      <span className="mt-0.5 text-[11px] text-muted-foreground">
        {message.created_at ? <time dateTime={message.created_at}>{format.relativeMessages(message.created_at)}</time> : null}
        {message.is_mine && message.read_at ? ` · ${t('inbox.read')}` : null}
      </span>
    </li>
  );
}

function failureText(t: (key: string) => string, pending: PendingMessage): string {
  if (pending.errorText && pending.errorStatus !== 429) return pending.errorText;
  switch (pending.errorStatus) {
    case 400:
      return t('inbox.error400');
    case 403:
      return t('inbox.error403');
    case 429:
      return t('inbox.error429');
    case 0:
      return t('inbox.errorNetwork');
    default:
      return t('messages.messageSendFailed');
  }
}

/** A message on its way (shown at once) or that failed, with retry. */
export function PendingBubble({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const failed = pending.status === 'failed';
  return (
    <li className="flex flex-col items-end">
      <div
        className={cn(
          'max-w-[80%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          failed ? 'border border-red-700 bg-background text-foreground' : 'bg-primary/70 text-primary-foreground',
        )}
      >
        <span dir="auto">{pending.content}</span>
      </div>
      {failed ? (
        <div role="alert" className="mt-1 flex max-w-[80%] flex-wrap items-center justify-end gap-2 text-xs text-red-700">
          <span>
            {t('inbox.failed')} — {failureText(t, pending)}
          </span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden className="h-3.5 w-3.5" />
            {t('inbox.retry')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDiscard} aria-label={t('inbox.discard')}>
            <X aria-hidden className="h-3.5 w-3.5" />
          </Button>
        </div>
      ) : (
        <span className="mt-0.5 text-[11px] text-muted-foreground">{t('inbox.sending')}</span>
      )}
    </li>
  );
}
