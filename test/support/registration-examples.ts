/**
 * Route examples of confirming a registration and resending its code (issues 25 and 38), spread into
 * ./route-examples.ts. Both are public. A confirm needs a registration waiting for a code: the example
 * registers its own address through the API and sets a known code through the table (bodies are
 * static); a resend answers the same for any address.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { registration, TEST_PASSWORD } from './accounts';
import { setRegistrationCode } from './email-code';
import { apiClient, uniqueEmail } from './local-clients';
import type { Caller, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

const EXAMPLE_CODE = '246810';

/** Registers `email` through the API; its outstanding code becomes `code`. */
async function pendingRegistrationWithCode(stack: StackInfo, email: string, code: string) {
  const response = await apiClient(stack)('POST', '/api/auth/register', { body: registration(email) });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${response.text}`);
  await setRegistrationCode(stack, email, code);
  return {};
}

export const registrationExamples: Partial<Record<RouteId, () => RouteExample>> = {
  confirmRegistration: () => {
    const email = uniqueEmail('matrix-confirm');
    return {
      body: { email, code: EXAMPLE_CODE, password: TEST_PASSWORD },
      setup: ({ stack }) => pendingRegistrationWithCode(stack, email, EXAMPLE_CODE),
    };
  },
  resendRegistrationCode: () => ({ body: { email: uniqueEmail('matrix-resend') } }),
};

export const registrationExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  confirmRegistration: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  resendRegistrationCode: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
