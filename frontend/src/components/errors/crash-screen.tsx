import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  return String(error);
}

/** Global crash screen (SPEC 2.1): the message, the technical details and a way out. */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="container flex min-h-screen max-w-2xl flex-col items-center justify-center gap-5 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t('messages.crashTitle')}</h1>
      <p className="text-muted-foreground">{t('errors.crashText')}</p>
      <details className="w-full rounded-md border bg-muted p-3 text-start text-sm">
        <summary className="cursor-pointer font-medium">{t('errors.technicalDetails')}</summary>
        <pre dir="ltr" className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs">
          {describe(error)}
        </pre>
      </details>
      <Button onClick={() => window.location.reload()}>{t('messages.refreshPage')}</Button>
    </main>
  );
}

/** Used as the router's errorElement: render errors inside any route land here. */
export function RouteCrashScreen() {
  return <CrashScreen error={useRouteError()} />;
}

type BoundaryState = { error: unknown; hasError: boolean };

/** Catches what the router cannot: errors in the providers around it. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
