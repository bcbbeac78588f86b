/**
 * The public forms are not a mail relay (issue 13): a signed proof-of-work challenge, single use, not
 * too young and not expired; a per-IP limit per form (429); the acknowledgement's fixed text and
 * per-address cooldown are in each form's own test file.
 */
import { createHash, createHmac } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainStack } from '../support/drain';
import { fetchChallenge, formProof, leadingZeroBits, proveChallenge, solveChallenge } from '../support/form-proof';
import { type ApiResponse, mailsTo, uniqueEmail } from '../support/local-clients';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

const contact = (email: string) => ({ name: 'Bot Check', email, message: 'Checking the bot check.' });
const storedContactsOf = async (email: string) =>
  (await table.queryIndex('GSI1', 'CONTACT_MESSAGES')).filter((item) => item.email === email);

/** A challenge key derived from `secret` as functions/src/lib/aws/form-challenge-key.ts does. */
const keyFrom = (secret: string | undefined) =>
  createHmac('sha256', secret ?? '')
    .update('lunia/public-form-challenge/v1')
    .digest();
/** The local stack's challenge key: from the public forms' own secret (issue 25). */
const localKey = () => keyFrom(stack.env.FORM_CHALLENGE_SECRET);

/** POST from a chosen loopback source address, so the per-IP limit sees a visitor of its own. */
function postFrom(sourceIp: string, path: string, body: unknown): Promise<ApiResponse> {
  const url = new URL(path, stack.urls.api);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: sourceIp,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** A loopback address no other test uses (127.0.0.1 is everyone's). */
const freshLoopback = () => `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250) + 2}`;

describe('GET /api/public/form-challenge', () => {
  it('hands out a fresh signed challenge each time', async () => {
    const [first, second] = await Promise.all([fetchChallenge(stack), fetchChallenge(stack)]);
    expect(first).toMatchObject({ difficulty: expect.any(Number), minAgeMs: 2000, signature: expect.any(String) });
    expect(first.difficulty).toBeGreaterThanOrEqual(14);
    expect(first.expiresAt - first.issuedAt).toBe(30 * 60 * 1000);
    expect(first.challenge).not.toBe(second?.challenge);
  });
});

describe('the bot check of the public forms', () => {
  let response: (proof: unknown) => Promise<ApiResponse>;
  beforeAll(() => {
    response = (proof) =>
      api('POST', '/api/contact-messages', { body: { ...contact(uniqueEmail('bot-check')), proof } });
  });

  it('refuses a form without a proof, naming it', async () => {
    const refused = await api('POST', '/api/contact-messages', { body: contact(uniqueEmail('no-proof')) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'proof' } });
  });

  it('refuses a forged signature and too little work, and stores nothing', async () => {
    const proof = await formProof(stack);
    const email = uniqueEmail('forged');
    const forged = await api('POST', '/api/contact-messages', {
      body: { ...contact(email), proof: { ...proof, signature: `${proof.signature.slice(0, -2)}AA` } },
    });
    expect(forged).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_INVALID', field: 'proof' } });
    // A nonce whose digest lacks the leading zero bits.
    let lazy = 0;
    while (leadingZeroBits(createHash('sha256').update(`${proof.challenge}:${lazy}`).digest()) >= 14) lazy++;
    const unworked = await api('POST', '/api/contact-messages', {
      body: { ...contact(email), proof: { ...proof, nonce: String(lazy) } },
    });
    expect(unworked).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_INVALID' } });
    // Tampering with the difficulty breaks the signature.
    const easier = proof.challenge.replace(/^v1\.(\d+)\.(\d+)\.\d+\./, 'v1.$1.$2.1.');
    const cheaper = await response({ ...proof, challenge: easier, nonce: solveChallenge(easier, 1) });
    expect(cheaper).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_INVALID' } });
    expect(await storedContactsOf(email)).toHaveLength(0);
  });

  it('refuses a proof sent within two seconds of the challenge', async () => {
    const challenge = await fetchChallenge(stack);
    const nonce = solveChallenge(challenge.challenge, challenge.difficulty);
    const early = await response({ challenge: challenge.challenge, nonce, signature: challenge.signature });
    expect(early).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_TOO_EARLY', field: 'proof' } });
  });

  it('refuses an expired challenge, even a correctly signed one', async () => {
    const issuedAt = Date.now() - 31 * 60 * 1000;
    const challenge = `v1.${issuedAt}.${issuedAt + 30 * 60 * 1000}.14.expiredexpiredexpired`;
    const signature = createHmac('sha256', localKey()).update(challenge).digest('base64url');
    const expired = await response({ challenge, nonce: solveChallenge(challenge, 14), signature });
    expect(expired).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_EXPIRED', field: 'proof' } });
  });

  it("refuses a challenge signed with BookRx's module secret: the forms have a secret of their own", async () => {
    expect(stack.env.FORM_CHALLENGE_SECRET).toBeTruthy();
    expect(stack.env.FORM_CHALLENGE_SECRET).not.toBe(stack.env.MODULE_SIGNING_SECRET_BOOKRX);
    const issuedAt = Date.now() - 60 * 1000;
    const challenge = `v1.${issuedAt}.${issuedAt + 30 * 60 * 1000}.14.modulekeymodulekey12`;
    const signature = createHmac('sha256', keyFrom(stack.env.MODULE_SIGNING_SECRET_BOOKRX))
      .update(challenge)
      .digest('base64url');
    const email = uniqueEmail('module-key');
    const refused = await api('POST', '/api/contact-messages', {
      body: { ...contact(email), proof: { challenge, nonce: solveChallenge(challenge, 14), signature } },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_INVALID', field: 'proof' } });
    expect(await storedContactsOf(email)).toEqual([]);
  });

  it('accepts a proof once: a replay is refused and stores nothing', async () => {
    const proof = await proveChallenge(await fetchChallenge(stack));
    const first = uniqueEmail('replay-first');
    const second = uniqueEmail('replay-second');
    expect((await api('POST', '/api/contact-messages', { body: { ...contact(first), proof } })).status).toBe(200);
    const replay = await api('POST', '/api/contact-messages', { body: { ...contact(second), proof } });
    expect(replay).toMatchObject({ status: 400, body: { code: 'FORM_CHECK_USED', field: 'proof' } });
    expect(await storedContactsOf(first)).toHaveLength(1);
    expect(await storedContactsOf(second)).toHaveLength(0);
  });
});

describe('the per-IP limit of the public forms', () => {
  it(`accepts the limit per form from one IP in 10 minutes, then answers 429; other IPs are not affected`, async () => {
    const limit = Number(stack.env.PUBLIC_FORM_LIMIT_PER_IP);
    expect(limit).toBeGreaterThan(0);
    const email = uniqueEmail('ip-limit');
    const application = { product: 'core', firstName: 'Ip', lastName: 'Limit', email, pharmacyName: 'Farmacia IP' };
    // Challenges for every request, fetched at once so they age together.
    const challenges = await Promise.all(Array.from({ length: limit + 2 }, () => fetchChallenge(stack)));
    const proofs = await Promise.all(challenges.map((challenge) => proveChallenge(challenge)));
    const visitor = freshLoopback();
    for (const proof of proofs.slice(0, limit)) {
      const accepted = await postFrom(visitor, '/api/beta-signup', { ...application, proof });
      expect(accepted.status, accepted.text).toBe(200);
    }
    const refused = await postFrom(visitor, '/api/beta-signup', { ...application, proof: proofs[limit] });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', error: expect.stringContaining('try again in 10 minutes') },
    });
    const neighbour = await postFrom(freshLoopback(), '/api/beta-signup', { ...application, proof: proofs[limit + 1] });
    expect(neighbour.status, neighbour.text).toBe(200);
    // Stored once per product and address, so one confirmation whatever the number of tries.
    await drainStack(stack);
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });

  it('keeps no IP address or e-mail address in the keys of its items', async () => {
    const windowOf = () => {
      const stamp = Math.floor(Date.now() / 1000);
      return stamp - (stamp % 600);
    };
    // The 10-minute window the submission falls in: sent again (from a new address) in the rare case
    // the clock crossed into the next window while it was on its way.
    for (let attempt = 0; ; attempt++) {
      const visitor = freshLoopback();
      const proof = await formProof(stack);
      const windowStart = windowOf();
      const sent = await postFrom(visitor, '/api/contact-messages', { ...contact(uniqueEmail('keys')), proof });
      if (windowOf() !== windowStart && attempt < 2) continue;
      expect(sent.status).toBe(200);
      const digest = createHash('sha256').update(`form-ip\n${visitor}`).digest('hex').slice(0, 32);
      const window = await table.get({ PK: `FORMRATE#contact-message#${digest}`, SK: `WINDOW#${windowStart}` });
      expect(window).toMatchObject({ submissions: 1, expiresAt: windowStart + 1200 });
      expect(JSON.stringify(window)).not.toContain(visitor);
      return;
    }
  });
});
