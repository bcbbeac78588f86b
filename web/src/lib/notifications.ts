import { useSyncExternalStore } from 'react';
import {
  ERROR_NOTIFICATION_MS,
  NOTIFICATION_DEFAULT_MS,
  SUCCESS_TOAST_MS,
  WARNING_NOTIFICATION_MS,
} from './spec-timings';
import { type PausableTimer, pausableTimer } from './timers';

/** Spec §3: a notification has a type, a title, a message and an optional duration. */
export type NotificationType = 'success' | 'error' | 'info' | 'warning';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** Milliseconds on screen; the defaults are in `defaultDuration`. */
  duration?: number;
}

export interface ShownNotification extends Required<NotificationInput> {
  id: number;
}

/** How long each type stays on screen unless the caller says otherwise (spec-timings.ts). */
export function defaultDuration(type: NotificationType): number {
  if (type === 'success') return SUCCESS_TOAST_MS;
  if (type === 'error') return ERROR_NOTIFICATION_MS;
  if (type === 'warning') return WARNING_NOTIFICATION_MS;
  return NOTIFICATION_DEFAULT_MS;
}

let shown: readonly ShownNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ShownNotification[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

/** Shows a notification; the region in the layout removes it after its duration. Returns its id. */
export function notify(input: NotificationInput): number {
  const id = nextId++;
  publish([...shown, { ...input, duration: input.duration ?? defaultDuration(input.type), id }]);
  return id;
}

/** The notifications on screen now (what `useNotifications` renders). */
export const currentNotifications = (): readonly ShownNotification[] => shown;

export function dismissNotification(id: number): void {
  if (shown.some((notification) => notification.id === id)) {
    publish(shown.filter((notification) => notification.id !== id));
  }
}

/** After a pause the reader gets at least this long before a notification leaves. */
const MINIMUM_AFTER_PAUSE_MS = 1000;

/**
 * Removes a shown notification after its duration. The region pauses it while the pointer or the focus
 * is on it, and cancels it when the notification leaves the screen first.
 */
export function scheduleDismissal({ id, duration }: Pick<ShownNotification, 'id' | 'duration'>): PausableTimer {
  return pausableTimer(duration, () => dismissNotification(id), MINIMUM_AFTER_PAUSE_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noNotifications: readonly ShownNotification[] = [];

export function useNotifications(): readonly ShownNotification[] {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => noNotifications,
  );
}
