import { Minus, X } from '@/components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

type WidgetFrameProps = {
  title: string;
  onClose: () => void;
  onMinimise?: () => void;
  children: ReactNode;
};

/** A floating panel: header with its title and buttons, scrollable body, fits a phone screen. */
export function WidgetFrame({ title, onClose, onMinimise, children }: WidgetFrameProps) {
  const { t } = useTranslation();
  return (
    <section
      role="dialog"
      aria-label={title}
      className="fixed inset-x-2 bottom-20 z-50 flex max-h-[min(34rem,calc(100dvh-7rem))] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl md:inset-x-auto md:bottom-4 md:end-4 md:w-96"
    >
      <header className="flex items-center gap-1 border-b bg-primary px-3 py-2 text-primary-foreground">
        <h2 className="me-auto font-semibold">{title}</h2>
        {onMinimise ? (
          <Button
            variant="ghost"
            size="icon"
            className="h-8 w-8 hover:bg-white/20"
            onClick={onMinimise}
            aria-label={t('chatWidgets.minimise')}
          >
            <Minus aria-hidden className="h-4 w-4" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="h-8 w-8 hover:bg-white/20"
          onClick={onClose}
          aria-label={t('chatWidgets.close')}
        >
          <X aria-hidden className="h-4 w-4" />
        </Button>
      </header>
      {children}
    </section>
  );
}
