import { AlertCircle } from 'lucide-react';

/** The server's message after a failed sign-in or sign-up (SPEC 8: shown in an alert). */
export function ServerError({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
      <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
