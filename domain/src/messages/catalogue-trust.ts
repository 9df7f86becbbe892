// Texts of reviews, seller pages and listing lifecycle (issue 28), in French and Arabic: part of
// CATALOGUE (catalogue.ts spreads them in), apart only to keep each file short.
// The entry shape is spelled here rather than imported: catalogue.ts imports this file.
type Entry = { readonly fr: string; readonly ar: string; readonly params?: readonly string[] };

export const TRUST_CATALOGUE = {
  viewDaysInvalid: { fr: 'Le nombre de jours doit être un nombre entier de 1 à 30', ar: 'يجب أن يكون عدد الأيام عددًا صحيحًا من 1 إلى 30' },
  viewsNotOwner: { fr: 'Seul le vendeur peut voir les vues de ses annonces', ar: 'يمكن للبائع فقط رؤية مشاهدات إعلاناته' },
  reviewRatingInvalid: { fr: 'La note doit être un nombre entier de 1 à 5', ar: 'يجب أن يكون التقييم عددًا صحيحًا من 1 إلى 5' },
  reviewCommentTooLong: { fr: 'Le commentaire ne doit pas dépasser 500 caractères', ar: 'يجب ألا يتجاوز التعليق 500 حرف' },
  reviewContactDetails: {
    fr: 'Un avis ne peut pas contenir de numéro de téléphone, de lien ni d’adresse e-mail',
    ar: 'لا يمكن أن يحتوي التقييم على رقم هاتف أو رابط أو بريد إلكتروني',
  },
  reviewReplyEmpty: { fr: 'La réponse ne peut pas être vide', ar: 'لا يمكن أن يكون الرد فارغًا' },
  reviewReplyTooLong: { fr: 'La réponse ne doit pas dépasser 500 caractères', ar: 'يجب ألا يتجاوز الرد 500 حرف' },
  reviewNotAllowed: {
    fr: 'Vous pourrez laisser un avis après avoir échangé des messages avec le vendeur à propos de cette annonce',
    ar: 'يمكنك ترك تقييم بعد تبادل الرسائل مع البائع بشأن هذا الإعلان',
  },
  reviewOwnProduct: { fr: 'Vous ne pouvez pas évaluer votre propre annonce', ar: 'لا يمكنك تقييم إعلانك' },
  reviewAlreadySent: { fr: 'Vous avez déjà laissé un avis pour cette annonce', ar: 'لقد تركت تقييمًا لهذا الإعلان من قبل' },
  reviewNotFound: { fr: 'Avis introuvable', ar: 'التقييم غير موجود' },
  reviewNotYours: { fr: 'Seul l’auteur de l’avis peut le modifier', ar: 'يمكن لكاتب التقييم فقط تعديله' },
  reviewEditClosed: { fr: 'Un avis ne peut plus être modifié 7 jours après sa publication', ar: 'لا يمكن تعديل التقييم بعد 7 أيام من نشره' },
  reviewReplyNotSeller: { fr: 'Seul le vendeur peut répondre à cet avis', ar: 'يمكن للبائع فقط الرد على هذا التقييم' },
  reviewReplyExists: { fr: 'Vous avez déjà répondu à cet avis', ar: 'لقد رددت على هذا التقييم من قبل' },
  reviewSent: { fr: 'Merci, votre avis est publié', ar: 'شكرًا، تم نشر تقييمك' },
  reviewUpdated: { fr: 'Votre avis a été modifié', ar: 'تم تعديل تقييمك' },
  reviewReplySent: { fr: 'Votre réponse est publiée', ar: 'تم نشر ردك' },
  reviewReportAlreadySent: { fr: 'Vous avez déjà signalé cet avis', ar: 'لقد أبلغت عن هذا التقييم من قبل' },
  reviewReportOwn: { fr: 'Vous ne pouvez pas signaler votre propre avis', ar: 'لا يمكنك الإبلاغ عن تقييمك' },
  reviewNotificationTitle: { fr: 'Nouvel avis', ar: 'تقييم جديد' },
  reviewNotificationText: {
    fr: '{name} vous a donné {rating}/5 pour « {title} ».',
    ar: 'منحك {name} تقييم {rating}/5 على « {title} ».',
    params: ['name', 'rating', 'title'],
  },
  reviewHiddenTitle: { fr: 'Avis masqué', ar: 'تم إخفاء التقييم' },
  reviewHidden: {
    fr: 'Votre avis sur « {title} » a été masqué par l’équipe Souk après un signalement.',
    ar: 'قام فريق سوق بإخفاء تقييمك على « {title} » بعد بلاغ.',
    params: ['title'],
  },
  listingExpiringTitle: { fr: 'Votre annonce expire bientôt', ar: 'إعلانك سينتهي قريبًا' },
  listingExpiringText: {
    fr: '« {title} » ne sera plus visible dans {days} jours. Renouvelez-la pour la garder en ligne.',
    ar: 'لن يظهر « {title} » بعد {days} أيام. جدّده ليبقى منشورًا.',
    params: ['title', 'days'],
  },
  listingSoldTitle: { fr: 'Annonce vendue', ar: 'تم بيع الإعلان' },
  listingSoldText: {
    fr: '« {title} », que vous aimiez, a été vendu.',
    ar: '« {title} »، الذي أعجبك، تم بيعه.',
    params: ['title'],
  },
  listingRenewed: { fr: 'Annonce renouvelée pour 60 jours', ar: 'تم تجديد الإعلان لمدة 60 يومًا' },
  listingMarkedSold: { fr: 'Annonce marquée comme vendue', ar: 'تم تعليم الإعلان كمباع' },
  renewLinkInvalid: { fr: 'Ce lien de renouvellement est invalide', ar: 'رابط التجديد هذا غير صالح' },
  renewLinkUsed: {
    fr: 'Ce lien de renouvellement a déjà servi : l’annonce a été renouvelée',
    ar: 'تم استخدام رابط التجديد هذا من قبل: تم تجديد الإعلان',
  },
  renewNotAllowed: { fr: 'Une annonce vendue ne peut pas être renouvelée', ar: 'لا يمكن تجديد إعلان مباع' },
  listingAlreadySold: { fr: 'Cette annonce est déjà marquée comme vendue', ar: 'هذا الإعلان معلَّم كمباع من قبل' },
  listingUnavailable: {
    fr: 'Cette annonce n’est plus disponible : vous ne pouvez plus contacter le vendeur à son sujet',
    ar: 'هذا الإعلان لم يعد متاحًا: لا يمكنك مراسلة البائع بشأنه',
  },
  listingNotActive: { fr: 'Seule une annonce en ligne peut être marquée comme vendue', ar: 'يمكن تعليم إعلان منشور فقط كمباع' },
} as const satisfies Record<string, Entry>;
