// The listing search's texts for the category fields' filters and their counts (issue 26).
// Spread into CATALOGUE (catalogue.ts), whose `satisfies` checks these entries too.

export const FILTER_CATALOGUE = {
  filterValueInvalid: { fr: 'Valeur non reconnue pour le filtre « {name} »', ar: 'قيمة غير معروفة لعامل التصفية « {name} »', params: ['name'] },
  filterNumberInvalid: { fr: 'Le filtre « {name} » doit être un nombre entier positif', ar: 'يجب أن يكون عامل التصفية « {name} » عددًا صحيحًا موجبًا', params: ['name'] },
  filterRangeOrder: { fr: 'Dans « {name} », le minimum doit être inférieur ou égal au maximum', ar: 'في « {name} »، يجب أن يكون الحد الأدنى أقل من الحد الأقصى أو مساويًا له', params: ['name'] },
  facetUnknown: { fr: 'Filtre inconnu pour les compteurs : {name}', ar: 'عامل تصفية غير معروف للعدّادات: {name}', params: ['name'] },
  totalAtLeast: { fr: 'plus de {count} annonces', ar: 'أكثر من {count} إعلان', params: ['count'] },
} as const;
