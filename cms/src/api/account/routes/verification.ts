import { rateLimit } from '../../../lib/rate-limit';

/** Password reset and e-mail confirmation: the links of the account e-mails land on these. */
export default {
  routes: [
    { method: 'POST', path: '/auth/forgot-password', handler: 'verification.forgotPassword', config: { middlewares: [rateLimit('forgotPassword')] } },
    { method: 'POST', path: '/auth/reset-password', handler: 'verification.resetPassword', config: { middlewares: [rateLimit('resetPassword')] } },
    { method: 'POST', path: '/auth/confirm-email', handler: 'verification.confirmEmail', config: { middlewares: [rateLimit('confirmEmail')] } },
    { method: 'POST', path: '/auth/resend-confirmation', handler: 'verification.resendConfirmation', config: { middlewares: [rateLimit('resendConfirmation')] } },
  ],
};
