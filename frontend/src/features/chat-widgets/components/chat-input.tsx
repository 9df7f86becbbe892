import { SendHorizontal } from '@/components/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CHAT_MESSAGE_MAX } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type ChatInputProps = { label: string; placeholder: string; onSubmit: (text: string) => void; busy?: boolean };

export function ChatInput({ label, placeholder, onSubmit, busy = false }: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    onSubmit(value);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2 border-t p-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={CHAT_MESSAGE_MAX}
        dir="auto"
        autoComplete="off"
        autoFocus
      />
      <Button type="submit" size="icon" disabled={busy || text.trim() === ''} aria-label={t('chatWidgets.send')}>
        <SendHorizontal aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      </Button>
    </form>
  );
}
