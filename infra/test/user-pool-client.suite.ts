/**
 * The user pool and its web client are configured as the product depends on (issue 38), and the
 * local pool the same way (infra/local/user-pool.ts, whose front applies these settings as Cognito
 * does: test/integration/cognito-fidelity.test.ts).
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../shared/src/domain/constants';
import { WEB_CLIENT_READ_ATTRIBUTES, WEB_CLIENT_WRITE_ATTRIBUTES } from '../lib/web-client-attributes';
import { WEB_CLIENT_SETTINGS } from '../local/user-pool';
import { resourcesOfType, sharedLunia } from './synth-lunia';

let auth: Template;

beforeAll(async () => {
  const lunia = await sharedLunia();
  auth = lunia.template(lunia.stacks.auth);
});

const sorted = (values: readonly string[]) => [...values].sort();

describe('user pool and web client (issue 38)', () => {
  it('nobody signs up through Cognito itself: only the API creates users, once the e-mail is proven', () => {
    const [pool] = resourcesOfType(auth, 'AWS::Cognito::UserPool');
    expect(pool?.[1].Properties?.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
  });

  it('hides whether a user exists, and lets the browser write only `locale` and read only what sign-in needs', () => {
    const clients = resourcesOfType(auth, 'AWS::Cognito::UserPoolClient');
    expect(clients).toHaveLength(1);
    const properties = clients[0]?.[1].Properties ?? {};
    expect(properties.PreventUserExistenceErrors).toBe('ENABLED');
    expect(sorted(properties.WriteAttributes as string[])).toEqual(sorted(WEB_CLIENT_WRITE_ATTRIBUTES));
    expect(sorted(properties.ReadAttributes as string[])).toEqual(sorted(WEB_CLIENT_READ_ATTRIBUTES));
    expect(properties.WriteAttributes).not.toContain('email');
  });

  it('the local client gets the same settings', () => {
    expect(WEB_CLIENT_SETTINGS).toEqual({
      PreventUserExistenceErrors: 'ENABLED',
      WriteAttributes: [...WEB_CLIENT_WRITE_ATTRIBUTES],
      ReadAttributes: [...WEB_CLIENT_READ_ATTRIBUTES],
    });
  });

  it('has the password policy the shared rules mirror (8+, a digit, a symbol, a lowercase letter)', () => {
    const [pool] = resourcesOfType(auth, 'AWS::Cognito::UserPool');
    expect(pool?.[1].Properties?.Policies).toMatchObject({
      PasswordPolicy: {
        MinimumLength: PASSWORD_MIN_LENGTH,
        RequireNumbers: true,
        RequireSymbols: true,
        RequireLowercase: true,
        RequireUppercase: false,
      },
    });
  });
});
