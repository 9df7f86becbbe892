import { describe, expect, it } from 'vitest';
import { CATALOGUE, isMessageCode } from './messages';
import { NOTIFICATION_CODES, localizedNotification, notificationText } from './notification';

describe('notification texts', () => {
  it('store the French title and body with the body’s code and parameters', () => {
    expect(notificationText('likeNotificationText', 'Hela', 'Vélo de course')).toEqual({
      title: 'Nouveau j’aime',
      message: 'Hela aime votre annonce « Vélo de course »',
      code: 'like_notification_text',
      params: { who: 'Hela', title: 'Vélo de course' },
    });
  });

  it('are written in the reader’s language from the code', () => {
    const stored = { ...notificationText('messageAboutNotificationText', 'Hela', 'Vélo', 'Toujours dispo ?') };
    expect(localizedNotification(stored, 'ar')).toEqual({ title: CATALOGUE.messageNotificationTitle.ar, message: 'Hela بخصوص « Vélo »: Toujours dispo ?' });
    expect(localizedNotification(stored, 'fr')).toEqual({ title: 'Nouveau message', message: 'Hela à propos de « Vélo » : Toujours dispo ?' });
  });

  it('keep the French of a row written before codes, or of a code this client does not know', () => {
    const old = { title: 'Nouveau j’aime', message: 'Omar aime votre annonce « Table »', code: null, params: null };
    expect(localizedNotification(old, 'ar')).toEqual({ title: old.title, message: old.message });
    expect(localizedNotification({ ...old, code: 'already_liked' }, 'ar')).toEqual({ title: old.title, message: old.message });
  });

  it('use catalogue codes only, each with a title', () => {
    expect(NOTIFICATION_CODES.length).toBeGreaterThanOrEqual(6);
    for (const code of NOTIFICATION_CODES) expect(isMessageCode(code)).toBe(true);
  });
});
