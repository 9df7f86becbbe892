import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@souk/domain';
import { sessionQueryKey } from '@/lib/auth';
import { authToken } from '@/lib/auth-token';
import { profileOf, testUser } from '@/testing/data';
import { apiError, installFakeApi, type FakeRequest } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

/** A server that keeps the profile between calls, as the real one does. */
function profileServer(overrides: Partial<Profile> = {}) {
  let profile: Profile = { ...(profileOf(testUser).data as Profile), ...overrides };
  const fake = installFakeApi({
    'GET /profile': () => ({ body: { data: profile } }),
    'PUT /profile': (request: FakeRequest) => {
      const body = request.body as Record<string, unknown>;
      const prefs = body.notification_preferences as Partial<Profile['notification_preferences']> | undefined;
      profile = { ...profile, ...(body as Partial<Profile>), notification_preferences: { ...profile.notification_preferences, ...prefs } };
      return { body: { data: profile } };
    },
    'PATCH /profile': (request: FakeRequest) => {
      const body = request.body as { currentPassword?: string };
      if (body.currentPassword !== 'motdepasse1') {
        return {
          status: 400,
          body: { data: null, error: { status: 400, name: 'ValidationError', message: 'Le mot de passe actuel est incorrect', details: { issues: [{ path: 'currentPassword', message: 'Le mot de passe actuel est incorrect' }] } } },
        };
      }
      return { body: { data: profile, token: 'fresh-token' } };
    },
    'DELETE /auth/delete-account': (request: FakeRequest) =>
      (request.body as { password?: string }).password === 'motdepasse1'
        ? { body: { data: { id: testUser.id }, message: 'Compte supprimé' } }
        : { status: 400, body: { data: null, error: { status: 400, name: 'ValidationError', message: 'Mot de passe incorrect', details: { issues: [{ path: 'password', message: 'Mot de passe incorrect' }] } } } },
    'GET /notifications/unread-count': () => ({ body: { count: 0 } }),
  });
  return { fake, current: () => profile };
}

beforeEach(() => authToken.clear());

describe('profile page', () => {
  it('shows the read view with SPEC’s empty texts, edits, validates like the server and survives cancel', async () => {
    const server = profileServer();
    const user = userEvent.setup();
    renderApp('/profile', { user: testUser });
    expect(await screen.findByRole('heading', { name: 'Mon Profil' })).toBeInTheDocument();
    expect(await screen.findAllByText('Non renseigné')).toHaveLength(2);
    expect(screen.getByText('Aucune biographie')).toBeInTheDocument();
    expect(screen.getByText('10/01/2025')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const form = screen.getByRole('form', { name: 'Modifier le profil' });
    await user.clear(within(form).getByLabelText('Nom affiché'));
    await user.type(within(form).getByLabelText('Téléphone'), 'appelle-moi');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(form).findByText('Le nom affiché est requis')).toBeInTheDocument();
    expect(within(form).getByText('Numéro de téléphone invalide')).toBeInTheDocument();
    expect(server.fake.callsTo('PUT', '/profile')).toHaveLength(0);

    // Cancel restores the server's values.
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(screen.getByLabelText('Nom affiché')).toHaveValue('Amira');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('');

    await user.type(screen.getByLabelText('Téléphone'), '+216 22 123 456');
    await user.type(screen.getByLabelText('Biographie'), 'Couturière à Sousse');
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('+216 22 123 456')).toBeInTheDocument();
    expect(screen.getByText('Couturière à Sousse')).toBeInTheDocument();
    expect(server.fake.callsTo('PUT', '/profile')[0]!.body).toEqual({ display_name: 'Amira', bio: 'Couturière à Sousse', location: '', phone: '+216 22 123 456' });
  });
});

describe('settings page', () => {
  it('saves a privacy flag and a notification kind on the server as soon as it is switched', async () => {
    const server = profileServer();
    const user = userEvent.setup();
    renderApp('/settings', { user: testUser });
    const phone = await screen.findByRole('switch', { name: 'Afficher mon téléphone sur mon profil public' });
    expect(phone).not.toBeChecked();
    await user.click(phone);
    await waitFor(() => expect(server.current().show_phone).toBe(true));
    expect(phone).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Quand quelqu’un aime mon annonce' }));
    await waitFor(() => expect(server.current().notification_preferences.like).toBe(false));
    expect(server.fake.callsTo('PUT', '/profile').map((c) => c.body)).toEqual([{ show_phone: true }, { notification_preferences: { like: false } }]);
  });

  it('password change: the confirmation must match, a wrong current password shows under its field, success keeps this session with the new token', async () => {
    const server = profileServer();
    const user = userEvent.setup();
    renderApp('/settings', { user: testUser });
    const form = await screen.findByRole('form', { name: 'Mot de passe' });
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'pas-le-bon');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(within(form).getByLabelText('Confirmer le nouveau mot de passe'), 'autre-chose');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(server.fake.callsTo('PATCH', '/profile')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(within(form).getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Le mot de passe actuel est incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText('Mot de passe actuel'));
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'motdepasse1');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() => expect(authToken.get()).toBe('fresh-token'));
    expect(server.fake.callsTo('PATCH', '/profile').at(-1)!.body).toEqual({ display_name: 'Amira', currentPassword: 'motdepasse1', newPassword: 'nouveau-secret' });
  });

  it('account deletion needs the password and the typed word, then signs out and goes home', async () => {
    const server = profileServer();
    const user = userEvent.setup();
    const { router } = renderApp('/settings', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer mon compte' });
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Votre mot de passe'), 'motdepasse1');
    await user.type(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'), 'supprime');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Tapez SUPPRIMER pour confirmer', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(server.fake.callsTo('DELETE', '/auth/delete-account')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Votre mot de passe'));
    await user.type(within(dialog).getByLabelText('Votre mot de passe'), 'faux');
    await user.clear(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'));
    await user.type(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'), 'SUPPRIMER');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(authToken.get()).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Votre mot de passe'));
    await user.type(within(dialog).getByLabelText('Votre mot de passe'), 'motdepasse1');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authToken.get()).toBeNull();
    expect(await screen.findByText('Compte supprimé')).toBeInTheDocument();
    expect(server.fake.callsTo('DELETE', '/auth/delete-account').at(-1)!.body).toEqual({ password: 'motdepasse1' });
  });
});

describe('e-mail confirmation and password reset screens', () => {
  it('an unconfirmed user sees the banner and can ask for a new link', async () => {
    const fake = installFakeApi({
      'GET /profile': () => ({ body: profileOf({ ...testUser, email_confirmed: false }) }),
      'GET /notifications/unread-count': () => ({ body: { count: 0 } }),
      'POST /auth/resend-confirmation': () => ({ body: { data: { sent: true }, message: 'Un nouveau lien de confirmation vient d’être envoyé.' } }),
    });
    const user = userEvent.setup();
    renderApp('/?tab=favorites', { user: { ...testUser, email_confirmed: false } });
    expect(await screen.findByText('Confirmez votre adresse e-mail.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Un nouveau lien de confirmation vient d’être envoyé.')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/auth/resend-confirmation')).toHaveLength(1);
  });

  it('the confirmation page sends the link’s token once and says the address is confirmed', async () => {
    const fake = installFakeApi({ 'POST /auth/confirm-email': () => ({ body: { data: { email_confirmed: true }, message: 'Adresse e-mail confirmée' } }) });
    renderApp('/auth/confirm-email?token=abc123');
    expect(await screen.findByText('Adresse e-mail confirmée')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/auth/confirm-email').map((c) => c.body)).toEqual([{ token: 'abc123' }]);
  });

  it('a signed-in session read before the confirmation was written is asked again: the banner does not stay', async () => {
    // The link opens a new page: who is signed in and the confirmation leave together, and the
    // first answer (unconfirmed) arrives after the confirmation.
    let sessionAnswer: () => void = () => undefined;
    let sessionReads = 0;
    installFakeApi({
      'GET /profile': () => {
        sessionReads += 1;
        if (sessionReads > 1) return { body: profileOf({ ...testUser, email_confirmed: true }) };
        return new Promise((resolve) => (sessionAnswer = () => resolve({ body: profileOf({ ...testUser, email_confirmed: false }) })));
      },
      'POST /auth/confirm-email': () => ({ body: { data: { email_confirmed: true }, message: 'Adresse e-mail confirmée' } }),
    });
    const { queryClient } = renderApp('/auth/confirm-email?token=abc123', { user: { ...testUser, email_confirmed: false } });
    expect(await screen.findByText('Adresse e-mail confirmée')).toBeInTheDocument();
    sessionAnswer();
    await waitFor(() => expect(sessionReads).toBe(2));
    await waitFor(() => expect(queryClient.getQueryData<{ email_confirmed: boolean }>(sessionQueryKey)?.email_confirmed).toBe(true));
  });

  it('a used or expired confirmation link says so', async () => {
    installFakeApi({ 'POST /auth/confirm-email': () => apiError(400, 'Ce lien de confirmation est invalide ou a expiré.') });
    renderApp('/auth/confirm-email?token=vieux');
    expect(await screen.findByText('Ce lien de confirmation est invalide ou a expiré.')).toBeInTheDocument();
  });

  it('forgot password: the e-mail is checked like on the server, then the same neutral answer is shown', async () => {
    const fake = installFakeApi({
      'POST /auth/forgot-password': () => ({ body: { data: { sent: true }, message: 'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient d’être envoyé.' } }),
    });
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    const form = await screen.findByRole('form', { name: 'Mot de passe oublié ?' });
    await user.type(within(form).getByLabelText('Email'), 'pas-un-email');
    await user.click(within(form).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await within(form).findByText('Email invalide')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'Amira@Souk.tn');
    await user.click(within(form).getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(/Si un compte existe pour cette adresse/)).toBeInTheDocument();
    expect(fake.callsTo('POST', '/auth/forgot-password')[0]!.body).toEqual({ email: 'amira@souk.tn' });
  });

  it('reset page: the passwords must match; the token of the link is sent; then back to sign-in', async () => {
    const fake = installFakeApi({ 'POST /auth/reset-password': () => ({ body: { data: { reset: true }, message: 'Mot de passe modifié. Vous pouvez vous connecter.' } }) });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/reset-password?token=jeton-du-lien');
    const form = await screen.findByRole('form', { name: 'Nouveau mot de passe' });
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'court');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await within(form).findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Nouveau mot de passe'));
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(within(form).getByLabelText('Confirmer le mot de passe'), 'nouveau-secrex');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await within(form).findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Confirmer le mot de passe'));
    await user.type(within(form).getByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(fake.callsTo('POST', '/auth/reset-password')[0]!.body).toEqual({ token: 'jeton-du-lien', password: 'nouveau-secret' });
  });
});
