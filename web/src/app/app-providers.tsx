import { type ReactNode, useEffect } from 'react';
import { followSystemThemeUntilChosen } from '../lib/theme';

/**
 * App-wide context, inside the router (the browser's in main.tsx, a static one while prerendering).
 * i18next is initialized on import of `lib/i18n` (resources are bundled), and the theme lives on
 * `<html>`, so neither needs a React provider.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(followSystemThemeUntilChosen, []);
  return children;
}
