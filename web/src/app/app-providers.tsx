import { type ReactNode, StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { followSystemThemeUntilChosen } from '../lib/theme';

/**
 * App-wide context. i18next is initialized on import of `lib/i18n` (resources are bundled), and the
 * theme lives on `<html>`, so neither needs a React provider.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(followSystemThemeUntilChosen, []);
  return (
    <StrictMode>
      <BrowserRouter>{children}</BrowserRouter>
    </StrictMode>
  );
}
