import { getCredentialRules } from '../../data/credential-rules';
import { credentialTypesView } from '../../views/credential-type-view';

/**
 * The credential catalogue with the rules in force (issue 27): the catalogue's defaults with the
 * super admin's overrides over them. One GetItem of the rules item.
 */
export async function listCredentialTypes() {
  const rules = await getCredentialRules();
  return { credentialTypes: credentialTypesView(rules.overrides), rulesUpdatedAt: rules.updatedAt };
}
