import { Heart, Loader2 } from '@/components/icons';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { LikeAction } from '@/hooks/use-like-action';

function likeLabel(action: LikeAction, t: (key: string) => string): string {
  if (action.isOwn) return t('messages.ownProductLabel');
  if (action.isPending) return t('messages.likePending');
  if (action.isLiked) return t('likes.liked');
  return t('likes.like');
}

/** Detail screens: a labelled button ('J'aime', 'Votre produit', 'En cours...'). */
export function LikeButton({ action, className }: { action: LikeAction; className?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant={action.isLiked ? 'secondary' : 'outline'}
        onClick={action.like}
        disabled={action.isOwn}
        aria-pressed={action.isOwn ? undefined : action.isLiked}
        aria-busy={action.isPending || undefined}
        className={className}
      >
        <LikeIcon action={action} />
        <span>{likeLabel(action, t)}</span>
        <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-foreground">{action.likeCount}</span>
      </Button>
      <PromotionNotice visible={action.showPromotionNotice} />
    </>
  );
}

/** Product cards: a heart and the count; the state is in the accessible name. */
export function LikeIconButton({ action, className }: { action: LikeAction; className?: string }) {
  const { t } = useTranslation();
  const label = `${likeLabel(action, t)} — ${t('likes.count', { count: action.likeCount })}`;
  return (
    <>
      <button
        type="button"
        onClick={action.like}
        disabled={action.isOwn}
        aria-label={label}
        title={action.isOwn ? t('messages.ownProductLabel') : undefined}
        aria-pressed={action.isOwn ? undefined : action.isLiked}
        aria-busy={action.isPending || undefined}
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium tabular-nums text-muted-foreground hover:bg-muted',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
      >
        <LikeIcon action={action} />
        <span aria-hidden>{action.likeCount}</span>
      </button>
      <PromotionNotice visible={action.showPromotionNotice} />
    </>
  );
}

/** A spinner while the like is sent, else the heart (filled once liked, popping while it animates). */
function LikeIcon({ action }: { action: LikeAction }) {
  if (action.isPending) return <Loader2 aria-hidden className="h-4 w-4 animate-spin" />;
  return (
    <Heart
      aria-hidden
      className={cn('h-4 w-4', action.isLiked && 'fill-red-600 text-red-600', action.animating && 'animate-like-pop')}
    />
  );
}

/** The celebratory 'promoted' notice (SPEC 2.3). */
export function PromotionNotice({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return createPortal(
    <div
      role="status"
      className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-lg bg-violet-700 p-4 text-center text-white shadow-2xl md:bottom-8"
    >
      <p className="text-lg font-bold">🎉 {t('likes.promotedTitle')}</p>
      <p className="text-sm">{t('likes.promotedText')}</p>
    </div>,
    document.body,
  );
}
