/**
 * The Puerto Rico credential catalogue (issue 27): every credential type Lunia knows, who holds it,
 * in which upload context it is required, its renewal cycle and its grace stages (what the law says
 * happens once it lapses). Each type is a document type (constants.ts DOCUMENT_TYPES), so a
 * credential is uploaded, reviewed and reminded like any document.
 *
 * The rules and their sources are in docs/decisions/0062-puerto-rico-credential-rules.md ("Puerto Rico credential
 * rules and their sources"). The numbers marked `certainty: 'uncertain'` there are defaults a super admin can
 * override (`updateCredentialRules`); `effectiveRules` merges an override over these defaults. Pure.
 */
import { type DocumentContext, type DocumentType, REQUIRED_DOCUMENT_TYPES } from '../constants';
import { CE_CYCLE_MONTHS, CE_REQUIRED_HOURS } from '../continuing-education';

export type CredentialHolder = 'person' | 'pharmacy';
/** How the expiry date of the next cycle is set: from the issue date, or the registration month (staggered). */
export type CycleAnchor = 'issue_date' | 'registration_month' | 'none';
export const GRACE_STAGES = ['expired_fine', 'inactivated', 'cancelled'] as const;
export type GraceStage = (typeof GRACE_STAGES)[number];
export const GRACE_UNITS = ['days', 'months'] as const;
export type GraceUnit = (typeof GRACE_UNITS)[number];

/** Past its expiry date by more than `after` `unit`, the credential is in `stage`. */
export interface GraceStageRule {
  stage: GraceStage;
  after: number;
  unit: GraceUnit;
}

/** The numbers a super admin may adjust: the cycle length, the grace stages and the CE hours. */
export interface CredentialRule {
  /** Months between renewals; null when the credential does not renew on a cycle. */
  cycleMonths: number | null;
  graceStages: GraceStageRule[];
  /**
   * Contact hours of continuing education required per cycle, for the types whose CE Lunia tracks
   * (CE_TRACKED_TYPES); absent in an override: the catalogue's default applies.
   */
  ceHours?: number | null;
}

/** The types whose continuing education Lunia tracks (issue 27 part B): the pharmacist licence. */
export const CE_TRACKED_TYPES: readonly DocumentType[] = ['pharmacist_license'];
/** Bounds of the CE hours a super admin may set per cycle. */
export const CE_REQUIRED_HOURS_MIN = 1;
export const CE_REQUIRED_HOURS_MAX = 200;

export type Certainty = 'confirmed' | 'uncertain';

export interface CredentialTypeDefinition extends CredentialRule {
  type: DocumentType;
  holder: CredentialHolder;
  anchor: CycleAnchor;
  /** How sure the sources are of the cycle and stages (docs/decisions/0062-puerto-rico-credential-rules.md). */
  certainty: Certainty;
  names: { en: string; es: string };
  /** Who issues it. */
  issuer: { en: string; es: string };
}

/** The upload context of each holder: a person uploads as an individual, a pharmacy as an organization. */
export const HOLDER_CONTEXT: Record<CredentialHolder, DocumentContext> = {
  person: 'individual',
  pharmacy: 'organization',
};

const HEALTH_DEPARTMENT = { en: 'Puerto Rico Department of Health', es: 'Departamento de Salud de Puerto Rico' };
const PHARMACY_BOARD = { en: 'Puerto Rico Board of Pharmacy', es: 'Junta de Farmacia de Puerto Rico' };
const noStages: GraceStageRule[] = [];

/** In DOCUMENT_TYPES order: the existing document types first, then the catalogue's additions. */
export const CREDENTIAL_CATALOGUE: readonly CredentialTypeDefinition[] = [
  {
    type: 'pharmacist_license',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 36,
    graceStages: noStages,
    ceHours: CE_REQUIRED_HOURS,
    certainty: 'confirmed',
    names: { en: 'Pharmacist license', es: 'Licencia de farmacéutico' },
    issuer: PHARMACY_BOARD,
  },
  {
    type: 'college_license',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 12,
    graceStages: noStages,
    certainty: 'uncertain',
    names: {
      en: 'Colegio de Farmacéuticos good standing',
      es: 'Certificado de buena conducta profesional del Colegio de Farmacéuticos',
    },
    issuer: { en: 'Colegio de Farmacéuticos de Puerto Rico', es: 'Colegio de Farmacéuticos de Puerto Rico' },
  },
  {
    type: 'pharmacy_certification',
    holder: 'person',
    anchor: 'none',
    cycleMonths: null,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: 'Pharmacy certification', es: 'Certificación de farmacia' },
    issuer: PHARMACY_BOARD,
  },
  {
    type: 'driver_license',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 72,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: "Driver's license", es: 'Licencia de conducir' },
    issuer: { en: 'CESCO (Department of Transportation)', es: 'CESCO (Departamento de Transportación)' },
  },
  {
    type: 'pharmacy_license',
    holder: 'pharmacy',
    anchor: 'issue_date',
    cycleMonths: 12,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: 'Pharmacy establishment license', es: 'Licencia de establecimiento de farmacia' },
    issuer: HEALTH_DEPARTMENT,
  },
  {
    type: 'biological_license',
    holder: 'pharmacy',
    anchor: 'issue_date',
    cycleMonths: 12,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: 'Biological products license', es: 'Licencia de productos biológicos' },
    issuer: HEALTH_DEPARTMENT,
  },
  {
    type: 'state_registry',
    holder: 'pharmacy',
    anchor: 'issue_date',
    cycleMonths: 12,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: 'State registry', es: 'Registro estatal' },
    issuer: HEALTH_DEPARTMENT,
  },
  {
    type: 'business_license',
    holder: 'pharmacy',
    anchor: 'issue_date',
    cycleMonths: 12,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: 'Business license (municipal)', es: 'Patente municipal' },
    issuer: { en: 'Municipality', es: 'Municipio' },
  },
  {
    type: 'technician_license',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 36,
    graceStages: noStages,
    certainty: 'confirmed',
    names: { en: 'Pharmacy technician license', es: 'Licencia de técnico de farmacia' },
    issuer: PHARMACY_BOARD,
  },
  {
    type: 'health_professional_registration',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 36,
    graceStages: noStages,
    certainty: 'confirmed',
    names: { en: 'Health professional registration', es: 'Registro de profesionales de la salud' },
    issuer: HEALTH_DEPARTMENT,
  },
  {
    type: 'controlled_substance_registration',
    holder: 'pharmacy',
    anchor: 'registration_month',
    cycleMonths: 12,
    graceStages: [
      { stage: 'expired_fine', after: 5, unit: 'days' },
      { stage: 'inactivated', after: 30, unit: 'days' },
      { stage: 'cancelled', after: 6, unit: 'months' },
    ],
    certainty: 'uncertain',
    names: {
      en: 'Controlled substance registration (ASSMCA / Department of Health)',
      es: 'Certificado de registro de sustancias controladas (ASSMCA / Departamento de Salud)',
    },
    issuer: HEALTH_DEPARTMENT,
  },
  {
    type: 'dea_registration',
    holder: 'pharmacy',
    anchor: 'issue_date',
    cycleMonths: 36,
    graceStages: noStages,
    certainty: 'confirmed',
    names: { en: 'DEA registration', es: 'Registro de la DEA' },
    issuer: { en: 'U.S. Drug Enforcement Administration', es: 'Administración de Control de Drogas (DEA)' },
  },
  {
    type: 'cpr_bls',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 24,
    graceStages: noStages,
    certainty: 'confirmed',
    names: { en: 'CPR/BLS certificate', es: 'Certificado de RCP/BLS' },
    issuer: { en: 'American Heart Association or Red Cross', es: 'American Heart Association o Cruz Roja' },
  },
  {
    type: 'immunization_certificate',
    holder: 'person',
    anchor: 'none',
    cycleMonths: null,
    graceStages: noStages,
    certainty: 'uncertain',
    names: { en: 'Immunization certificate', es: 'Certificado de administración de vacunas' },
    issuer: PHARMACY_BOARD,
  },
  {
    type: 'ley300_certificate',
    holder: 'person',
    anchor: 'issue_date',
    cycleMonths: 12,
    graceStages: noStages,
    certainty: 'confirmed',
    names: { en: 'Law 300 certificate (criminal record)', es: 'Certificado de Ley 300 (historial delictivo)' },
    issuer: HEALTH_DEPARTMENT,
  },
];

const byType = new Map(CREDENTIAL_CATALOGUE.map((definition) => [definition.type, definition]));

export function credentialDefinition(type: DocumentType): CredentialTypeDefinition {
  const definition = byType.get(type);
  if (!definition) throw new Error(`No catalogue entry for ${type}`);
  return definition;
}

/** The contexts in which the type is required to submit for review (REQUIRED_DOCUMENT_TYPES, spec §3). */
export function requiredInContexts(type: DocumentType): DocumentContext[] {
  return (Object.keys(REQUIRED_DOCUMENT_TYPES) as DocumentContext[]).filter((context) =>
    (REQUIRED_DOCUMENT_TYPES[context] as readonly DocumentType[]).includes(type),
  );
}

/** Every type a context may upload: its holder's types, required ones first (catalogue order). */
export function uploadableTypes(context: DocumentContext): DocumentType[] {
  const required = REQUIRED_DOCUMENT_TYPES[context] as readonly DocumentType[];
  const optional = CREDENTIAL_CATALOGUE.filter(
    (d) => HOLDER_CONTEXT[d.holder] === context && !required.includes(d.type),
  ).map((d) => d.type);
  return [...required, ...optional];
}

/** The optional types of a context: offered on the upload page under "Other credentials". */
export function optionalTypes(context: DocumentContext): DocumentType[] {
  const required = REQUIRED_DOCUMENT_TYPES[context] as readonly DocumentType[];
  return uploadableTypes(context).filter((type) => !required.includes(type));
}

/** Overrides a super admin saved, by type (the credential rules item). */
export type CredentialRuleOverrides = Partial<Record<DocumentType, CredentialRule>>;

/** A rule in force: every number known (ceHours null for a type whose CE Lunia does not track). */
export type EffectiveCredentialRule = Required<CredentialRule>;

/** The rule in force for a type: the override when there is one, else the catalogue's default. */
export function effectiveRule(type: DocumentType, overrides: CredentialRuleOverrides = {}): EffectiveCredentialRule {
  const definition = credentialDefinition(type);
  const override = overrides[type];
  const ceHours = override?.ceHours ?? definition.ceHours ?? null;
  if (override) return { cycleMonths: override.cycleMonths, graceStages: sortStages(override.graceStages), ceHours };
  return { cycleMonths: definition.cycleMonths, graceStages: definition.graceStages, ceHours };
}

/** The continuing-education hours a pharmacist needs per cycle, as the rules in force say. */
export const ceRequiredHours = (overrides: CredentialRuleOverrides = {}): number =>
  effectiveRule('pharmacist_license', overrides).ceHours ?? CE_REQUIRED_HOURS;

/** The pharmacist licence's cycle in force, in months: the span of its continuing-education cycle. */
export const ceCycleMonths = (overrides: CredentialRuleOverrides = {}): number =>
  effectiveRule('pharmacist_license', overrides).cycleMonths ?? CE_CYCLE_MONTHS;

/** Every type with its rule in force, in catalogue order. */
export function effectiveCatalogue(overrides: CredentialRuleOverrides = {}) {
  return CREDENTIAL_CATALOGUE.map((definition) => ({
    ...definition,
    ...effectiveRule(definition.type, overrides),
    overridden: overrides[definition.type] !== undefined,
    requiredIn: requiredInContexts(definition.type),
  }));
}

/** Stages in the order they are reached (months counted as 31 days, for ordering only). */
export function sortStages(stages: readonly GraceStageRule[]): GraceStageRule[] {
  const reach = (s: GraceStageRule) => (s.unit === 'months' ? s.after * 31 : s.after);
  return [...stages].sort((a, b) => reach(a) - reach(b));
}
