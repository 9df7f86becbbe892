import { toast } from '@/lib/toast';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';

/** SPEC 8 admin toasts: success titles, failures titled 'Erreur' (destructive) with the server's reason when it gave one. */
export const adminToast = {
  success: (key: string) => toast.success(i18n.t(key)),
  failure: (error: unknown, fallbackKey: string) =>
    toast.error(i18n.t('messages.errorTitle'), { description: errorText(error, i18n.t(fallbackKey)) }),
};
