/**
 * The button styles and the buttons that need no router (also in the islands of the prerendered pages);
 * `./button.tsx` adds the router link and re-exports these.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'inverseOutline';

const baseClasses =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ' +
  'disabled:cursor-not-allowed disabled:opacity-70';

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-brand-300 dark:text-brand-950 dark:hover:bg-brand-200',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  /** A ghost button for what removes or revokes: red text, so it does not read like its neighbours. */
  danger: 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  inverseOutline: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${baseClasses} ${variantClasses[variant]} ${extra}`.trim();
}

type WithVariant = { variant?: ButtonVariant };

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & WithVariant) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

/** An in-page anchor (`#id`) that looks like a button; works before JavaScript loads. */
export function ButtonAnchor({ variant, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & WithVariant) {
  return <a className={buttonClasses(variant, className)} {...props} />;
}
