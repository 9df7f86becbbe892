import type { Core } from '@strapi/strapi';
import { appEnv } from '../../../env';
import type { Mail } from '../emails/templates';

/**
 * Outgoing e-mail. With SMTP_HOST set, through Strapi's e-mail plugin and its nodemailer provider
 * (config/plugins.ts); without it the whole mail, link included, is written to the log, so a
 * developer (or the e2e server) can still follow it.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  async send(mail: Mail): Promise<void> {
    if (!appEnv().SMTP_HOST) {
      strapi.log.info(`[mail] not sent (no SMTP_HOST configured), written here instead\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n[/mail]`);
      return;
    }
    await strapi.plugin('email').service('email').send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) });
    strapi.log.info(`[mail] sent to ${mail.to}: ${mail.subject}`);
  },

  /**
   * Sends after the response: the caller neither waits for the SMTP server nor learns whether a
   * mail left (the forgot-password answer must not depend on it). A failure is logged.
   */
  queue(mail: Mail): void {
    setImmediate(() => {
      this.send(mail).catch((error: unknown) => strapi.log.error(`[mail] could not send to ${mail.to}: ${error instanceof Error ? error.message : String(error)}`));
    });
  },
});

export default service;
export type MailService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    mail: typeof service;
  }
}
