import { Monitor } from '@/components/icons';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import type { ActiveSession } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useFormatters } from '@/lib/format';
import { useActiveSessions, useRevokeSession, useSignOutEverywhere } from '../api/sessions';
import { SettingsSection } from './settings-sections';

/** 'Chromium sur Linux', or what is known of it. */
function useDeviceName() {
  const { t } = useTranslation();
  return (session: ActiveSession) => {
    if (session.browser && session.os) return t('account.sessions.device', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('account.sessions.unknownDevice');
  };
}

function SessionRow({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const deviceName = useDeviceName();
  const revoke = useRevokeSession();
  const signOut = useSignOut();
  const name = deviceName(session);
  const headingId = `session-${session.id}`;
  const disconnect = () => {
    // This device: the usual sign-out (the server ends this session, the site forgets it).
    if (session.current) return void signOut();
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t('account.sessions.revoked', { device: name })),
      onError: (error) => toast.error(t('messages.errorTitle'), { description: errorText(error, t('account.sessions.revokeFailed')) }),
    });
  };
  return (
    <li aria-labelledby={headingId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 space-y-0.5">
          <p id={headingId} className="flex flex-wrap items-center gap-2 font-medium">
            <span>{name}</span>
            {session.current ? <Badge tone="success">{t('account.sessions.thisDevice')}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('account.sessions.since', { date: format.date(session.created_at) })}
            {' · '}
            {t('account.sessions.lastUsed', { age: format.relativeMessages(session.last_used_at) })}
            {session.ip ? (
              <>
                {' · '}
                <span dir="ltr">{session.ip}</span>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={disconnect} disabled={revoke.isPending} aria-label={t('account.sessions.disconnectDevice', { device: name })}>
        {t('account.sessions.disconnect')}
      </Button>
    </li>
  );
}

/** 'Sessions actives' (settings): every signed-in device, each can be signed out; or all at once. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useActiveSessions();
  const everywhere = useSignOutEverywhere();
  return (
    <SettingsSection id="settings-sessions" title={t('account.sessions.title')} description={t('account.sessions.text')}>
      {sessions.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : sessions.isError ? (
        <div role="alert" className="space-y-2">
          <p>{errorText(sessions.error, t('account.sessions.loadFailed'))}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ul className="space-y-2" aria-label={t('account.sessions.title')}>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="destructive"
        disabled={everywhere.isPending}
        onClick={() =>
          everywhere.mutate(undefined, {
            onError: (error) => toast.error(t('messages.errorTitle'), { description: errorText(error, t('account.sessions.revokeFailed')) }),
          })
        }
      >
        {t('account.sessions.signOutEverywhere')}
      </Button>
    </SettingsSection>
  );
}
