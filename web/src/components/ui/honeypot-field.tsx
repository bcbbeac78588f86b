import { type Ref, useId } from 'react';

/**
 * The `website` honeypot: invisible to people and assistive technology; naive bots fill it and the API
 * answers as usual while storing nothing. Spread the form's binding of `website` into it.
 */
export function HoneypotField({
  label,
  ...control
}: {
  label: string;
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: { target: unknown; type: string }) => void;
  onBlur: (event: { target: unknown; type: string }) => void;
}) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input {...control} id={id} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </div>
  );
}
