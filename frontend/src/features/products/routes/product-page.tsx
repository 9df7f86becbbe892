import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProductDetail } from '../components/product-detail';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';

/** /product/{id}: the same detail as the shell sub-view, reached from /products or a shared link. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const back = () => {
    // A shared link opened in a new tab has no history to go back to.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.products.getHref());
  };
  const edit = (id: string) => {
    toast.info(t('messages.editMode'));
    navigate(paths.publish.getHref(id));
  };

  return <ProductDetail id={productId} onBack={back} onEdit={edit} />;
}
