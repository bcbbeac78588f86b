/**
 * E-mail suppression fixtures (issue 26): addresses of SES's mailbox simulator, which the local SES
 * stand-in treats as SES does (infra/local/ses-simulator.ts), and an address put on the suppression
 * list the way the product does it: a mail to a bouncing address, then SES's bounce event.
 */
import { randomUUID } from 'node:crypto';
import { drainStack } from './drain';
import { formProof } from './form-proof';
import { apiClient } from './local-clients';
import type { StackInfo } from './stack-info';

/** A fresh mailbox-simulator address of a scenario (`bounce+<label>-<id>@simulator.amazonses.com`). */
export const simulatorAddress = (scenario: 'success' | 'bounce' | 'complaint' | 'suppressionlist', label: string) =>
  `${scenario}+${label}-${randomUUID().slice(0, 8)}@simulator.amazonses.com`;

/** Sends the contact form from `email` (its acknowledgement is mailed to it); returns the response. */
export async function contactFrom(stack: StackInfo, email: string) {
  return apiClient(stack)('POST', '/api/contact-messages', {
    body: {
      name: 'Marta Colón',
      email,
      message: '¿Funciona Lunia con farmacias independientes?',
      proof: await formProof(stack),
    },
  });
}

/** A fresh address on the suppression list: the contact form's acknowledgement to it bounced. */
export async function suppressedAddress(stack: StackInfo, label: string): Promise<string> {
  const email = simulatorAddress('bounce', label);
  const response = await contactFrom(stack, email);
  if (response.status !== 200) throw new Error(`contact form for ${label}: ${response.status} ${response.text}`);
  // The mail worker sends, the SES stand-in publishes the bounce, the handler records it.
  await drainStack(stack);
  return email;
}
