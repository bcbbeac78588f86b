import { useEffect, useRef } from 'react';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../../components/ui/icons';
import {
  dismissNotification,
  type NotificationType,
  type ShownNotification,
  scheduleDismissal,
  useNotifications,
} from '../../lib/notifications';
import { useStrings } from '../../lib/strings';
import type { PausableTimer } from '../../lib/timers';

const typeStyles: Record<NotificationType, { Icon: typeof InfoIcon; classes: string; iconClasses: string }> = {
  success: {
    Icon: CheckCircleIcon,
    classes: 'border-emerald-200 dark:border-emerald-400/40',
    iconClasses: 'text-emerald-700 dark:text-emerald-300',
  },
  error: {
    Icon: AlertCircleIcon,
    classes: 'border-red-200 dark:border-red-400/40',
    iconClasses: 'text-red-700 dark:text-red-300',
  },
  warning: {
    Icon: WarningIcon,
    classes: 'border-amber-200 dark:border-amber-400/40',
    iconClasses: 'text-amber-700 dark:text-amber-300',
  },
  info: {
    Icon: InfoIcon,
    classes: 'border-sky-200 dark:border-sky-400/40',
    iconClasses: 'text-sky-700 dark:text-sky-300',
  },
};

/** One notification; it leaves after its duration, paused while the pointer or focus is on it. */
function NotificationItem({ notification }: { notification: ShownNotification }) {
  const { t } = useStrings();
  const { id, type, title, message } = notification;
  const timer = useRef<PausableTimer | null>(null);

  const pause = () => timer.current?.pause();
  const resume = () => timer.current?.resume();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once per notification
  useEffect(() => {
    const dismissal = scheduleDismissal(notification);
    timer.current = dismissal;
    return () => dismissal.cancel();
  }, []);

  const { Icon, classes, iconClasses } = typeStyles[type];
  return (
    <li
      data-notification-type={type}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className={`pointer-events-auto flex w-full gap-3 rounded-xl border bg-white p-4 shadow-lg dark:bg-slate-900 ${classes}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${iconClasses}`} />
      {/* An error is announced at once: an element with role="alert" is read out when it is inserted. */}
      <div className="min-w-0 flex-1" role={type === 'error' ? 'alert' : undefined}>
        <p className="font-semibold text-slate-900 text-sm dark:text-white">{title}</p>
        <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{message}</p>
      </div>
      <button
        type="button"
        onClick={() => dismissNotification(id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300"
      >
        <span className="sr-only">{t('notifications.dismiss')}</span>
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

/**
 * Where notifications appear (top right). Errors are alerts (announced when they appear); the other
 * types go into a polite status region that is present from the start, so additions are announced.
 */
export function NotificationRegion() {
  const { t } = useStrings();
  const notifications = useNotifications();
  const errors = notifications.filter(({ type }) => type === 'error');
  const others = notifications.filter(({ type }) => type !== 'error');
  return (
    <section
      aria-label={t('notifications.label')}
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6"
    >
      <div className="w-full max-w-sm">
        <ul className="flex flex-col gap-2">
          {errors.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      </div>
      <div role="status" className="w-full max-w-sm">
        <ul className="flex flex-col gap-2">
          {others.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      </div>
    </section>
  );
}
