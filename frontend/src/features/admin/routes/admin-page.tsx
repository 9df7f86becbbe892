import { ArrowLeft, Shield } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/auth';
import { CategoriesTab } from '../components/categories-tab';
import { DashboardTab, type AdminTab } from '../components/dashboard-tab';
import { HealthBadge } from '../components/health-badge';
import { ProductsTab } from '../components/products-tab';
import { ReportsTab } from '../components/reports-tab';
import { UsersTab } from '../components/users-tab';

const TABS: AdminTab[] = ['dashboard', 'products', 'categories', 'users', 'reports'];

function AdminDashboard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [tab, setTab] = useState<AdminTab>('dashboard');
  useDocumentTitle(t('pages.admin'));

  return (
    <div className="container space-y-6 py-6">
      <header className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.home.getHref()}>
            <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" /> {t('admin.backToSite')}
          </Link>
        </Button>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Shield aria-hidden className="h-6 w-6 text-primary" /> {t('pages.admin')}
        </h1>
        <Badge tone="violet">{t('admin.badge')}</Badge>
        <span className="text-sm text-muted-foreground">
          {t('admin.signedInAs', { name: user?.display_name || user?.email })}
        </span>
        <HealthBadge className="ms-auto" />
      </header>
      <Tabs value={tab} onValueChange={(v) => setTab(v as AdminTab)}>
        <TabsList className="flex w-full flex-wrap justify-start">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`admin.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab onNavigate={setTab} />
        </TabsContent>
        <TabsContent value="products">
          <ProductsTab />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /admin (SPEC 2.13); the router puts it behind the admin guard and the server checks every call again. */
export function AdminPage() {
  return <AdminDashboard />;
}
