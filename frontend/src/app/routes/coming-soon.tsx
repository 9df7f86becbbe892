// Routes of SPEC 2.1 that later issues fill in; they already carry their guards so access rules hold today.
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon';
import { AdminRoute, ProtectedRoute } from '@/lib/auth';

function Titled({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(titleKey)} />;
}

export const MapRoute = () => <Titled titleKey="pages.map" />;
export const AdminInfoRoute = () => <Titled titleKey="pages.adminInfo" />;

export const MessagesRoute = () => (
  <ProtectedRoute>
    <Titled titleKey="pages.messages" />
  </ProtectedRoute>
);
export const SettingsRoute = () => (
  <ProtectedRoute>
    <Titled titleKey="pages.settings" />
  </ProtectedRoute>
);
export const TestPromotionRoute = () => (
  <ProtectedRoute>
    <Titled titleKey="pages.testPromotion" />
  </ProtectedRoute>
);
export const AdminRouteScreen = () => (
  <AdminRoute>
    <Titled titleKey="pages.admin" />
  </AdminRoute>
);
export const ProductsManagementRoute = () => (
  <AdminRoute>
    <Titled titleKey="pages.productsManagement" />
  </AdminRoute>
);
