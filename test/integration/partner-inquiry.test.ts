import { describe, expect, it } from 'vitest';
import { drainStack } from '../support/drain';
import { formProof } from '../support/form-proof';
import { mailsTo, readMailStore, tableClient, uniqueEmail, waitForMail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api } = sharedStack();
/** Posts the form as the web does: with a fresh bot-check proof (test/support/form-proof.ts). */
const send = async (body: Record<string, unknown>) =>
  api('POST', '/api/partner-inquiries', { body: { ...body, proof: await formProof(stack) } });
const table = tableClient(stack);
const companyInbox = stack.env.COMPANY_INBOX ?? 'hello@lunia.local';

const inquiry = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Luis Rivera',
  email,
  organization: 'Clínica del Sol',
  role: 'CEO',
  partnerType: 'clinic',
  message: 'We would like to offer Lunia to our network.',
  ...overrides,
});

/** The stored inquiries of one sender, read newest first from the GSI1 list as an admin screen would. */
async function storedInquiriesOf(email: string) {
  const all = await table.queryIndex('GSI1', 'PARTNER_INQUIRIES');
  return all.filter((item) => item.email === email);
}

const mentions = (text: string) => (mail: { body: { text?: string } }) => mail.body.text?.includes(text) ?? false;

describe('POST /api/partner-inquiries', () => {
  it('stores the inquiry, acknowledges it in the sender’s language and copies the company inbox', async () => {
    const email = uniqueEmail('partner-es');
    const response = await send(
      inquiry(email.toUpperCase(), { language: 'es', message: 'Hola,\nqueremos colaborar <b>pronto</b>.' }),
    );
    expect(response).toMatchObject({ status: 200, body: { success: true } });

    const [stored] = await storedInquiriesOf(email);
    expect(stored).toMatchObject({
      entity: 'PartnerInquiry',
      email,
      name: 'Luis Rivera',
      organization: 'Clínica del Sol',
      role: 'CEO',
      partnerType: 'clinic',
      language: 'es',
    });
    const id = String(stored?.id);
    expect(stored).toMatchObject({ PK: `PARTNER#${id}`, SK: 'INQUIRY', GSI1SK: `${stored?.createdAt}#${id}` });
    expect(await table.get({ PK: `PARTNER#${id}`, SK: 'INQUIRY' })).toBeDefined();

    const acknowledgement = await waitForMail(stack, email);
    expect(acknowledgement.subject).toBe('Hemos recibido su solicitud de alianza');
    expect(acknowledgement.body.text).toContain('Hola:');
    // Fixed text: nothing the visitor typed or chose goes to an address that has not proven itself.
    for (const typed of ['Luis', 'Rivera', 'Clínica del Sol', 'clínica', 'queremos', 'pronto', 'CEO']) {
      expect(acknowledgement.subject + acknowledgement.body.text + acknowledgement.body.html).not.toContain(typed);
    }

    const copy = await waitForMail(stack, companyInbox, mentions(email));
    expect(copy.subject).toBe(`Partnership inquiry received: clinic (reference ${id})`);
    expect(copy.body.text).toContain('Role: CEO');
    expect(copy.body.text).toContain(`Reference: ${id}`);
    expect(copy.body.html).toContain('queremos colaborar &lt;b&gt;pronto&lt;/b&gt;.');
    expect(copy.body.html).not.toContain('<b>pronto</b>');
  });

  it('acknowledges in English by default, once per inquiry', async () => {
    const email = uniqueEmail('partner-en');
    expect((await send(inquiry(email))).status).toBe(200);
    const acknowledgement = await waitForMail(stack, email);
    expect(acknowledgement.subject).toBe('We received your partnership inquiry');
    await waitForMail(stack, companyInbox, mentions(email));
    // Let a would-be duplicate arrive before counting.
    await drainStack(stack);
    expect(await mailsTo(stack, email)).toHaveLength(1);
    const copies = (await readMailStore(stack)).filter(mentions(email)).filter((m) => m.destination.to[0] !== email);
    expect(copies).toHaveLength(1);
  });

  it('stores a second inquiry from the same sender as a separate item, copied but not acknowledged again', async () => {
    const email = uniqueEmail('partner-twice');
    await send(inquiry(email));
    await send(inquiry(email, { partnerType: 'investor' }));
    const stored = await storedInquiriesOf(email);
    expect(stored.map((item) => item.partnerType).sort()).toEqual(['clinic', 'investor']);
    const copies = async () =>
      (await readMailStore(stack)).filter(mentions(email)).filter((m) => m.destination.to[0] !== email);
    await expect.poll(async () => (await copies()).length, { timeout: 15_000 }).toBe(2);
    await drainStack(stack);
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });

  it.each([
    ['name', { name: '  ' }, 'Name is required'],
    ['organization', { organization: '' }, 'Organization is required'],
    ['role', { role: undefined }, 'Role is required'],
    ['partnerType', { partnerType: 'reseller' }, 'Partner type is required'],
    ['message', { message: ' ' }, 'Message is required'],
    ['email', { email: 'luis@' }, 'Please enter a valid email address'],
  ])('refuses a bad %s naming the field, and stores nothing', async (field, overrides, error) => {
    const email = uniqueEmail('partner-bad');
    const response = await send(inquiry(email, overrides));
    expect(response).toMatchObject({ status: 400, body: { error, code: 'VALIDATION_FAILED', field } });
    expect(await storedInquiriesOf(email)).toHaveLength(0);
  });

  it('answers a filled honeypot as usual but stores and sends nothing', async () => {
    const email = uniqueEmail('partner-bot');
    const response = await send(inquiry(email, { website: 'http://spam' }));
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    await drainStack(stack);
    expect(await storedInquiriesOf(email)).toHaveLength(0);
    expect(await mailsTo(stack, email)).toHaveLength(0);
    expect((await readMailStore(stack)).filter(mentions(email))).toHaveLength(0);
  });
});
