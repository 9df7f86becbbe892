import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';

/** The message action (SPEC 2.5, 2.18): open the conversation about this product. */
export function useContactSeller() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (productId: string) => {
    toast.info(t('messages.redirectToMessages'));
    navigate(paths.messages.getHref(productId));
  };
}
