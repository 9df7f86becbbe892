import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';

/** 'Gestion des Produits' (SPEC 2.17) at /products-management, behind the admin guard. */
export function ProductsManagementPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.productsManagement')} />;
}
