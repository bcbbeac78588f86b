import type { TFunction } from 'i18next';

/**
 * The code of a failed API call (lib/api-client.ts `ApiError`: the server's `code`, or the client's
 * NETWORK_ERROR / UNEXPECTED_RESPONSE), recognised by name so that this module does not load the API
 * client; undefined for anything else.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError') return undefined;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/**
 * What a failed API call tells the visitor, in their language: the text of its code in the catalogue
 * (`common:errors.<CODE>`, one entry per code of shared/src/errors.ts), else a generic message that
 * names the code. Never the server's own `message`, which is English. `t` is the `common` namespace's.
 */
export function apiErrorMessage(t: TFunction<'common'>, error: unknown): string {
  const code = apiErrorCode(error);
  if (!code) return t('apiError.generic');
  const known = t(`errors.${code}` as 'errors.INTERNAL', { defaultValue: '' });
  return known !== '' ? known : t('apiError.unknownCode', { code });
}
