/**
 * The CDK app (cdk.json: `npx tsx infra/bin/app.ts`). Expects the function bundles in
 * functions/dist — `npm run synth` builds them first. `-c stage=<name>` picks the stage's file,
 * infra/stages/<name>.json (or `-c stageFile=<path>`), which holds every value the stage differs by;
 * `-c allowPasswordAuth=true`, and `-c validation=false` (or CDK_VALIDATION=false) to skip cdk-nag and
 * CDK's template validator.
 */

import { readConfig } from '../lib/app-config';
import { createApp } from '../lib/create-app';
import { addLuniaStacks } from '../lib/lunia-app';

const app = createApp();
const config = readConfig(app);
const stacks = addLuniaStacks(app, config);
console.error(`lunia: ${stacks.site.deploymentNote}; cdk-nag ${config.validation ? 'on' : 'off'}`);
app.synth();
