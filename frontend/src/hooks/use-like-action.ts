import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { TIMINGS, type ApiProduct, type SessionUser } from '@souk/domain';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { sessionQueryKey } from '@/lib/auth';
import { toLanguage } from '@/lib/i18n';
import { getProductLikedQueryOptions, productLikedQueryKey } from '@/api/products/get-product-liked';
import { useLikeProductMutation } from '@/api/products/like-product';
import { useCachedQueryData } from './use-cached-query-data';
import type { LikeContext, LikeOutcome } from './like-outcome';

/** Which success toast to show (SPEC 8): list screens and the detail page word it differently. */
export type { LikeContext } from './like-outcome';

export type LikeAction = {
  like: () => void;
  isOwn: boolean;
  isLiked: boolean;
  isPending: boolean;
  likeCount: number;
  /** True for the 600 ms of the heart animation. */
  animating: boolean;
  /** True while the 'promoted' celebration is on screen (from 1 s after the like, for 5 s). */
  showPromotionNotice: boolean;
};

/** The like rules of SPEC 4 and 5 for one product. */
export function useLikeAction(product: Pick<ApiProduct, 'id' | 'user_id' | 'like_count'>, context: LikeContext): LikeAction {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Read from the cache, not observed: a list has 24 of these (hooks/use-cached-query-data.ts).
  // The header asks for the session; the detail page asks for the status up front, and a card only
  // when its heart is clicked, so a list of 24 cards costs no 24 status requests.
  const user = useCachedQueryData<SessionUser | null>(sessionQueryKey);
  const queryClient = useQueryClient();
  const isOwn = Boolean(user && user.id === product.user_id);
  const status = useCachedQueryData<{ liked: boolean }>(productLikedQueryKey(product.id));
  const askStatus = context === 'detail' && Boolean(user) && !isOwn;
  useEffect(() => {
    if (askStatus) void queryClient.prefetchQuery(getProductLikedQueryOptions(product.id));
  }, [askStatus, queryClient, product.id]);
  const mutation = useLikeProductMutation();
  const [checking, setChecking] = useState(false);
  const [animating, setAnimating] = useState(false);
  const [showPromotionNotice, setShowPromotionNotice] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  const isLiked = status?.liked === true;
  // Its words and code load with the outcome (hooks/like-notices.ts), like sonner itself.
  const announce = (outcome: LikeOutcome) =>
    void import('./like-notices').then(({ announceLike }) => announceLike(outcome, toLanguage(i18n.language)));

  const like = () => {
    if (!user) {
      announce({
        kind: 'signInFirst',
        action: {
          label: t('header.signIn'),
          onClick: () => navigate(paths.auth.getHref(), { state: { from: location.pathname + location.search } }),
        },
      });
      return;
    }
    if (isOwn || mutation.isPending || checking) return;
    if (isLiked) {
      announce({ kind: 'alreadyLiked' });
      return;
    }
    if (status === undefined) {
      setChecking(true);
      queryClient
        .fetchQuery(getProductLikedQueryOptions(product.id))
        .then((answer) => (answer.liked ? announce({ kind: 'alreadyLiked' }) : send()))
        // Status unknown: let the server decide (it answers 409 to a second like).
        .catch(send)
        .finally(() => setChecking(false));
      return;
    }
    send();
  };

  const send = () => {
    setAnimating(true);
    later(() => setAnimating(false), TIMINGS.likeAnimationMs);
    mutation.mutate(product.id, {
      onSuccess: (result) => {
        announce({ kind: 'liked', context, wasPromoted: result.wasPromoted });
        if (result.wasPromoted) {
          later(() => setShowPromotionNotice(true), TIMINGS.promotionNoticeDelayMs);
          later(() => setShowPromotionNotice(false), TIMINGS.promotionNoticeDelayMs + TIMINGS.promotionNoticeDurationMs);
        }
      },
      onError: (error) => {
        // 409: liked in another tab or before the status arrived; say so as information, not as a failure.
        announce(isApiError(error) && error.status === 409 ? { kind: 'alreadyLiked' } : { kind: 'failed', error });
      },
    });
  };

  return {
    like,
    isOwn,
    isLiked,
    isPending: mutation.isPending || checking,
    likeCount: product.like_count,
    animating,
    showPromotionNotice,
  };
}
