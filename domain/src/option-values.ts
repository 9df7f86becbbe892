// The values of each option list and the `{ fr, ar }` label type, apart from the labels themselves
// (options.ts): a screen that only checks a value or reads a label it was given does not carry
// every list's French and Arabic words.
import type { Language } from './constants';

export interface Label {
  readonly fr: string;
  readonly ar: string;
}
export type OptionLabels<V extends string> = Readonly<Record<V, Label>>;

/** One entry of a select, chip row or tab list: the value it puts in the query or form, and its label. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: Label;
}

/** The one way a `{ fr, ar }` label is read: its text in `language`. */
export function labelText(label: Label, language: Language = 'fr'): string {
  return label[language];
}

export const PRODUCT_CONDITIONS = ['new', 'like_new', 'good', 'used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

// The lists of the car, real-estate and job fields: a module of their own, so that a screen which
// only reads a listing's condition (the cards) does not carry them in its chunk.
export * from './kind-option-values';

/** The management page's status select (SPEC 2.17). */
export const PRODUCT_STATUSES = ['all', 'promoted', 'regular', 'free', 'paid'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
