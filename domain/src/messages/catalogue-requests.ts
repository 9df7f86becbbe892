// Texts of the Idempotency-Key rules (publishing, messages and sign-up: a repeat returns the first
// answer), in French and Arabic: part of CATALOGUE (catalogue.ts spreads them in), apart only to
// keep each file short. The entry shape is spelled here rather than imported: catalogue.ts imports this file.
type Entry = { readonly fr: string; readonly ar: string; readonly params?: readonly string[] };

export const REQUEST_CATALOGUE = {
  idempotencyKeyInvalid: {
    fr: 'En-tête Idempotency-Key invalide : de 8 à 255 caractères visibles',
    ar: 'ترويسة Idempotency-Key غير صالحة: من 8 إلى 255 حرفًا مرئيًا',
  },
  idempotencyKeyReused: {
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête',
    ar: 'مفتاح Idempotency-Key هذا استُعمل من قبل لطلب آخر',
  },
  idempotencyKeyInProgress: {
    fr: 'Cette requête est déjà en cours de traitement. Réessayez dans un instant.',
    ar: 'هذا الطلب قيد المعالجة بالفعل. أعد المحاولة بعد قليل.',
  },
} as const satisfies Record<string, Entry>;
