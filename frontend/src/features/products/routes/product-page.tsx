import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProductDetail } from '../components/product-detail';

/** /product/{id}: the same detail as the shell sub-view, reached from /products or a shared link. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();

  const back = () => {
    // A shared link opened in a new tab has no history to go back to.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.products.getHref());
  };

  return <ProductDetail id={productId} onBack={back} />;
}
