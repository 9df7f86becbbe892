import { useState } from 'react';
import { REVIEW_COMMENT_MAX } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { StarPicker, Stars } from '@/components/sellers/star-picker';
import { useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useMyReview, useSaveReview } from '../api/my-review';

/**
 * 'Votre avis sur le vendeur' under the seller card: shown to a signed-in buyer who exchanged
 * messages with the seller about this listing (the server decides), or with their review, which they
 * may edit for 7 days. Nothing for anyone else.
 */
export function ReviewForm({ productId, sellerId }: { productId: string; sellerId: string | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data } = useMyReview(productId, Boolean(user));
  const save = useSaveReview(productId, sellerId);
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!user || !data || (!data.can_review && !data.review)) return null;
  const review = data.review;
  const formOpen = data.can_review || editing;

  const startEdit = () => {
    setRating(review?.rating ?? null);
    setComment(review?.comment ?? '');
    setError(null);
    setEditing(true);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    setError(null);
    save.mutate(
      { reviewId: review?.id, input: { rating, comment: comment.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t(review ? 'messages.reviewUpdated' : 'messages.reviewSent'));
          setEditing(false);
        },
        onError: (failure) => setError(errorText(failure, t('reviews.failed'))),
      },
    );
  };

  return (
    <section aria-labelledby="review-form-title" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="review-form-title" className="font-semibold">
        {formOpen ? t(review ? 'reviews.editTitle' : 'reviews.leaveTitle') : t('reviews.yourReview')}
      </h2>
      {formOpen ? (
        <form className="space-y-3" onSubmit={submit} noValidate>
          <StarPicker name={`review-${productId}`} value={rating} onChange={setRating} />
          <div className="space-y-1.5">
            <label htmlFor={`review-comment-${productId}`} className="text-sm font-medium">
              {t('reviews.comment')}
            </label>
            <Textarea
              id={`review-comment-${productId}`}
              rows={3}
              dir="auto"
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `review-error-${productId}` : undefined}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          {error ? (
            <p id={`review-error-${productId}`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">{t('reviews.editableUntil')}</p>
          <div className="flex justify-end gap-2">
            {editing ? (
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                {t('reviews.cancel')}
              </Button>
            ) : null}
            <Button type="submit" disabled={rating === null || save.isPending} aria-busy={save.isPending || undefined}>
              {t(review ? 'reviews.save' : 'reviews.send')}
            </Button>
          </div>
        </form>
      ) : review ? (
        <div className="space-y-2 text-sm">
          <Stars count={review.rating} />
          {review.comment ? (
            <p dir="auto" className="whitespace-pre-line">
              {review.comment}
            </p>
          ) : null}
          {review.editable ? (
            <Button variant="outline" size="sm" onClick={startEdit}>
              {t('reviews.edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
