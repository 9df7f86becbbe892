import { route } from '../../../auth/access';
import { rateLimit } from '../../../http/rate-limit';

/** Password reset and e-mail confirmation: the links of the account e-mails land on these (in any browser). */
export default {
  routes: [
    route('public', 'POST', '/auth/forgot-password', 'verification.forgotPassword', { middlewares: [rateLimit('forgotPassword')] }),
    route('public', 'POST', '/auth/reset-password', 'verification.resetPassword', { middlewares: [rateLimit('resetPassword')] }),
    route('public', 'POST', '/auth/confirm-email', 'verification.confirmEmail', { middlewares: [rateLimit('confirmEmail')] }),
    route('user', 'POST', '/auth/resend-confirmation', 'verification.resendConfirmation', { middlewares: [rateLimit('resendConfirmation')] }),
  ],
};
