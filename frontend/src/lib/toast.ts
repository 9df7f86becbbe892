/**
 * Toasts without sonner in the first paint: sonner (its component, styles and store) is fetched
 * right after the page starts, with the Toaster (src/app/provider.tsx), and every call waits for it.
 * Notices only ever follow a user action or a request, long after that chunk has arrived.
 */
type Sonner = typeof import('sonner');
type ToastOptions = Parameters<Sonner['toast']['success']>[1];

let sonner: Promise<Sonner> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ToastOptions) => {
  void loadSonner().then(({ toast: t }) => t[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
