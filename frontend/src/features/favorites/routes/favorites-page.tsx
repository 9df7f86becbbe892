import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** SPEC 2.2: the favorites tab only shows its empty state. */
export function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <section className="container flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
      <Heart aria-hidden className="h-12 w-12 text-muted-foreground" />
      <h1 className="text-xl font-bold">{t('favorites.title')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('favorites.empty')}</p>
    </section>
  );
}
