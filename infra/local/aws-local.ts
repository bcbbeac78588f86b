/** Settings every AWS SDK client of the local stack shares: emulators accept any credentials. */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_ACCOUNT_ID = '000000000000';
