// The assistant's canned replies for what is not a search (SPEC 2.19 keeps canned replies for these).
import type { AssistantIntent } from './parse';

export type AssistantLanguage = 'fr' | 'ar';

export const ASSISTANT_REPLIES: Readonly<Record<Exclude<AssistantIntent, 'search'>, Readonly<Record<AssistantLanguage, string>>>> = {
  greeting: {
    fr: 'Bonjour ! Dites-moi ce que vous cherchez, par exemple « voiture diesel moins de 30 mille à Sfax ».',
    ar: 'مرحبا! قل لي ما تبحث عنه، مثلا « كرهبة في سوسة أقل من 30 ألف ».',
  },
  thanks: {
    fr: 'Avec plaisir ! Autre chose à chercher ?',
    ar: 'بكل سرور! هل تبحث عن شيء آخر؟',
  },
  help: {
    fr: 'Écrivez ce que vous cherchez avec, si vous voulez, une ville et un prix : « S+2 à louer Ariana », « iPhone 13 pas cher », « canapé moins de 1000 dinars à Tunis ». Je vous montre les annonces qui correspondent.',
    ar: 'اكتب ما تبحث عنه، ويمكنك ذكر المدينة والسعر: « شقة للكراء في أريانة »، « ايفون رخيص »، « كنبة أقل من 1000 دينار في تونس ». سأعرض لك الإعلانات المطابقة.',
  },
  unknown: {
    fr: 'Je n’ai pas compris. Essayez par exemple « iPhone 13 pas cher » ou « S+2 à louer Ariana ».',
    ar: 'لم أفهم طلبك. جرّب مثلا « ايفون 13 رخيص » أو « شقة للكراء في أريانة ».',
  },
};

/** Reply in the request's script when it is Arabic, otherwise in the interface's language. */
export const assistantLanguage = (request: { language: 'ar' | null }, interfaceLanguage: AssistantLanguage): AssistantLanguage =>
  request.language ?? interfaceLanguage;
