import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { isAdmin, useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useEditableProduct } from '../api/get-editable-product';
import { PublishForm, type LocationPickerSlot } from '../components/publish-form';

type PublishPageProps = {
  /** The map picker slot (see LocationPickerSlot); the app passes it in. */
  locationPicker?: LocationPickerSlot;
};

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{text}</p>
    </div>
  );
}

/**
 * The publish form (SPEC 2.7), shell tab `add`: a new listing, or with `?edit={id}` 'Mode édition'
 * of that listing for its owner (or an admin).
 */
export function PublishPage({ locationPicker }: PublishPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const user = useCurrentUser();
  const edited = useEditableProduct(editId);

  // The shell sends visitors to /auth before this tab shows.
  if (!user) return null;

  let body;
  if (editId === null) {
    body = <PublishForm userId={user.id} locationPicker={locationPicker} />;
  } else if (edited.isPending) {
    body = <Spinner label={t('publish.editLoading')} className="min-h-[40vh]" />;
  } else if (edited.isError) {
    const missing = isApiError(edited.error) && edited.error.status === 404;
    body = (
      <Notice
        title={missing ? t('messages.productNotFound') : t('publish.editForbiddenTitle')}
        text={missing ? t('messages.productNotFoundText') : errorText(edited.error, t('product.loadFailed'))}
      />
    );
  } else if (edited.data.user_id !== user.id && !isAdmin(user)) {
    // The server refuses the save too; this only spares filling a form that cannot be sent.
    body = <Notice title={t('publish.editForbiddenTitle')} text={t('messages.notOwner')} />;
  } else {
    body = <PublishForm key={edited.data.id} userId={user.id} product={edited.data} locationPicker={locationPicker} />;
  }
  return <div className="container max-w-3xl py-6">{body}</div>;
}
