import { NOTIFICATION_DURATION_MS } from '@lunia/shared/domain/constants';
import { useSyncExternalStore } from 'react';

/** Spec §3: a notification has a type, a title, a message and an optional duration. */
export type NotificationType = 'success' | 'error' | 'info' | 'warning';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** Milliseconds on screen; spec §9 defaults: 5 s, errors 7 s, warnings 6 s. */
  duration?: number;
}

export interface ShownNotification extends Required<NotificationInput> {
  id: number;
}

/** Spec §9: how long each type stays on screen unless the caller says otherwise. */
export function defaultDuration(type: NotificationType): number {
  if (type === 'error') return NOTIFICATION_DURATION_MS.error;
  if (type === 'warning') return NOTIFICATION_DURATION_MS.warning;
  return NOTIFICATION_DURATION_MS.default;
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

export function dismissNotification(id: number): void {
  if (shown.some((notification) => notification.id === id)) {
    publish(shown.filter((notification) => notification.id !== id));
  }
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
