import { useId } from 'react';

/** A labelled group of native radio buttons (arrow keys move between them). */
export function RadioGroup<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="font-medium text-slate-900 text-sm dark:text-white">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value}>
              <input
                id={optionId}
                type="radio"
                name={`${name}-${id}`}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={optionId}
                className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-50 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-900 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2 dark:border-slate-600 dark:text-slate-200 dark:peer-checked:border-brand-300 dark:peer-checked:bg-brand-950 dark:peer-checked:text-brand-100 dark:hover:bg-slate-800 dark:peer-focus-visible:outline-brand-300"
              >
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
