import { useState } from 'react';
import { REVIEW_REPLY_MAX, type ApiReview } from '@souk/domain';
import { ReportButton } from '@/components/reports/report-button';
import { Stars } from '@/components/sellers/star-picker';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useFormatters } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useReplyToReview, useSellerReviews } from '../api/seller-reviews';

function ReplyForm({ review, sellerId }: { review: ApiReview; sellerId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview(sellerId);
  const id = `reply-${review.id}`;
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('reviews.reply')}
      </Button>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    reply.mutate(
      { reviewId: review.id, input: { reply: text.trim() } },
      {
        onSuccess: () => {
          toast.success(t('messages.reviewReplySent'));
          setOpen(false);
        },
        onError: (failure) => setError(errorText(failure, t('reviews.replyFailed'))),
      },
    );
  };
  return (
    <form className="space-y-2" onSubmit={submit} noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {t('reviews.replyLabel')}
      </label>
      <Textarea
        id={id}
        rows={2}
        dir="auto"
        maxLength={REVIEW_REPLY_MAX}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!text.trim() || reply.isPending}>
          {t('reviews.replySend')}
        </Button>
      </div>
    </form>
  );
}

function ReviewItem({ review, sellerId, isSeller }: { review: ApiReview; sellerId: string; isSeller: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const user = useCurrentUser();
  const isAuthor = Boolean(user && review.reviewer && user.id === review.reviewer.id);
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars count={review.rating} />
        <span className="font-medium" dir="auto">
          {review.reviewer?.display_name ?? t('seller.anonymous')}
        </span>
        <time className="text-sm text-muted-foreground" dateTime={review.created_at ?? undefined}>
          {format.date(review.created_at)}
        </time>
      </div>
      {review.product ? (
        <p className="text-sm text-muted-foreground" dir="auto">
          {t('reviews.aboutListing', { title: review.product.title })}
        </p>
      ) : null}
      {review.comment ? (
        <p className="whitespace-pre-line" dir="auto">
          {review.comment}
        </p>
      ) : null}
      {review.reply ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{t('reviews.sellerReply')}</p>
          <p className="whitespace-pre-line" dir="auto">
            {review.reply}
          </p>
        </div>
      ) : isSeller ? (
        <ReplyForm review={review} sellerId={sellerId} />
      ) : null}
      {isSeller || isAuthor ? null : (
        <ReportButton kind="review" path={`/reviews/${encodeURIComponent(review.id)}/report`} returnTo={paths.seller.getHref(sellerId)} />
      )}
    </li>
  );
}

/** The seller's reviews, newest first, paged; the seller answers each once, others may report one. */
export function ReviewList({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useSellerReviews(sellerId, page);
  const isSeller = Boolean(user && user.id === sellerId);

  return (
    <section id="avis" aria-labelledby="reviews-title" className="space-y-3">
      <h2 id="reviews-title" className="text-lg font-semibold">
        {t('reviews.title')}
        {data ? ` (${data.meta.pagination.total})` : null}
      </h2>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError && !data ? (
        <div role="alert" className="space-y-2 rounded-lg border border-destructive/40 p-4">
          <p>{t('reviews.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data.data.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          {t('reviews.empty')}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {data.data.map((review) => (
              <ReviewItem key={review.id} review={review} sellerId={sellerId} isSeller={isSeller} />
            ))}
          </ul>
          <Pagination page={page} pageCount={data.meta.pagination.pageCount} onChange={setPage} />
        </>
      )}
    </section>
  );
}
