/**
 * `npm run reset`: deletes the local stack's data (<repo>/.data), refusing while it runs: the table
 * (DynamoDB Local's files), the stream poller's saved positions (stream-positions.json, which must
 * go with the table it belongs to), cognito-local's pools, s3rver's buckets and the dead letters.
 */
import { existsSync, rmSync } from 'node:fs';
import { DEFAULT_DATA_DIR } from './paths';
import { isPortFree } from './ports';

const API_PORT = 4010;

if (!(await isPortFree(API_PORT))) {
  console.error(`Port ${API_PORT} is in use: stop the local stack (Ctrl-C in its terminal) before resetting.`);
  process.exit(1);
}
if (existsSync(DEFAULT_DATA_DIR)) {
  rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
  console.log(`Deleted ${DEFAULT_DATA_DIR}.`);
} else {
  console.log('Nothing to reset: there is no local data.');
}
