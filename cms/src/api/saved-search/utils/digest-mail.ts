import { DIGEST_LISTINGS_PER_ALERT, type Language } from '@souk/domain';
import { escapeHtml, type Mail } from '../../account/emails/templates';

export interface DigestListing {
  title: string;
  price: string;
  city: string;
  photo: string | null;
  url: string;
}

export interface DigestAlert {
  name: string;
  /** The page that turns this alert's e-mail off (a signed token, no session needed). */
  stopUrl: string;
  listings: DigestListing[];
}

const WORDING = {
  fr: {
    subject: (n: number) => `${n} nouvelle${n > 1 ? 's' : ''} annonce${n > 1 ? 's' : ''} pour vos alertes — Souk`,
    greeting: (name: string) => `Bonjour ${name},`,
    intro: 'Voici les nouvelles annonces de vos alertes depuis hier.',
    alert: (name: string) => `Alerte « ${name} »`,
    stop: 'Ne plus recevoir d’e-mail pour cette alerte',
    manage: 'Gérer mes alertes',
    signature: 'L’équipe Souk',
  },
  ar: {
    subject: (n: number) => `${n} إعلانات جديدة لتنبيهاتك — سوق`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: 'إليك الإعلانات الجديدة لتنبيهاتك منذ الأمس.',
    alert: (name: string) => `تنبيه « ${name} »`,
    stop: 'إيقاف رسائل هذا التنبيه',
    manage: 'إدارة تنبيهاتي',
    signature: 'فريق سوق',
  },
} as const;

/**
 * The daily digest: per alert up to DIGEST_LISTINGS_PER_ALERT listings (title, price, city, photo,
 * link) and its own stop link; `List-Unsubscribe` + `List-Unsubscribe-Post` (RFC 8058) turn off
 * every alert of this mail in one click from the mail client.
 */
export function digestMail(language: Language, to: { email: string; name: string }, alerts: DigestAlert[], links: { manage: string; oneClick: string }): Mail {
  const w = WORDING[language] ?? WORDING.fr;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const count = alerts.reduce((n, a) => n + Math.min(a.listings.length, DIGEST_LISTINGS_PER_ALERT), 0);
  const text = [
    w.greeting(to.name),
    '',
    w.intro,
    ...alerts.flatMap((a) => [
      '',
      w.alert(a.name),
      ...a.listings.slice(0, DIGEST_LISTINGS_PER_ALERT).map((l) => `- ${l.title} — ${l.price} — ${l.city}\n  ${l.url}`),
      `${w.stop} : ${a.stopUrl}`,
    ]),
    '',
    `${w.manage} : ${links.manage}`,
    '',
    w.signature,
  ].join('\n');
  const section = (a: DigestAlert) => `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(w.alert(a.name))}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
${a.listings
  .slice(0, DIGEST_LISTINGS_PER_ALERT)
  .map(
    (l) => `<tr><td style="padding:6px 0;vertical-align:top">${l.photo ? `<img src="${escapeHtml(l.photo)}" alt="" width="96" height="72" style="object-fit:cover;border-radius:4px">` : ''}</td>
<td style="padding:6px 12px;vertical-align:top"><a href="${escapeHtml(l.url)}" style="color:#c2410c;font-weight:bold">${escapeHtml(l.title)}</a><br>${escapeHtml(l.price)} · ${escapeHtml(l.city)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="font-size:13px"><a href="${escapeHtml(a.stopUrl)}" style="color:#4b5563">${escapeHtml(w.stop)}</a></p>`;
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(w.greeting(to.name))}</p>
<p>${escapeHtml(w.intro)}</p>
${alerts.map(section).join('\n')}
<p><a href="${escapeHtml(links.manage)}">${escapeHtml(w.manage)}</a></p>
<p>${escapeHtml(w.signature)}</p>
</body></html>`;
  return {
    to: to.email,
    subject: w.subject(count),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
