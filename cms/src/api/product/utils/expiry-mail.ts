import { EXPIRY_REMINDER_DAYS, type Language } from '@souk/domain';
import { escapeHtml, type Mail } from '../../account/emails/templates';

const WORDING = {
  fr: {
    subject: (title: string) => `Votre annonce « ${title} » expire dans ${EXPIRY_REMINDER_DAYS} jours — Souk`,
    greeting: (name: string) => `Bonjour ${name},`,
    intro: (title: string, date: string) => `Votre annonce « ${title} » ne sera plus visible après le ${date}.`,
    action: 'Renouveler',
    explain: 'Un clic la garde en ligne 60 jours de plus, sans vous connecter.',
    signature: 'L’équipe Souk',
  },
  ar: {
    subject: (title: string) => `إعلانك « ${title} » سينتهي بعد ${EXPIRY_REMINDER_DAYS} أيام — سوق`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: (title: string, date: string) => `لن يظهر إعلانك « ${title} » بعد ${date}.`,
    action: 'تجديد',
    explain: 'نقرة واحدة تبقيه منشورًا 60 يومًا أخرى، دون تسجيل الدخول.',
    signature: 'فريق سوق',
  },
} as const;

/** The reminder sent EXPIRY_REMINDER_DAYS before a listing expires, with its one-click renewal link. */
export function expiryMail(language: Language, to: { email: string; name: string }, listing: { title: string; expiresAt: number; url: string }, renewUrl: string): Mail {
  const w = WORDING[language] ?? WORDING.fr;
  const date = new Date(listing.expiresAt).toLocaleDateString(language === 'ar' ? 'ar-TN' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Tunis' });
  const text = [w.greeting(to.name), '', w.intro(listing.title, date), w.explain, '', `${w.action} : ${renewUrl}`, '', listing.url, '', w.signature].join('\n');
  const html = `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(w.greeting(to.name))}</p>
<p>${escapeHtml(w.intro(listing.title, date))}</p>
<p>${escapeHtml(w.explain)}</p>
<p><a href="${escapeHtml(renewUrl)}" style="display:inline-block;background:#c2410c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(w.action)}</a></p>
<p><a href="${escapeHtml(listing.url)}">${escapeHtml(listing.title)}</a></p>
<p>${escapeHtml(w.signature)}</p>
</body></html>`;
  return { to: to.email, subject: w.subject(listing.title), text, html };
}
