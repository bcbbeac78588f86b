import { type CredentialRuleOverrides, effectiveCatalogue } from '@lunia/shared/domain/credentials/catalogue';

/** The credential catalogue as the API shows it: each type with the rule in force (issue 27). */
export function credentialTypesView(overrides: CredentialRuleOverrides) {
  return effectiveCatalogue(overrides).map((d) => ({
    type: d.type,
    holder: d.holder,
    names: d.names,
    issuer: d.issuer,
    requiredIn: d.requiredIn,
    cycleMonths: d.cycleMonths,
    anchor: d.anchor,
    graceStages: d.graceStages,
    ceHours: d.ceHours,
    certainty: d.certainty,
    overridden: d.overridden,
  }));
}
