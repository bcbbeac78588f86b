import { describe, expect, it } from 'vitest';
import { drainStack } from '../support/drain';
import { formProof } from '../support/form-proof';
import { mailsTo, readMailStore, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
/** Posts the form as the web does: with a fresh bot-check proof (test/support/form-proof.ts). */
const send = async (body: Record<string, unknown>) =>
  api('POST', '/api/contact-messages', { body: { ...body, proof: await formProof(stack) } });
const table = tableClient(stack);
const companyInbox = stack.env.COMPANY_INBOX ?? 'hello@lunia.local';

const contact = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Marta Colón',
  email,
  message: '¿Funciona Lunia con farmacias independientes?',
  ...overrides,
});

/** The stored messages of one sender, read newest first from the GSI1 list as an admin screen would. */
async function storedMessagesOf(email: string) {
  const all = await table.queryIndex('GSI1', 'CONTACT_MESSAGES');
  return all.filter((item) => item.email === email);
}

const mentions = (text: string) => (mail: { body: { text?: string } }) => mail.body.text?.includes(text) ?? false;

describe('POST /api/contact-messages', () => {
  it('stores the message, acknowledges it in the sender’s language and copies the company inbox', async () => {
    const email = uniqueEmail('contact-es');
    const response = await send(
      contact(email, {
        language: 'es',
        role: 'pharmacy-owner',
        organization: 'Farmacia <Colón>',
        message: 'Línea uno\nLínea dos & "tres"',
      }),
    );
    expect(response).toMatchObject({ status: 200, body: { success: true } });

    const [stored] = await storedMessagesOf(email);
    expect(stored).toMatchObject({
      entity: 'ContactMessage',
      email,
      name: 'Marta Colón',
      role: 'pharmacy-owner',
      organization: 'Farmacia <Colón>',
      language: 'es',
    });
    const id = String(stored?.id);
    expect(await table.get({ PK: `CONTACT#${id}`, SK: 'MESSAGE' })).toMatchObject({ GSI1PK: 'CONTACT_MESSAGES' });

    const acknowledgement = await waitForMail(stack, email);
    expect(acknowledgement.subject).toBe('Hemos recibido su mensaje');
    expect(acknowledgement.body.text).toContain('24 horas');
    // Fixed text: nothing the visitor typed goes to an address that has not proven itself (issue 13).
    for (const typed of ['Marta', 'Colón', 'Farmacia', 'Línea', 'tres', 'pharmacy-owner']) {
      expect(acknowledgement.subject + acknowledgement.body.text + acknowledgement.body.html).not.toContain(typed);
    }

    const copy = await waitForMail(stack, companyInbox, mentions(email));
    expect(copy.subject).toMatch(/^Contact message received \(reference [^)]+\)$/);
    expect(copy.body.text).toContain('Role: pharmacy-owner');
    expect(copy.body.text).toContain('Language: es');
    expect(copy.body.html).toContain('Farmacia &lt;Colón&gt;');
    expect(copy.body.html).toContain('Línea uno\nLínea dos &amp; &quot;tres&quot;');
  });

  it('needs only name, e-mail and message, and answers in English by default within 24 hours', async () => {
    const email = uniqueEmail('contact-en');
    expect((await send(contact(email))).status).toBe(200);
    const [stored] = await storedMessagesOf(email);
    expect(stored).toMatchObject({ role: '', organization: '', language: 'en' });
    const acknowledgement = await waitForMail(stack, email);
    expect(acknowledgement.subject).toBe('We received your message');
    expect(acknowledgement.body.text).toContain('within 24 hours');
    await waitForMail(stack, companyInbox, mentions(email));
    await drainStack(stack);
    expect(await mailsTo(stack, email)).toHaveLength(1);
    const copies = (await readMailStore(stack)).filter(mentions(email)).filter((m) => m.destination.to[0] !== email);
    expect(copies).toHaveLength(1);
  });

  it('acknowledges an address at most once a day, but stores and copies every message', async () => {
    const email = uniqueEmail('contact-cooldown');
    for (const message of ['First question', 'Second question']) {
      expect((await send(contact(email, { message }))).status).toBe(200);
    }
    await waitForMail(stack, companyInbox, mentions('Second question'));
    await waitForMail(stack, companyInbox, mentions('First question'));
    await drainStack(stack);
    expect(await storedMessagesOf(email)).toHaveLength(2);
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });

  it.each([
    ['name', { name: ' ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['message', { message: undefined }, 'Message is required'],
    ['role', { role: 'astronaut' }, 'Role is not one of the listed roles'],
  ])('refuses a bad %s naming the field, and stores nothing', async (field, overrides, error) => {
    const email = uniqueEmail('contact-bad');
    const body = contact(email, overrides);
    const response = await send(body);
    expect(response).toMatchObject({ status: 400, body: { error, code: 'VALIDATION_FAILED', field } });
    expect(await storedMessagesOf(email)).toHaveLength(0);
  });

  it('answers a filled honeypot as usual but stores and sends nothing', async () => {
    const email = uniqueEmail('contact-bot');
    const response = await send(contact(email, { website: 'spam.example' }));
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    await drainStack(stack);
    expect(await storedMessagesOf(email)).toHaveLength(0);
    expect(await mailsTo(stack, email)).toHaveLength(0);
    expect((await readMailStore(stack)).filter(mentions(email))).toHaveLength(0);
  });
});
