/**
 * A stand-in for the three KMS calls the Cognito custom e-mail sender path makes (local only):
 * cognito-local encrypts one-time codes with the AWS Encryption SDK and a KMS keyring
 * (GenerateDataKey + Encrypt), and our trigger decrypts them (Decrypt). Data keys are wrapped with
 * AES-256-GCM under a key that lives in this process's memory, bound to the encryption context,
 * so the trigger's real decryption path (message format, commitment, signature) runs unchanged.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './aws-local';

export const LOCAL_CUSTOM_SENDER_KEY_ARN = `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:key/10ca1000-0000-4000-8000-00000c0de5e0`;
export const LOCAL_CUSTOM_SENDER_KEY_ALIAS = `arn:aws:kms:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:alias/lunia-local-custom-sender`;

export class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

const contextAad = (context: unknown) =>
  Buffer.from(
    JSON.stringify(
      Object.entries((context ?? {}) as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  );

export function createLocalKms() {
  const masterKey = randomBytes(32);
  const knownKey = (keyId: unknown) => {
    if (keyId !== LOCAL_CUSTOM_SENDER_KEY_ARN && keyId !== LOCAL_CUSTOM_SENDER_KEY_ALIAS) {
      throw new KmsError('NotFoundException', `Key '${String(keyId)}' does not exist`);
    }
  };
  const wrap = (plaintext: Buffer, context: unknown) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
    cipher.setAAD(contextAad(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  };
  const unwrap = (blob: string, context: unknown) => {
    const bytes = Buffer.from(blob, 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, 12));
      decipher.setAAD(contextAad(context));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    } catch {
      throw new KmsError('InvalidCiphertextException', 'The ciphertext is invalid for this key and context.');
    }
  };

  const operations: Record<string, (input: Json) => Json> = {
    GenerateDataKey(input) {
      knownKey(input.KeyId);
      const length = Number(input.NumberOfBytes ?? (input.KeySpec === 'AES_128' ? 16 : 32));
      const plaintext = randomBytes(length);
      return {
        KeyId: LOCAL_CUSTOM_SENDER_KEY_ARN,
        Plaintext: plaintext.toString('base64'),
        CiphertextBlob: wrap(plaintext, input.EncryptionContext),
      };
    },
    Encrypt(input) {
      knownKey(input.KeyId);
      return {
        KeyId: LOCAL_CUSTOM_SENDER_KEY_ARN,
        CiphertextBlob: wrap(Buffer.from(String(input.Plaintext), 'base64'), input.EncryptionContext),
      };
    },
    Decrypt(input) {
      if (input.KeyId !== undefined) knownKey(input.KeyId);
      return {
        KeyId: LOCAL_CUSTOM_SENDER_KEY_ARN,
        Plaintext: unwrap(String(input.CiphertextBlob), input.EncryptionContext).toString('base64'),
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      };
    },
  };

  return {
    /** Handles `TrentService.<operation>`; throws KmsError for what KMS would refuse. */
    call(operation: string, input: Json): Json {
      const run = operations[operation];
      if (!run) throw new KmsError('UnsupportedOperationException', `Local KMS does not implement ${operation}`);
      return run(input);
    },
  };
}
