import { checkoutSessionBody } from '@lunia/shared/api/schemas/billing';
import { PLAN_CURRENCY, PURCHASABLE_MODULES, type PurchasableModule } from '@lunia/shared/domain/billing';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { BillingPricing } from '../../../entities/billing/api/get-organization-billing';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { planQuote } from '../../../lib/plan-prices';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import {
  type CheckoutFailure,
  checkoutFailure,
  defaultPlanLocations,
  formatCents,
  initialModules,
} from '../billing-plan';
import '../i18n';

/** What the user chooses: the checkout body without `attemptId`, which each submission adds. */
const planChoice = z.pick(checkoutSessionBody, { modules: true, locations: true });
type FormInput = z.input<typeof planChoice>;
type FormOutput = z.output<typeof planChoice>;
type FieldName = keyof FormInput;

/** The plan states that offer a checkout: none yet, canceled, or a failed payment to redo. */
export type SubscribableStatus = 'none' | 'canceled' | 'past_due';

/**
 * The plan form (issue 12): modules, number of locations, the live monthly price, and Subscribe (or,
 * after a failed payment, Update payment method). Submitting opens a checkout session and the browser
 * goes to the payment provider's page. Each submission has its own `attemptId`, kept while its request
 * is in flight: a second click meanwhile sends nothing, and a repeated request gets the same session.
 */
export function BillingSubscribeForm({
  orgId,
  status,
  planModules,
  chosenModule,
  pricing,
  locationCount,
}: {
  orgId: string;
  status: SubscribableStatus;
  planModules: readonly PurchasableModule[];
  /** The module whose "Subscribe to …" led here (`?module=`), checked from the start (issue 40). */
  chosenModule?: PurchasableModule | undefined;
  pricing: BillingPricing;
  locationCount: number;
}) {
  const { t, i18n } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage(i18n.language);
  const ids = { heading: useId(), modulesHint: useId(), modulesError: useId(), price: useId() };
  const checkout = useCreateCheckoutSession(orgId);
  /** The attempt in flight (or the one whose checkout the browser is opening). */
  const attempt = useRef<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: schemaResolver(planChoice),
    defaultValues: {
      // Renewing or resubscribing starts from the modules of the last plan.
      modules: initialModules(status, planModules, chosenModule),
      locations: defaultPlanLocations(locationCount, pricing.maxLocations),
    },
    reValidateMode: 'onSubmit',
  });

  // Back from the provider's page through the browser's history, this page may be restored as it was
  // left (redirecting): the next click is a new attempt.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      attempt.current = null;
      setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const field = (name: FieldName, options: { valueAsNumber?: true } = {}) =>
    register(name, {
      ...options,
      onChange: () => {
        clearErrors(name);
        setFailure(null);
      },
    });

  const onSubmit = handleSubmit(async (choice) => {
    if (attempt.current) return;
    const attemptId = crypto.randomUUID();
    attempt.current = attemptId;
    setFailure(null);
    try {
      const session = await checkout.mutateAsync({ ...choice, attemptId });
      // Only a web page: the provider's hosted checkout (or the local stack's stand-in).
      if (!/^https?:$/.test(new URL(session.url, window.location.href).protocol))
        throw new Error('Not a checkout page');
      setRedirecting(true);
      window.location.assign(session.url);
    } catch (error) {
      attempt.current = null;
      const named = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
      if (named === 'modules' || named === 'locations') setError(named, { type: 'server' });
      setFailure(checkoutFailure(error));
    }
  });

  const busy = isSubmitting || checkout.isPending || redirecting;
  const locations = watch('locations');
  const chosen = watch('modules');
  // The catalogue's price for the chosen modules (one module's until any is chosen): what checkout charges.
  const price = planQuote(chosen.length > 0 ? chosen : PURCHASABLE_MODULES.slice(0, 1), locations);
  const money = (cents: number) => formatCents(cents, PLAN_CURRENCY, language);
  const priceText = !price
    ? t('billing.subscribe.price.invalid', { max: pricing.maxLocations })
    : price.extraLocations === 0
      ? t('billing.subscribe.price.single', { total: money(price.totalCents) })
      : t('billing.subscribe.price.withExtra', {
          count: price.extraLocations,
          total: money(price.totalCents),
          first: money(price.firstLocationCents),
          extra: money(price.extraLocationCents),
        });
  const failureText = !failure
    ? null
    : failure.kind === 'common'
      ? tCommon(`errors.${failure.code}`)
      : t(`billing.subscribe.failed.${failure.key}`);

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={ids.heading} className="font-semibold text-lg text-slate-900 dark:text-white">
        {t(`billing.subscribe.title.${status}`)}
      </h3>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t(`billing.subscribe.intro.${status}`)}</p>

      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-6">
        {failureText && <MessageBanner tone="error">{failureText}</MessageBanner>}

        <fieldset aria-describedby={ids.modulesHint}>
          <legend className="font-medium text-slate-900 text-sm dark:text-slate-100">
            {t('billing.subscribe.modulesLegend')}
          </legend>
          <p id={ids.modulesHint} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
            {t('billing.subscribe.modulesHint')}
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {PURCHASABLE_MODULES.map((module) => (
              <label
                key={module}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 text-sm transition-colors has-checked:border-brand-600 has-checked:bg-brand-50 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-400/10 ${
                  errors.modules ? 'border-red-600 dark:border-red-400' : 'border-slate-200 dark:border-slate-700'
                }`}
              >
                <input
                  type="checkbox"
                  value={module}
                  aria-invalid={errors.modules ? true : undefined}
                  aria-describedby={errors.modules ? ids.modulesError : undefined}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 dark:accent-brand-300 dark:focus-visible:outline-brand-300"
                  {...field('modules')}
                />
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {tCommon(`products.${module}.name`)}
                  </span>
                  <span className="mt-0.5 block text-slate-600 dark:text-slate-400">
                    {tCommon(`products.${module}.summary`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.modules && (
            <p id={ids.modulesError} className="mt-1.5 font-medium text-red-700 text-sm dark:text-red-400">
              {t('billing.subscribe.errors.modules')}
            </p>
          )}
        </fieldset>

        <TextField
          label={t('billing.subscribe.locations')}
          type="number"
          inputMode="numeric"
          min={1}
          max={pricing.maxLocations}
          step={1}
          required
          className="max-w-xs"
          hint={t('billing.subscribe.locationsHint', { count: locationCount, max: pricing.maxLocations })}
          error={errors.locations ? t('billing.subscribe.errors.locations', { max: pricing.maxLocations }) : undefined}
          describedBy={ids.price}
          {...field('locations', { valueAsNumber: true })}
        />

        <div className="rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
          <p className="font-medium text-slate-600 text-xs uppercase tracking-wide dark:text-slate-400">
            {t('billing.subscribe.priceLabel')}
          </p>
          <p
            id={ids.price}
            aria-live="polite"
            className="mt-1 font-semibold text-base text-slate-900 tabular-nums dark:text-white"
          >
            {priceText}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Button type="submit" disabled={busy}>
            {busy && <Spinner className="size-4" />}
            {busy ? t('billing.subscribe.redirecting') : t(`billing.subscribe.submit.${status}`)}
          </Button>
          <p className="flex items-center gap-1.5 text-slate-600 text-xs dark:text-slate-400">
            <LockIcon className="size-4 shrink-0" />
            {t('billing.subscribe.secureNote')}
          </p>
        </div>
        <p role="status" className="sr-only">
          {busy ? t('billing.subscribe.redirecting') : ''}
        </p>
      </form>
    </section>
  );
}
