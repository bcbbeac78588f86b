/**
 * What a path parameter (and the active-organization header) may look like: the app's ids (UUIDs,
 * Cognito subs), and for the one parameter that is an address (an e-mail suppression) an address.
 * The handler stack refuses anything else with a 400 naming the parameter
 * (functions/src/lib/http/request-context.ts); the OpenAPI document states the same patterns.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** One `@`, no spaces or slashes, 3 to 254 characters. */
export const EMAIL_PARAMETER = /^(?=.{3,254}$)[^\s@/]+@[^\s@/]+$/;
/** The path parameter that is an address rather than an id. */
export const EMAIL_PARAMETER_NAME = 'email';
