/** The inspection binder's words in English and Spanish (views/inspection-binder-pdf.ts lays them out). Pure. */
import type { Language } from '@lunia/shared/domain/constants';
import type { LocationCoverage } from '@lunia/shared/domain/location-coverage';

export interface BinderText {
  title: string;
  subtitle: string;
  organization: string;
  location: string;
  address: string;
  organizationLicence: string;
  locationLicence: string;
  generated: string;
  contents: string[];
  establishmentHeading: string;
  noEstablishmentLicence: string;
  pharmacistHeading: string;
  noPharmacist: string;
  coverage: string;
  /** Before a person's licence number (as their profile records it). */
  licenceNumber: string;
  staffHeading: string;
  noStaff: string;
  noCredentials: string;
  trailHeading: string;
  noTrail: string;
  columns: { credential: string; status: string; expires: string; verifiedBy: string; verifiedOn: string };
  trailColumns: { when: string; who: string; what: string; document: string; reason: string };
  status: Record<string, string>;
  coverages: Record<LocationCoverage, string>;
  roles: Record<string, string>;
  actions: Record<string, string>;
  none: string;
  page: (n: number, of: number) => string;
}

export const BINDER_TEXT: Record<Language, BinderText> = {
  en: {
    title: 'Inspection binder',
    subtitle: 'Credentials of the pharmacy and its staff, as recorded on Lunia',
    organization: 'Organization',
    location: 'Location',
    address: 'Address',
    organizationLicence: 'Organization licence number',
    locationLicence: 'Location licence number',
    generated: 'Generated',
    contents: ['1. Establishment licence', '2. Pharmacist in charge', '3. Staff credentials', '4. Review trail'],
    establishmentHeading: '1. Establishment licence (pharmacy licence)',
    noEstablishmentLicence: 'No pharmacy licence has been uploaded for this organization.',
    pharmacistHeading: '2. Pharmacist in charge (farmacéutico regente)',
    noPharmacist: 'No pharmacist in charge is named for this location.',
    coverage: 'Coverage',
    licenceNumber: 'Licence no.',
    staffHeading: '3. Staff credentials',
    noStaff: 'The organization has no members.',
    noCredentials: 'No credentials uploaded.',
    trailHeading: '4. Review trail',
    noTrail: 'No review decisions are recorded for these documents.',
    columns: {
      credential: 'Credential',
      status: 'Status',
      expires: 'Expires',
      verifiedBy: 'Verified by',
      verifiedOn: 'On',
    },
    trailColumns: { when: 'When', who: 'By', what: 'Decision', document: 'Document', reason: 'Reason' },
    status: {
      approved: 'Verified',
      pending: 'Awaiting review',
      denied: 'Denied',
      rejected: 'File rejected',
      uploading: 'Uploading',
      expired: 'Expired',
    },
    coverages: { covered: 'Covered', at_risk: 'At risk', uncovered: 'Uncovered' },
    roles: { owner: 'Owner', admin: 'Admin', manager: 'Manager', member: 'Member' },
    actions: {
      approved: 'Approved',
      denied: 'Denied',
      file_rejected: 'File rejected',
      expiry_corrected: 'Expiry date corrected',
      expiry_extended: 'Expiry extended by order',
    },
    none: '—',
    page: (n, of) => `Page ${n} of ${of}`,
  },
  es: {
    title: 'Expediente de inspección',
    subtitle: 'Credenciales de la farmacia y su personal, según constan en Lunia',
    organization: 'Organización',
    location: 'Sucursal',
    address: 'Dirección',
    organizationLicence: 'Número de licencia de la organización',
    locationLicence: 'Número de licencia de la sucursal',
    generated: 'Generado',
    contents: [
      '1. Licencia del establecimiento',
      '2. Farmacéutico regente',
      '3. Credenciales del personal',
      '4. Historial de revisión',
    ],
    establishmentHeading: '1. Licencia del establecimiento (licencia de farmacia)',
    noEstablishmentLicence: 'No se ha subido una licencia de farmacia para esta organización.',
    pharmacistHeading: '2. Farmacéutico regente',
    noPharmacist: 'Esta sucursal no tiene farmacéutico regente designado.',
    coverage: 'Cobertura',
    licenceNumber: 'Licencia núm.',
    staffHeading: '3. Credenciales del personal',
    noStaff: 'La organización no tiene miembros.',
    noCredentials: 'No ha subido credenciales.',
    trailHeading: '4. Historial de revisión',
    noTrail: 'No hay decisiones de revisión registradas para estos documentos.',
    columns: {
      credential: 'Credencial',
      status: 'Estado',
      expires: 'Vence',
      verifiedBy: 'Verificado por',
      verifiedOn: 'Fecha',
    },
    trailColumns: { when: 'Fecha', who: 'Por', what: 'Decisión', document: 'Documento', reason: 'Motivo' },
    status: {
      approved: 'Verificado',
      pending: 'En revisión',
      denied: 'Denegado',
      rejected: 'Archivo rechazado',
      uploading: 'Subiendo',
      expired: 'Vencido',
    },
    coverages: { covered: 'Cubierta', at_risk: 'En riesgo', uncovered: 'Sin cobertura' },
    roles: { owner: 'Propietario', admin: 'Administrador', manager: 'Gerente', member: 'Miembro' },
    actions: {
      approved: 'Aprobado',
      denied: 'Denegado',
      file_rejected: 'Archivo rechazado',
      expiry_corrected: 'Fecha de vencimiento corregida',
      expiry_extended: 'Vencimiento extendido por orden',
    },
    none: '—',
    page: (n, of) => `Página ${n} de ${of}`,
  },
};
