import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  formatDate,
  formatPrice,
  justNowLabel,
  labelText,
  resolveCity,
  relativeAge,
  relativeTimeMessages,
  type Label,
  type PriceDisplayInput,
} from '@souk/domain';
import { toLanguage } from '@/lib/i18n';

/** Display helpers bound to the current language: the domain formats, the locale files supply words. */
export function useFormatters() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      language,
      /** '1 200 DT' / '1200€' (SPEC), 'Gratuit' / 'مجاني' for free listings. */
      price(product: PriceDisplayInput): string {
        const text = formatPrice(product);
        if (product.is_free || product.price === null || product.price === undefined) return t('messages.free');
        if (language !== 'ar') return text;
        // TODO(domain): an Arabic variant of formatPrice (currency 'د.ت', bidi-safe grouping) belongs in @souk/domain.
        // In a right-to-left line a plain space splits '1 200' into two numbers shown as '200 1';
        // a narrow no-break space is a number separator for the bidi algorithm and keeps it whole.
        return text.replace(/(\d) (?=\d)/g, '$1\u202F').replace(/ DT$/, ' د.ت');
      },
      /** Age of a listing on a card, where space is tight: '3h', '2j', '2 mois' (domain's relativeAge). */
      age(date: string | null): string {
        return date ? relativeAge(date, new Date(), language, 'short') : '';
      },
      /** Age of a message or conversation: '5 min', '3h', '2j', '1 sem' (SPEC 9, messages). */
      relativeMessages(date: string): string {
        return relativeTimeMessages(date, new Date(), language);
      },
      /** 'Publié il y a 3 heures', 'Publié il y a 2 mois', or 'Publié à l'instant' for a listing less than a minute old. */
      posted(date: string | null): string {
        const age = date ? relativeAge(date, new Date(), language, 'long') : '';
        return age === justNowLabel(language) ? t('product.postedJustNow') : t('product.postedAgo', { age });
      },
      date(date: string | null | undefined): string {
        return formatDate(date, language);
      },
      /** A count or a whole number, grouped by thousands with a narrow no-break space ('1 204'), whole in a right-to-left line. */
      number(value: number): string {
        return new Intl.NumberFormat('fr-FR').format(value).replace(/[\u00A0\u202F\s]/g, '\u202F');
      },
      /** An option's `{ fr, ar }` label from @souk/domain (sort, date range, category, city…) in the interface language. */
      label(label: Label): string {
        return labelText(label, language);
      },
      /**
       * Where a listing is, in the interface language: a location that is just a known city's name
       * ('Sousse') reads 'سوسة' in Arabic; a seller's own wording ('La Marsa, près de la plage') stays as written.
       */
      place(product: { location: string | null; city?: string | null }): string {
        const location = product.location?.trim() ?? '';
        if (language !== 'ar') return location;
        const city = resolveCity(product.city || location);
        if (!city) return location;
        return location === '' || (resolveCity(location) === city && location.split(',').length === 1) ? city.name_ar : location;
      },
      /** City name in the interface language. */
      cityName(city: { name: string; name_ar?: string | null } | null | undefined): string {
        if (!city) return '';
        return language === 'ar' && city.name_ar ? city.name_ar : city.name;
      },
      /** Category name in the interface language (the API sends both). */
      categoryName(category: { name: string | null; name_ar?: string | null; slug?: string } | null | undefined): string {
        if (!category) return '';
        return (language === 'ar' && category.name_ar ? category.name_ar : category.name) ?? category.slug ?? '';
      },
    }),
    [language, t],
  );
}
