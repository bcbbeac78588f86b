import { useId } from 'react';

const optionClasses =
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3.5 py-2 font-medium text-slate-800 text-sm ' +
  'hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 ' +
  'dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-950 dark:has-checked:text-brand-100';

/** A labelled group of native radio buttons (Tab reaches the group, arrow keys choose). */
export function RadioGroup<Value extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="font-medium text-slate-900 text-sm dark:text-white">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={optionClasses}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700 dark:accent-brand-300"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
