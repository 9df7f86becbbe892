// Stands in for `use-sync-external-store/shim` (vite.config.ts alias): React 18 has the hook.
export { useSyncExternalStore } from 'react';
