/**
 * Cognito's CustomEmailSender trigger: Cognito hands over the one-time code (password reset)
 * encrypted with our KMS key by the AWS Encryption SDK; we decrypt it and queue the e-mail on the
 * auth mail queue (lib/aws/mail-queue.ts: codes never wait behind form mail), rendered from the
 * shared templates in the language of the person's e-mails, sent by the auth mail worker through SES.
 * That language is the profile's (data/user-email-language.ts: chosen at registration, changed on
 * /account); Cognito's `locale` attribute, set once at registration and never updated, is only the
 * fallback for an account without a profile or when the profile cannot be read.
 *
 * Bundle budget: only the Encryption SDK's decrypt path (~210 KB) is bundled; KMS Decrypt, DynamoDB
 * GetItem and SQS SendMessage are single signed JSON calls (lib/aws/aws-json-call.ts) instead of their
 * SDK clients.
 * Locally cognito-local encrypts with a stand-in KMS and invokes this handler through the local
 * Lambda endpoint of the Cognito proxy (infra/local/cognito-proxy.ts).
 */
import { createHash } from 'node:crypto';
import { buildDecrypt } from '@aws-crypto/decrypt-node';
import { KmsKeyringClass } from '@aws-crypto/kms-keyring';
import { CommitmentPolicy, KeyringNode } from '@aws-crypto/material-management-node';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { getEmailLanguage } from '../data/user-email-language';
import { awsJsonCall } from '../lib/aws/aws-json-call';
import { getItemAttributes } from '../lib/aws/dynamodb-get-item';
import { enqueueMail } from '../lib/aws/mail-queue';
import { env } from '../lib/env';

export interface CustomEmailSenderEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
  request: {
    type?: string;
    code?: string | null;
    userAttributes: Record<string, string | undefined>;
    clientMetadata?: Record<string, string>;
  };
}

/** The triggers we send an e-mail for; the others cannot happen with this pool's settings. */
const PASSWORD_RESET_SOURCES = new Set(['CustomEmailSender_ForgotPassword']);

/**
 * Plain console logging (Lambda's JSON log format structures it): the Powertools logger would add
 * ~22 KB to a bundle the Encryption SDK already fills. Never logs the code or the e-mail address.
 */
const log = (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) =>
  console[level](JSON.stringify({ level: level.toUpperCase(), message, ...fields }));

const kmsEndpoint = () => env.endpoint('kms') ?? `https://kms.${env.region}.amazonaws.com`;

/** The KMS client the keyring calls: `decrypt(args)` → `{ KeyId, Plaintext }`, as one signed call. */
const kms = {
  async decrypt(args: {
    KeyId?: string;
    CiphertextBlob: Uint8Array;
    EncryptionContext?: Record<string, string>;
    GrantTokens?: string[];
  }) {
    const result = await awsJsonCall<{ KeyId: string; Plaintext: string }>({
      service: 'kms',
      endpoint: kmsEndpoint(),
      target: 'TrentService.Decrypt',
      jsonVersion: '1.1',
      input: {
        KeyId: args.KeyId,
        CiphertextBlob: Buffer.from(args.CiphertextBlob).toString('base64'),
        EncryptionContext: args.EncryptionContext,
        GrantTokens: args.GrantTokens,
      },
    });
    return { KeyId: result.KeyId, Plaintext: new Uint8Array(Buffer.from(result.Plaintext, 'base64')) };
  },
};

/** The KMS keyring of the Encryption SDK (abstract: it must be subclassed, as kms-keyring-node does). */
class CustomSenderKeyring extends KmsKeyringClass(KeyringNode as never) {
  constructor(keyArn: string) {
    super({ keyIds: [keyArn], clientProvider: () => kms } as never);
  }
}

let keyring: KeyringNode | undefined;
const { decrypt } = buildDecrypt(CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);

async function decryptCode(encrypted: string): Promise<string> {
  keyring ??= new CustomSenderKeyring(env.customSenderKeyArn) as unknown as KeyringNode;
  const { plaintext } = await decrypt(keyring, Buffer.from(encrypted, 'base64'));
  return Buffer.from(plaintext).toString('utf8');
}

const languageOf = (locale: string | undefined): Language => {
  const base = (locale ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
};

/**
 * The profile's e-mail language, else the `locale` attribute. A failed read must not cost the person
 * their code: it is logged and the code goes out in the attribute's language.
 */
async function mailLanguageOf(userId: string, locale: string | undefined): Promise<Language> {
  try {
    return (await getEmailLanguage(userId, getItemAttributes)) ?? languageOf(locale);
  } catch (error) {
    log('warn', 'Custom e-mail sender: profile language unreadable, using the locale attribute', {
      userId,
      error: error instanceof Error ? error.name : String(error),
    });
    return languageOf(locale);
  }
}

export async function handler(event: CustomEmailSenderEvent): Promise<void> {
  const { triggerSource, request } = event;
  const userId = request.userAttributes.sub ?? event.userName;
  if (!PASSWORD_RESET_SOURCES.has(triggerSource)) {
    log('warn', 'Custom e-mail sender: no e-mail for this trigger', { triggerSource, userId });
    return;
  }
  const to = request.userAttributes.email;
  if (!to || !request.code) throw new Error(`${triggerSource} without e-mail or code`);
  const code = await decryptCode(request.code);
  // Same code = same e-mail (a retried trigger); the key holds a digest, never the code itself.
  const digest = createHash('sha256').update(`${userId}:${code}`).digest('hex').slice(0, 32);
  await enqueueMail({
    template: 'password-reset-code',
    to,
    language: await mailLanguageOf(userId, request.userAttributes.locale),
    data: { code },
    dedupeKey: `password-reset-code#${userId}#${digest}`,
  });
  log('info', 'Password reset code queued', { userId });
}
