import { CONFIRM_LINK_TTL_DAYS, RESET_LINK_TTL_MINUTES, type Language } from '@souk/domain';

/** An account e-mail in the recipient's language: plain text for every client, simple HTML for the rest. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the digest's List-Unsubscribe pair). */
  headers?: Record<string, string>;
}

export type AccountMailKind = 'confirm-email' | 'reset-password';

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  validity: string;
  ignore: string;
  signature: string;
}

const WORDING: Record<AccountMailKind, Record<Language, Wording>> = {
  'confirm-email': {
    fr: {
      subject: 'Confirmez votre adresse e-mail — Souk',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Bienvenue sur Souk ! Confirmez votre adresse e-mail pour publier des annonces et écrire aux vendeurs.',
      button: 'Confirmer mon adresse',
      validity: `Ce lien est valable ${CONFIRM_LINK_TTL_DAYS} jours et ne sert qu’une fois.`,
      ignore: 'Si vous n’avez pas créé de compte sur Souk, ignorez cet e-mail.',
      signature: 'L’équipe Souk',
    },
    ar: {
      subject: 'أكّد عنوان بريدك الإلكتروني — سوق',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'مرحبًا بك في سوق! أكّد عنوان بريدك الإلكتروني لتتمكّن من نشر الإعلانات ومراسلة البائعين.',
      button: 'تأكيد عنواني',
      validity: `هذا الرابط صالح لمدة ${CONFIRM_LINK_TTL_DAYS} أيام ويُستعمل مرة واحدة فقط.`,
      ignore: 'إذا لم تُنشئ حسابًا على سوق، تجاهل هذه الرسالة.',
      signature: 'فريق سوق',
    },
  },
  'reset-password': {
    fr: {
      subject: 'Réinitialisation de votre mot de passe — Souk',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Vous avez demandé à changer le mot de passe de votre compte Souk. Choisissez-en un nouveau avec ce lien :',
      button: 'Choisir un nouveau mot de passe',
      validity: `Ce lien est valable ${RESET_LINK_TTL_MINUTES} minutes et ne sert qu’une fois. Après le changement, toutes vos sessions ouvertes sont fermées.`,
      ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
      signature: 'L’équipe Souk',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور — سوق',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'طلبت تغيير كلمة مرور حسابك على سوق. اختر كلمة مرور جديدة عبر هذا الرابط:',
      button: 'اختيار كلمة مرور جديدة',
      validity: `هذا الرابط صالح لمدة ${RESET_LINK_TTL_MINUTES} دقيقة ويُستعمل مرة واحدة فقط. بعد التغيير تُغلق كل جلساتك المفتوحة.`,
      ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      signature: 'فريق سوق',
    },
  },
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function accountMail(kind: AccountMailKind, language: Language, to: { email: string; name: string }, link: string): Mail {
  const w = WORDING[kind][language] ?? WORDING[kind].fr;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const text = [w.greeting(to.name), '', w.body, '', link, '', w.validity, w.ignore, '', w.signature].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(w.greeting(to.name))}</p>
<p>${escapeHtml(w.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(w.button)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(w.validity)}<br>${escapeHtml(w.ignore)}</p>
<p>${escapeHtml(w.signature)}</p>
</body></html>`;
  return { to: to.email, subject: w.subject, text, html };
}
