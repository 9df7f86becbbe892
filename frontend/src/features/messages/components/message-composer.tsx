import { SendHorizontal } from '@/components/icons';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MESSAGE_MAX_LENGTH } from '@souk/domain';
import { Button } from '@/components/ui/button';

type MessageComposerProps = {
  onSend: (content: string) => void;
  sending: boolean;
  disabled?: boolean;
};

/** SPEC 5 "Chat": trimmed text required; Enter sends, Shift+Enter adds a line; no double send while sending. */
export function MessageComposer({ onSend, sending, disabled = false }: MessageComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const canSend = text.trim() !== '' && !sending && !disabled;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      <label htmlFor={id} className="sr-only">
        {t('inbox.inputLabel')}
      </label>
      <span id={`${id}-hint`} className="sr-only">
        {t('inbox.hint')}
      </span>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={disabled}
        placeholder={t('inbox.placeholder')}
        aria-describedby={`${id}-hint`}
        dir="auto"
        className="max-h-40 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      />
      <Button type="submit" disabled={!canSend} aria-label={sending ? t('inbox.sending') : t('inbox.send')}>
        <SendHorizontal aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        <span className="hidden sm:inline">{sending ? t('inbox.sending') : t('inbox.send')}</span>
      </Button>
    </form>
  );
}
