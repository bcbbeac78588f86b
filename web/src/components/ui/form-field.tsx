import { type ReactNode, useId } from 'react';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Classes of the whole field (e.g. a grid span), not of the control. */
  className?: string | undefined;
  /** Another element that describes the control (e.g. a live checklist rendered under it). */
  describedBy?: string | undefined;
}

/** A field's props: the shell's, plus the control's attributes minus those the shell sets. */
export type FieldProps<ControlAttributes> = Omit<ControlAttributes, 'id' | 'required' | 'className'> & FieldShellProps;

/** The accessibility wiring and look a form control gets from its field. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Splits a field's props into the shell's and the control's own. */
export function splitFieldProps<Props extends FieldShellProps>(
  props: Props,
): [FieldShellProps, Omit<Props, keyof FieldShellProps>] {
  const { label, error, hint, required, className, describedBy, ...control } = props;
  return [{ label, error, hint, required, className, describedBy }, control];
}

/**
 * Label, control, hint and error of one form field: the one shell of TextField, TextAreaField and
 * SelectField. The required marker sits outside the label and is hidden from assistive technology (the
 * control's `required` says it), so the label is the plain name.
 */
export function FormField({
  label,
  required = false,
  hint,
  error,
  className,
  describedBy,
  children,
}: FieldShellProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const showHint = Boolean(hint) && !error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
    className: formControlClasses(Boolean(error)),
  };
  return (
    <div className={className}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="font-medium text-slate-900 text-sm dark:text-slate-100">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-700 text-sm dark:text-red-400">
            *
          </span>
        )}
      </div>
      <div className="mt-1.5">{children(control)}</div>
      {showHint && (
        <p id={hintId} className="mt-1.5 text-slate-600 text-xs dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 font-medium text-red-700 text-sm dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function formControlClasses(hasError: boolean): string {
  const border = hasError
    ? 'border-red-600 dark:border-red-400'
    : 'border-slate-300 hover:border-slate-400 dark:border-slate-600 dark:hover:border-slate-500';
  return (
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 text-sm shadow-xs placeholder:text-slate-500 ' +
    'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 ' +
    'dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-brand-300 dark:focus:outline-brand-300/40 ' +
    border
  );
}
