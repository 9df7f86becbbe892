import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_AR } from '@souk/domain';
import { authToken } from '@/lib/auth-token';
import { i18n } from '@/lib/i18n';
import { apiError, installFakeApi } from '@/testing/fake-api';
import { collection, profileOf, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const homeHandlers = {
  'GET /products': () => ({ body: collection([]) }),
  'GET /products/promoted': () => ({ body: collection([]) }),
  'GET /stats': () => ({ body: { totalProducts: 0, totalUsers: 0 } }),
};

async function openForm(tab: 'Connexion' | 'Inscription') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: tab }));
  const form = screen.getByRole('form', { name: tab });
  return { user, form };
}

describe('/auth', () => {
  it("asks for every field with the domain's message", async () => {
    installFakeApi({});
    renderApp('/auth');
    const { user, form } = await openForm('Connexion');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findAllByText('Veuillez remplir tous les champs')).toHaveLength(2);
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects a malformed e-mail and a short sign-up password', async () => {
    installFakeApi({});
    renderApp('/auth');
    const { user, form } = await openForm('Inscription');
    await user.type(within(form).getByLabelText('Email'), 'pas-un-email');
    await user.type(within(form).getByLabelText('Mot de passe'), '123');
    await user.click(within(form).getByRole('button', { name: "S'inscrire" }));
    expect(await within(form).findByText('Email invalide')).toBeInTheDocument();
    expect(within(form).getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
  });

  it("shows the server's message in an alert when sign-in fails", async () => {
    const fake = installFakeApi({ 'POST /auth/signin': () => apiError(400, 'invalidCredentials') });
    renderApp('/auth');
    const { user, form } = await openForm('Connexion');
    await user.type(within(form).getByLabelText('Email'), 'Amira@Souk.tn ');
    await user.type(within(form).getByLabelText('Mot de passe'), 'mauvais');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Échec de la connexion');
    expect(alert).toHaveTextContent('Email ou mot de passe incorrect');
    // The domain schema normalises the address before it is sent.
    expect(fake.callsTo('POST', '/auth/signin')[0]?.body).toEqual({ email: 'amira@souk.tn', password: 'mauvais' });
  });

  it('signs in, stores the token and goes home', async () => {
    installFakeApi({
      ...homeHandlers,
      'POST /auth/signin': () => ({ body: { token: 'jwt-1', user: testUser } }),
      'GET /profile': () => ({ body: profileOf(testUser) }),
    });
    const { router } = renderApp('/auth');
    const { user, form } = await openForm('Connexion');
    await user.type(within(form).getByLabelText('Email'), testUser.email);
    await user.type(within(form).getByLabelText('Mot de passe'), 'souk1234');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authToken.get()).toBe('jwt-1');
    expect(await screen.findByText('Bienvenue !')).toBeInTheDocument();
  });

  it('sends a signed-in user to /', async () => {
    installFakeApi({ ...homeHandlers, 'GET /profile': () => ({ body: profileOf(testUser) }) });
    const { router } = renderApp('/auth', { user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  describe('in Arabic', () => {
    const ar = i18n.getFixedT('ar');

    async function submitIn(tab: 'signIn' | 'signUp', email: string) {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: ar(`auth.${tab}Tab`) }));
      const form = screen.getByRole('form', { name: ar(`auth.${tab}Tab`) });
      await user.type(within(form).getByLabelText(ar('auth.email')), email);
      await user.type(within(form).getByLabelText(ar('auth.password')), 'mauvais1');
      await user.click(within(form).getByRole('button', { name: ar(`auth.${tab}Button`) }));
      return form;
    }

    it("shows the form's own rules in Arabic, from the schema's codes, before anything is sent", async () => {
      await i18n.changeLanguage('ar');
      const fake = installFakeApi({});
      renderApp('/auth');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: ar('auth.signUpTab') }));
      const form = screen.getByRole('form', { name: ar('auth.signUpTab') });
      await user.type(within(form).getByLabelText(ar('auth.email')), 'pas-un-email');
      await user.type(within(form).getByLabelText(ar('auth.password')), '123');
      await user.click(within(form).getByRole('button', { name: ar('auth.signUpButton') }));
      expect(await within(form).findByText(MESSAGES_AR.invalidEmail)).toBeInTheDocument();
      expect(within(form).getByText(MESSAGES_AR.passwordTooShort)).toBeInTheDocument();
      expect(within(form).queryByText(MESSAGES.passwordTooShort)).not.toBeInTheDocument();
      expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it('shows a refused sign-in in Arabic, read from the error code', async () => {
      await i18n.changeLanguage('ar');
      installFakeApi({ 'POST /auth/signin': () => apiError(400, 'invalidCredentials') });
      renderApp('/auth');
      const alert = await within(await submitIn('signIn', testUser.email)).findByRole('alert');
      expect(alert).toHaveTextContent(MESSAGES_AR.invalidCredentials);
      expect(alert).not.toHaveTextContent(MESSAGES.invalidCredentials);
    });

    it('shows a taken e-mail under the field and in the alert, in Arabic', async () => {
      await i18n.changeLanguage('ar');
      installFakeApi({ 'POST /auth/signup': () => apiError(409, 'emailTaken') });
      renderApp('/auth');
      await submitIn('signUp', 'pris@souk.tn');
      const email = screen.getByLabelText(ar('auth.email'));
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription(MESSAGES_AR.emailTaken);
      const alerts = await screen.findAllByRole('alert');
      expect(alerts.some((alert) => alert.textContent?.includes(ar('messages.signUpFailedTitle')))).toBe(true);
      expect(screen.queryByText(MESSAGES.emailTaken)).not.toBeInTheDocument();
    });

    it('sends one Idempotency-Key per sign-up: the same again after a lost answer, a new one for another address', async () => {
      await i18n.changeLanguage('ar');
      const fake = installFakeApi({ 'POST /auth/signup': () => ({ status: 502 }) });
      const signUps = () => fake.calls.filter((call) => call.method === 'POST' && call.path === '/auth/signup');
      renderApp('/auth');
      const form = await submitIn('signUp', 'perdu@souk.tn');
      const button = within(form).getByRole('button', { name: ar('auth.signUpButton') });
      await waitFor(() => expect(signUps()).toHaveLength(1));
      await waitFor(() => expect(button).toBeEnabled());
      const user = userEvent.setup();
      await user.click(button);
      await waitFor(() => expect(signUps()).toHaveLength(2));
      await waitFor(() => expect(button).toBeEnabled());
      const [first, again] = signUps().map((call) => call.headers.get('Idempotency-Key'));
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(again).toBe(first);
      await user.type(within(form).getByLabelText(ar('auth.email')), 'x');
      await user.click(button);
      await waitFor(() => expect(signUps()).toHaveLength(3));
      expect(signUps()[2]!.headers.get('Idempotency-Key')).not.toBe(first);
    });

    it("localises an unreachable server with the screen's own Arabic words", async () => {
      await i18n.changeLanguage('ar');
      installFakeApi({ 'POST /auth/signin': () => ({ status: 502 }) });
      renderApp('/auth');
      const alert = await within(await submitIn('signIn', testUser.email)).findByRole('alert');
      expect(alert).toHaveTextContent(ar('auth.signInFailed'));
    });
  });
});
