/**
 * The CDK template tests, in one test file so that they share one synth of the whole app
 * (./synth-lunia.ts, sharedLunia): each suite below reads the same templates. A new template suite is a
 * `*.suite.ts` file imported here. Checks that need a synth with cdk-nag, a web build, a custom domain or
 * another region read the documented stages' synths (./deploy-synth.test.ts).
 */
import './abuse-and-headers.suite';
import './web-acl.suite';
import './api-and-functions.suite';
import './counter-recount.suite';
import './data-backup.suite';
import './dead-letter-retention.suite';
import './data-and-auth.suite';
import './events-and-site.suite';
import './failure-alarms.suite';
import './mail-deliverability.suite';
import './malware-protection.suite';
import './operations.suite';
import './user-pool-client.suite';
