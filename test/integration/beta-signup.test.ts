import { describe, expect, it } from 'vitest';
import { drainStack } from '../support/drain';
import { formProof } from '../support/form-proof';
import { mailsTo, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
/** Posts the form as the web does: with a fresh bot-check proof (test/support/form-proof.ts). */
const send = async (body: Record<string, unknown>) =>
  api('POST', '/api/beta-signup', { body: { ...body, proof: await formProof(stack) } });
const table = tableClient(stack);

const application = (email: string, overrides: Record<string, unknown> = {}) => ({
  product: 'core',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email,
  pharmacyName: 'Farmacia Ana',
  ...overrides,
});

describe('POST /api/beta-signup', () => {
  it('stores the application and e-mails a confirmation in the applicant’s language', async () => {
    const email = uniqueEmail('beta-es');
    const response = await send(
      application(email.toUpperCase(), { language: 'es', pharmacyType: 'chain', message: 'Hola' }),
    );
    expect(response).toMatchObject({ status: 200, body: { success: true } });

    const item = await table.get({ PK: `BETA#core#${email}`, SK: 'APPLICATION' });
    expect(item).toMatchObject({
      entity: 'BetaApplication',
      email,
      firstName: 'Ana',
      pharmacyType: 'chain',
      message: 'Hola',
      language: 'es',
    });

    const mail = await waitForMail(stack, email);
    expect(mail.subject).toBe('Su solicitud para la beta de Lunia Core');
    expect(mail.body.text).toContain('Hola:');
    // Fixed text: nothing the applicant typed goes to an address that has not proven itself.
    for (const typed of ['Ana', 'Ruiz', 'Farmacia', 'chain']) {
      expect(mail.subject + mail.body.text + mail.body.html).not.toContain(typed);
    }
  });

  it('accepts a repeated signup without a duplicate or a second e-mail', async () => {
    const email = uniqueEmail('beta-twice');
    expect((await send(application(email, { product: 'vault' }))).status).toBe(200);
    await waitForMail(stack, email);
    const again = await send(application(email, { product: 'vault', firstName: 'Changed' }));
    expect(again).toMatchObject({ status: 200, body: { success: true } });

    const items = await table.queryPartition(`BETA#vault#${email}`);
    expect(items).toHaveLength(1);
    expect(items[0]?.firstName).toBe('Ana');
    // Let a would-be second e-mail arrive before counting.
    await drainStack(stack);
    expect(await mailsTo(stack, email)).toHaveLength(1);
    expect((await mailsTo(stack, email))[0]?.subject).toBe("You're on the Lunia Vault waitlist");
  });

  it('keeps Core and Vault applications of one e-mail apart', async () => {
    const email = uniqueEmail('beta-both');
    await send(application(email));
    await send(application(email, { product: 'vault' }));
    expect(await table.get({ PK: `BETA#core#${email}`, SK: 'APPLICATION' })).toBeDefined();
    expect(await table.get({ PK: `BETA#vault#${email}`, SK: 'APPLICATION' })).toBeDefined();
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const email = uniqueEmail('beta-bad');
    const response = await send(application(email, { pharmacyName: '  ' }));
    expect(response).toMatchObject({
      status: 400,
      body: { error: 'Pharmacy name is required', code: 'VALIDATION_FAILED', field: 'pharmacyName' },
    });
    expect(await table.get({ PK: `BETA#core#${email}`, SK: 'APPLICATION' })).toBeUndefined();
  });

  it('answers a filled honeypot as usual but stores and sends nothing', async () => {
    const email = uniqueEmail('beta-bot');
    const response = await send(application(email, { website: 'http://spam' }));
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    await drainStack(stack);
    expect(await table.get({ PK: `BETA#core#${email}`, SK: 'APPLICATION' })).toBeUndefined();
    expect(await mailsTo(stack, email)).toHaveLength(0);
  });
});
