import { useSyncExternalStore } from 'react';
import { readPreference, writePreference } from './preference-cookies';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const darkSchemeQuery = '(prefers-color-scheme: dark)';
const themeListeners = new Set<() => void>();

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function readSavedTheme(): Theme | null {
  const saved = readPreference('theme');
  return isTheme(saved) ? saved : null;
}

function systemTheme(): Theme {
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const listener of themeListeners) listener();
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The visitor's explicit choice: applied now and remembered. */
export function chooseTheme(theme: Theme): void {
  writePreference('theme', theme);
  applyTheme(theme);
}

/** Until the visitor chooses, the theme follows the system preference, also when it changes. */
export function followSystemThemeUntilChosen(): () => void {
  const query = window.matchMedia(darkSchemeQuery);
  const onSystemChange = () => {
    if (readSavedTheme() === null) applyTheme(systemTheme());
  };
  query.addEventListener('change', onSystemChange);
  return () => query.removeEventListener('change', onSystemChange);
}

function subscribeToTheme(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

/** The theme in effect; prerendered HTML assumes light and the inline script corrects it before paint. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light');
}
