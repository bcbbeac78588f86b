/**
 * The auth mail worker: the same code as the mail worker (events/mail-worker.ts) on its own queue and
 * its own function, so password-reset and e-mail verification codes never wait behind form or
 * notification mail, nor share its concurrency (issue 13).
 */
export { handler } from './mail-worker';
