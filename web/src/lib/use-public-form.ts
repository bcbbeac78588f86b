import type { Language } from '@lunia/shared/domain/constants';
import type { TFunction } from 'i18next';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { fieldErrorText } from './field-error-text';
import { notify } from './notifications';
import type { PublicFormControl } from './public-form-control';
import type { ValidatingSchema } from './schema-resolver';
import { useStrings } from './strings';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface PublicFormOptions<Data> {
  /**
   * The form's own chunk (`features/<area>/api/<form>-form-code.ts`): the shared request schema, the API
   * call that sends it with the bot-check proof (lib/form-proof.ts) and the bot check's start. It is
   * fetched when the visitor starts on the form, with react-hook-form (lib/public-form-control.ts).
   */
  load: () => Promise<{
    schema: ValidatingSchema<Data>;
    send: (data: Data & { language: Language }) => Promise<unknown>;
    prepareFormProof: () => void;
  }>;
  /** Values the page gives rather than the visitor (the beta form's product). */
  defaultValues?: FieldValues;
  /** Shown as a notification when the submission is accepted. */
  successNotification?: { title: string; message: string };
  /**
   * The submission was not accepted: `code` is the API's error code, or NETWORK_ERROR. By default a
   * notification says why.
   */
  onFailed?: (code: string) => void;
}

/**
 * A public form (contact, partnership inquiry, beta signup): react-hook-form with the API's own schema.
 * Its controls are uncontrolled and rendered in the prerendered page, so what a visitor types before the
 * app takes over is kept; react-hook-form, the schema and the bot check load on the first focus in the
 * form (or on sending) and take the values from the page. `field(name, label)` is what a TextField,
 * SelectField or TextAreaField needs.
 */
export function usePublicForm<Data>({ load, defaultValues, successNotification, onFailed }: PublicFormOptions<Data>) {
  // Strings and language from the page (lib/strings.tsx): the public forms also run as islands.
  const { t, language } = useStrings();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');
  const elements = useRef(new Map<string, Control>()).current;
  const bindings = useRef(new Map<string, ReturnType<typeof bind>>()).current;
  const connecting = useRef<Promise<PublicFormControl<Data>> | undefined>(undefined);
  const ready = useRef<PublicFormControl<Data> | undefined>(undefined);

  const registration = (name: string) =>
    ready.current?.register(name, { onChange: () => ready.current?.clearErrors(name) });

  function connect(): Promise<PublicFormControl<Data>> {
    if (connecting.current) return connecting.current;
    const started = Promise.all([import('./public-form-control'), load()]).then(([control, code]) => {
      code.prepareFormProof();
      const form = control.createPublicFormControl(code.schema, defaultValues, setErrors);
      ready.current = form;
      // The values typed so far are read from the page as each control is registered.
      for (const name of elements.keys()) registration(name)?.ref(elements.get(name));
      return form;
    });
    connecting.current = started;
    started.catch(() => {
      if (connecting.current === started) connecting.current = undefined;
    });
    return started;
  }

  function bind(name: string) {
    return {
      name,
      ref: (element: Control | null) => {
        if (element) elements.set(name, element);
        else elements.delete(name);
        registration(name)?.ref(element);
      },
      onChange: (event: { target: unknown; type: string }) => registration(name)?.onChange(event),
      onBlur: (event: { target: unknown; type: string }) => registration(name)?.onBlur(event),
    };
  }
  const binding = (name: string) => {
    const known = bindings.get(name);
    if (known) return known;
    const made = bind(name);
    bindings.set(name, made);
    return made;
  };

  /** What a field component needs: the control's wiring, its label and its error in the visitor's language. */
  const field = (name: string, label: string, required = false) => ({
    ...binding(name),
    label,
    required,
    error: fieldErrorText(t as unknown as TFunction<'common'>, errors[name] as FieldError | undefined, label),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    const outcome = await connect().then(
      async (form) =>
        form.submit(
          async (data) => (await load()).send({ ...data, language }),
          (name) => elements.has(name),
        ),
      // The form's code could not be fetched (offline): nothing was sent.
      () => ({ failed: 'NETWORK_ERROR' }),
    );
    setStatus(outcome === 'sent' ? 'success' : 'idle');
    if (outcome === 'sent' && successNotification) notify({ type: 'success', ...successNotification });
    if (typeof outcome === 'object') failed(outcome.failed);
  }

  function failed(code: string) {
    if (onFailed) return onFailed(code);
    // The per-IP limit of the public forms (issue 13): say when to try again.
    const message = code === 'TOO_MANY_REQUESTS' ? t('form.errors.tooManySubmissions') : t(`errors.${code}`);
    notify({ type: 'error', title: t('form.failedTitle'), message });
  }

  /** Back to an empty form (after the confirmation). */
  const reset = useCallback(() => {
    ready.current?.reset();
    setErrors({});
    setStatus('idle');
  }, []);

  return {
    status,
    field,
    honeypot: binding('website'),
    handleSubmit,
    reset,
    prepare: () => void connect().catch(() => undefined),
  };
}

export type PublicFormState = ReturnType<typeof usePublicForm<unknown>>;
