/**
 * What a Cognito failure during registration means for the person registering, as the spec's
 * messages (public-site-and-auth §5). Pure: takes the error's name and message, returns an AppError.
 */
import { PASSWORD_RULES } from '@lunia/shared/domain/password';
import { AppError } from '@lunia/shared/errors';

const ruleMessage = (id: (typeof PASSWORD_RULES)[number]['id']) =>
  PASSWORD_RULES.find((rule) => rule.id === id)?.message ?? 'Password is invalid';

/** Cognito's InvalidPasswordException text names the rule it broke ("...must have numeric characters"). */
export function passwordPolicyMessage(cognitoMessage: string): string {
  const text = cognitoMessage.toLowerCase();
  if (text.includes('long enough') || text.includes('length')) return ruleMessage('length');
  if (text.includes('numeric')) return ruleMessage('number');
  if (text.includes('symbol')) return ruleMessage('special');
  if (text.includes('lowercase')) return ruleMessage('lowercase');
  return 'Password does not meet the requirements';
}

export function registrationError(error: { name?: string; message?: string }): AppError {
  switch (error.name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return new AppError('EMAIL_EXISTS', undefined, 'email');
    case 'InvalidPasswordException':
      return new AppError('VALIDATION_FAILED', passwordPolicyMessage(error.message ?? ''), 'password');
    case 'InvalidParameterException':
      // The only caller-supplied parameters Cognito checks here are the e-mail and its format.
      return new AppError('VALIDATION_FAILED', 'Please enter a valid email address', 'email');
    case 'TooManyRequestsException':
      return new AppError('TOO_MANY_REQUESTS');
    default:
      return new AppError('ACCOUNT_CREATION_FAILED');
  }
}
