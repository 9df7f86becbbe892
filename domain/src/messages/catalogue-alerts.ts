// Saved searches, their alerts (in the app and by e-mail) and price drops on liked listings.
/** The catalogue's entry shape (catalogue.ts's CatalogueEntry), spelled here so the two files import one way only. */
type Entry = { readonly fr: string; readonly ar: string; readonly params?: readonly string[] };

export const ALERT_MESSAGES = {
  savedSearchLimit: {
    fr: 'Vous avez déjà {max} alertes : supprimez-en une pour en créer une autre.',
    ar: 'لديك بالفعل {max} تنبيهًا: احذف واحدًا لإنشاء تنبيه آخر.',
    params: ['max'],
  },
  savedSearchExists: { fr: 'Vous avez déjà une alerte pour cette recherche', ar: 'لديك بالفعل تنبيه لهذا البحث' },
  savedSearchNotFound: { fr: 'Alerte introuvable', ar: 'التنبيه غير موجود' },
  savedSearchEmpty: {
    fr: 'Choisissez au moins un filtre ou un mot-clé avant de créer une alerte',
    ar: 'اختر مرشحًا واحدًا أو كلمة مفتاحية على الأقل قبل إنشاء تنبيه',
  },
  savedSearchNameTooLong: { fr: "Le nom de l'alerte ne doit pas dépasser 80 caractères", ar: 'يجب ألا يتجاوز اسم التنبيه 80 حرفًا' },
  savedSearchNameRequired: { fr: "Le nom de l'alerte est requis", ar: 'اسم التنبيه مطلوب' },
  savedSearchFrequencyInvalid: {
    fr: 'Fréquence inconnue (instant, daily ou off)',
    ar: 'تواتر غير معروف (instant أو daily أو off)',
  },
  savedSearchNothingToChange: { fr: 'Indiquez un nouveau nom ou une fréquence', ar: 'أدخل اسمًا جديدًا أو تواترًا' },
  savedSearchCreated: { fr: 'Alerte créée', ar: 'تم إنشاء التنبيه' },
  savedSearchUpdated: { fr: 'Alerte mise à jour', ar: 'تم تحديث التنبيه' },
  savedSearchDeleted: { fr: 'Alerte supprimée', ar: 'تم حذف التنبيه' },
  alertMatchTitle: { fr: 'Nouvelle annonce pour votre alerte', ar: 'إعلان جديد لتنبيهك' },
  alertMatchText: {
    fr: '« {title} » correspond à votre alerte « {alert} ».',
    ar: '« {title} » يطابق تنبيهك « {alert} ».',
    params: ['title', 'alert'],
  },
  priceDropTitle: { fr: 'Baisse de prix', ar: 'انخفاض السعر' },
  priceDropText: {
    fr: '« {title} » passe de {oldPrice} à {newPrice}.',
    ar: '« {title} » انخفض من {oldPrice} إلى {newPrice}.',
    params: ['title', 'oldPrice', 'newPrice'],
  },
  unsubscribeLinkInvalid: { fr: 'Ce lien de désabonnement est invalide', ar: 'رابط إلغاء الاشتراك هذا غير صالح' },
  alertMailStopped: {
    fr: 'C’est fait : vous ne recevrez plus d’e-mail pour « {name} ».',
    ar: 'تم: لن تصلك رسائل بريد إلكتروني بعد الآن بخصوص « {name} ».',
    params: ['name'],
  },
  digestDateInvalid: { fr: 'Date invalide (format ISO attendu)', ar: 'تاريخ غير صالح (يُنتظر تنسيق ISO)' },
  allListings: { fr: 'Toutes les annonces', ar: 'كل الإعلانات' },
  priceBelow: { fr: 'moins de {price}', ar: 'أقل من {price}', params: ['price'] },
  priceAbove: { fr: 'plus de {price}', ar: 'أكثر من {price}', params: ['price'] },
  priceBetween: { fr: '{min} à {max}', ar: 'من {min} إلى {max}', params: ['min', 'max'] },
  freeOnlyLabel: { fr: 'Gratuit', ar: 'مجاني' },
  availableOnlyLabel: { fr: 'Disponible', ar: 'متاح' },
} as const satisfies Record<string, Entry>;
