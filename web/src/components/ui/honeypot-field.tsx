import type { ChangeEvent } from 'react';

/**
 * The `website` honeypot: invisible to people and assistive technology; naive bots fill it and the API
 * answers as usual while storing nothing.
 */
export function HoneypotField({
  id,
  label,
  onChange,
}: {
  id: string;
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        onChange={onChange}
      />
    </div>
  );
}
