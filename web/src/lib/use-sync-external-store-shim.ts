/**
 * `use-sync-external-store/shim` for React 19, which has the hook built in: react-i18next imports the shim
 * (for React 17 and older), web/vite.config.ts points it here, so the first load does not carry a copy.
 */
export { useSyncExternalStore } from 'react';
