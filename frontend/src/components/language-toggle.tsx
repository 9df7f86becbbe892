import { Languages } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { otherLanguage, toLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** fr ⇄ ar switch; the button shows the language it switches to, written in that language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = otherLanguage(toLanguage(i18n.language));
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('font-semibold', className)}
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('header.switchLanguage')}
    >
      <Languages aria-hidden className="h-4 w-4" />
      <span lang={next}>{next === 'ar' ? 'العربية' : 'Français'}</span>
    </Button>
  );
}
