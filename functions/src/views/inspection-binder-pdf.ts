/**
 * The inspection binder (issues 27 and 43) as a tagged PDF: a first page that summarizes the location
 * (licences, pharmacist in charge and coverage, staff, credential counts, a QR code to the revocable
 * verification link of this summary), then the establishment licence, the pharmacist in charge, every
 * staff member's credentials, the review trail and an attestation block with a signature line.
 * Every time is Puerto Rico time (said once), every cell wraps (nothing is cut), every name prints
 * (Noto Sans with a CJK fallback, embedded as subsets: views/binder-fonts.ts), reviewers appear by role
 * only, and every word is in the binder's language (views/inspection-binder-text.ts).
 * Pure: the binder's data in, bytes out (docs/decisions/0125-binder-unicode-font.md, 0126-binder-tagged-pdf.md).
 */
import type { DocumentType, Language } from '@lunia/shared/domain/constants';
import type { LocationCoverage } from '@lunia/shared/domain/location-coverage';
import { DOCUMENT_NAMES } from '@lunia/shared/mail/templates/document-reminder';
import { PDFDocument } from 'pdf-lib';
import { BinderFonts, markSubsets } from './binder-fonts';
import { MARGIN, MUTED, TEXT_WIDTH, Writer } from './binder-writer';
import { BINDER_TEXT, type BinderText } from './inspection-binder-text';
import { TaggedContent } from './pdf-structure';
import { drawQrCode } from './qr-code';

/** Who acted on a document, by role (Lunia's reviewers are `admin`, never named). */
export type BinderActor = 'admin' | 'system' | 'owner' | 'member';

export interface BinderCredential {
  type: DocumentType;
  /** The document's status, or `expired` for an approved one past its date. */
  status: 'approved' | 'pending' | 'denied' | 'rejected' | 'uploading' | 'expired';
  expiresOn: string | null;
  verifiedBy: BinderActor | null;
  verifiedAt: string | null;
}

export interface BinderPerson {
  name: string;
  email: string;
  role: 'owner' | 'admin' | 'manager' | 'member';
  /** The licence number the person's profile records ('' when none). */
  licenseNumber: string;
  credentials: BinderCredential[];
}

export interface BinderTrailEntry {
  at: string;
  by: BinderActor;
  action: 'approved' | 'denied' | 'file_rejected' | 'expiry_corrected' | 'expiry_extended';
  documentType: DocumentType;
  /** Whose document: a staff member's name, or the organization's. */
  holder: string;
  reason: string | null;
}

export interface InspectionBinder {
  organization: { name: string; licenseNumber: string };
  location: { name: string; address: string; city: string; state: string; zipCode: string; pharmacyLicense: string };
  generatedAt: string;
  /** Who asked for it: an organization admin by name and role, a Lunia reviewer by role only. */
  generatedBy: { name: string | null; role: 'owner' | 'admin' | 'super_admin' };
  /** The revocable link to this location's summary the QR code carries. */
  verification: { url: string; expiresAt: string };
  /** The staff's required credentials, counted (use-cases/steps/location-summary.ts). */
  counts: { staff: number; current: number; expiring: number; missing: number };
  establishmentLicence: BinderCredential | null;
  pharmacistInCharge: {
    name: string;
    licenseNumber: string;
    coverage: LocationCoverage;
    licence: BinderCredential | null;
  } | null;
  staff: BinderPerson[];
  trail: BinderTrailEntry[];
}

/** Puerto Rico is UTC−4 all year (no daylight time): an instant as `YYYY-MM-DD HH:MM` there. */
export function puertoRicoTime(iso: string): string {
  const local = new Date(Date.parse(iso) - 4 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

const CREDENTIAL_COLUMNS = [0, 0.3, 0.48, 0.62, 0.82];
const TRAIL_COLUMNS = [0, 0.15, 0.3, 0.44, 0.68];
const none = (t: BinderText, value: string | null | undefined) => value || t.none;

function credentialTable(w: Writer, credentials: BinderCredential[], t: BinderText, language: Language) {
  w.table(
    CREDENTIAL_COLUMNS,
    [t.columns.credential, t.columns.status, t.columns.expires, t.columns.verifiedBy, t.columns.verifiedOn],
    credentials.map((credential) => [
      DOCUMENT_NAMES[language][credential.type],
      t.status[credential.status] ?? t.none,
      none(t, credential.expiresOn),
      credential.verifiedBy ? t.actors[credential.verifiedBy] : t.none,
      credential.verifiedAt ? puertoRicoTime(credential.verifiedAt) : t.none,
    ]),
  );
}

function field(w: Writer, label: string, value: string) {
  w.text(label, { size: 8, color: MUTED, gap: 0 });
  w.text(value, { size: 11, gap: 6 });
}

/** Page 1: what an inspector needs at a glance, and the QR code to check it online. */
function summaryPage(w: Writer, binder: InspectionBinder, t: BinderText) {
  const { location, organization, pharmacistInCharge: pic, counts } = binder;
  w.tags.bookmark(t.summaryHeading, w.page, w.y);
  w.text(t.title, { size: 22, bold: true, gap: 2, node: w.tags.element('H1') });
  w.text(t.subtitle, { size: 10, color: MUTED, gap: 10 });
  const qrSide = 118;
  const qrTop = w.y;
  const x = MARGIN + TEXT_WIDTH - qrSide;
  const figure = w.tags.element('Figure', undefined, t.qrAlt);
  w.tags.mark(w.page, figure, () => drawQrCode(w.page, binder.verification.url, x, qrTop - qrSide, qrSide));

  field(w, t.organization, `${organization.name} · ${t.licenceNumber} ${none(t, organization.licenseNumber)}`);
  field(w, t.location, location.name);
  field(w, t.address, `${location.address}, ${location.city}, ${location.state} ${location.zipCode}`);
  field(w, t.locationLicence, none(t, location.pharmacyLicense));
  field(
    w,
    t.pharmacistInCharge,
    pic
      ? `${pic.name} · ${t.licenceNumber} ${none(t, pic.licenseNumber)} · ${t.coverage}: ${t.coverages[pic.coverage]}`
      : `${t.noPharmacist} ${t.coverage}: ${t.coverages.uncovered}`,
  );
  field(w, t.staffCount, String(counts.staff));
  field(w, t.generated, `${puertoRicoTime(binder.generatedAt)} (AST)`);
  w.text(t.timeZoneNote, { size: 8, color: MUTED, gap: 8 });
  w.y = Math.min(w.y, qrTop - qrSide - 10);

  w.heading(t.credentialsHeading, 'H2');
  w.table(
    [0, 0.34, 0.68],
    [t.credentialCounts.current, t.credentialCounts.expiring, t.credentialCounts.missing],
    [[String(counts.current), String(counts.expiring), String(counts.missing)]],
    10,
  );
  w.text(t.credentialsNote, { size: 8, color: MUTED, gap: 8 });

  w.heading(t.verifyHeading, 'H2');
  w.text(t.verifyText(binder.verification.expiresAt.slice(0, 10)), { size: 9 });
  w.text(binder.verification.url, { size: 8, gap: 10 });
  w.text(t.contents.join(' · '), { size: 9, color: MUTED });
}

function attestation(w: Writer, binder: InspectionBinder, t: BinderText) {
  w.ensure(300); // the block stays on one page
  w.heading(t.attestationHeading);
  const by = binder.generatedBy;
  const role = t.generators[by.role] ?? t.none;
  field(w, t.generatedBy, by.name ? `${by.name} (${role})` : role);
  field(
    w,
    t.generatedFor,
    `${binder.location.name} · ${binder.organization.name} · ${t.locationLicence} ${none(t, binder.location.pharmacyLicense)}`,
  );
  field(w, t.generated, `${puertoRicoTime(binder.generatedAt)} (AST)`);
  w.text(t.attestation, { size: 10, gap: 6 });
  for (const label of [t.signature, t.printedName, t.titleLine, t.dateLine]) {
    w.y -= 16;
    w.text(label, { size: 9, color: MUTED, gap: 0 });
    const { page, y } = w;
    w.tags.artifact(page, () =>
      page.drawLine({ start: { x: MARGIN + 150, y }, end: { x: MARGIN + TEXT_WIDTH, y }, thickness: 0.7 }),
    );
  }
}

/** Every string the binder may print, so the fonts know which glyphs it needs. */
function allTextOf(binder: InspectionBinder): string {
  return JSON.stringify(binder);
}

/** Renders the binder in `language` (en or es). */
export async function renderInspectionBinder(binder: InspectionBinder, language: Language): Promise<Uint8Array> {
  const t = BINDER_TEXT[language];
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} — ${binder.location.name}`, { showInWindowTitleBar: true });
  doc.setSubject(`${binder.organization.name} · ${binder.location.name}`);
  doc.setAuthor('Lunia');
  doc.setCreator('Lunia');
  doc.setProducer('Lunia');
  doc.setLanguage(language === 'es' ? 'es-PR' : 'en-US');
  doc.setCreationDate(new Date(binder.generatedAt));
  doc.setModificationDate(new Date(binder.generatedAt));
  const fonts = await BinderFonts.embed(doc, allTextOf(binder));
  const tags = new TaggedContent();
  const w = new Writer(doc, fonts, tags);
  summaryPage(w, binder, t);

  w.newPage();
  w.heading(t.establishmentHeading);
  if (binder.establishmentLicence) credentialTable(w, [binder.establishmentLicence], t, language);
  else w.text(t.noEstablishmentLicence);

  w.heading(t.pharmacistHeading);
  const pic = binder.pharmacistInCharge;
  if (pic) {
    w.text(pic.name, { size: 11, bold: true });
    w.text(`${t.licenceNumber} ${none(t, pic.licenseNumber)}`);
    w.text(`${t.coverage}: ${t.coverages[pic.coverage]}`);
    if (pic.licence) credentialTable(w, [pic.licence], t, language);
    else w.text(t.noCredentials);
  } else {
    w.text(t.noPharmacist);
    w.text(`${t.coverage}: ${t.coverages.uncovered}`);
  }

  w.heading(t.staffHeading);
  if (binder.staff.length === 0) w.text(t.noStaff);
  for (const person of binder.staff) {
    w.ensure(70);
    w.rule();
    w.heading(person.name, 'H2');
    const licence = `${t.licenceNumber} ${none(t, person.licenseNumber)}`;
    w.text(`${t.roles[person.role] ?? t.none} · ${licence} · ${person.email}`, { size: 9, color: MUTED });
    if (person.credentials.length === 0) w.text(t.noCredentials, { size: 9 });
    else credentialTable(w, person.credentials, t, language);
  }

  w.heading(t.trailHeading);
  if (binder.trail.length === 0) w.text(t.noTrail);
  else {
    w.table(
      TRAIL_COLUMNS,
      [t.trailColumns.when, t.trailColumns.who, t.trailColumns.what, t.trailColumns.document, t.trailColumns.reason],
      binder.trail.map((entry) => [
        puertoRicoTime(entry.at),
        t.actors[entry.by],
        t.actions[entry.action] ?? t.none,
        `${DOCUMENT_NAMES[language][entry.documentType]} · ${entry.holder}`,
        entry.reason ?? '',
      ]),
      8,
    );
  }

  attestation(w, binder, t);
  w.numberPages(t.page);
  tags.finish(doc);
  await doc.flush();
  markSubsets(doc);
  // Object streams (PDF 1.5) compress the thousands of small structure elements: 640 → 172 KB for 50 staff.
  return doc.save();
}
