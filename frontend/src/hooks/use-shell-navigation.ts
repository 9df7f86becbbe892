import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths, type ShellTab } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** SPEC 2.2: these tabs need a signed-in user. */
export const TABS_REQUIRING_LOGIN: readonly ShellTab[] = ['add', 'messages'];

export function useLoginRequiredNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(() => {
    toast.error(t('messages.authRequiredTitle'), { description: t('messages.authRequiredText'), id: 'auth-required' });
    navigate(paths.auth.getHref());
  }, [navigate, t]);
}

/** Opens a shell tab from anywhere (header, bottom navigation, pages outside the shell). */
export function useOpenTab() {
  const navigate = useNavigate();
  const { data: user, isPending } = useUser();
  const requireLogin = useLoginRequiredNotice();
  return useCallback(
    (tab: ShellTab, options: { edit?: string } = {}) => {
      // While the session is still loading the shell itself applies the rule once it knows.
      if (TABS_REQUIRING_LOGIN.includes(tab) && !user && !isPending) {
        requireLogin();
        return;
      }
      navigate(paths.home.getHref(tab, options));
    },
    [isPending, navigate, requireLogin, user],
  );
}
