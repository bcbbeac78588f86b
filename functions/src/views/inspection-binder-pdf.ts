/**
 * The inspection binder (issue 27) as a PDF: a cover page, then the establishment licence, the
 * pharmacist in charge, every staff member's credentials and the review trail, with page numbers.
 * Drawn with pdf-lib's standard Helvetica (no font file to bundle): text it cannot encode (outside
 * WinAnsi, which covers English and Spanish) is written as `?`. Pure: the binder's data in, bytes out.
 */
import type { DocumentType, Language } from '@lunia/shared/domain/constants';
import type { LocationCoverage } from '@lunia/shared/domain/location-coverage';
import { DOCUMENT_NAMES } from '@lunia/shared/mail/templates/document-reminder';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { BINDER_TEXT, type BinderText } from './inspection-binder-text';

export interface BinderCredential {
  type: DocumentType;
  /** The document's status, or `expired` for an approved one past its date. */
  status: string;
  expiresOn: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
}

export interface BinderPerson {
  name: string;
  email: string;
  role: string;
  /** The licence number the person's profile records ('' when none). */
  licenseNumber: string;
  credentials: BinderCredential[];
}

export interface BinderTrailEntry {
  at: string;
  by: string;
  action: string;
  documentType: DocumentType;
  /** Whose document: a staff member's name, or the organization's. */
  holder: string;
  reason: string | null;
}

export interface InspectionBinder {
  organization: { name: string; licenseNumber: string };
  location: { name: string; address: string; city: string; state: string; zipCode: string; pharmacyLicense: string };
  generatedAt: string;
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

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.43);
const RULE = rgb(0.8, 0.82, 0.86);

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y = 0;
  private readonly encodable = new Map<string, boolean>();
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  /** Text the font can draw: unencodable characters become `?`. */
  safe(text: string, font: PDFFont): string {
    let out = '';
    for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
      let ok = this.encodable.get(ch);
      if (ok === undefined) {
        try {
          font.encodeText(ch);
          ok = true;
        } catch {
          ok = false;
        }
        this.encodable.set(ch, ok);
      }
      out += ok ? ch : '?';
    }
    return out;
  }

  /** Cuts text to a width, with an ellipsis. */
  fit(text: string, font: PDFFont, size: number, width: number): string {
    let value = this.safe(text, font);
    if (font.widthOfTextAtSize(value, size) <= width) return value;
    while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > width) value = value.slice(0, -1);
    return `${value}…`;
  }

  /** Splits text into lines no wider than `width`. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(text, font).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.map((l) => this.fit(l, font, size, width));
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: typeof INK; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(value, font, size, PAGE.width - 2 * MARGIN)) {
      this.ensure(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 2;
  }

  /** One row of cells at fixed column offsets (fractions of the text width). */
  row(cells: string[], columns: number[], options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    const width = PAGE.width - 2 * MARGIN;
    this.ensure(size + 6);
    this.y -= size + 5;
    cells.forEach((cell, i) => {
      const from = (columns[i] ?? 0) * width;
      const to = (columns[i + 1] ?? 1) * width;
      this.page.drawText(this.fit(cell, font, size, to - from - 6), {
        x: MARGIN + from,
        y: this.y,
        size,
        font,
        color: INK,
      });
    });
  }

  rule() {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 4;
  }

  heading(value: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(value, { size: 14, bold: true, gap: 4 });
  }
}

const CREDENTIAL_COLUMNS = [0, 0.32, 0.5, 0.64, 0.86];
const TRAIL_COLUMNS = [0, 0.15, 0.35, 0.52, 0.72];

const dateOf = (iso: string | null, t: BinderText) => (iso ? iso.slice(0, 10) : t.none);

function credentialRows(w: Writer, credentials: BinderCredential[], t: BinderText, language: Language) {
  w.row(
    [t.columns.credential, t.columns.status, t.columns.expires, t.columns.verifiedBy, t.columns.verifiedOn],
    CREDENTIAL_COLUMNS,
    { bold: true },
  );
  for (const credential of credentials) {
    w.row(
      [
        DOCUMENT_NAMES[language][credential.type],
        t.status[credential.status] ?? credential.status,
        credential.expiresOn ?? t.none,
        credential.verifiedBy ?? t.none,
        dateOf(credential.verifiedAt, t),
      ],
      CREDENTIAL_COLUMNS,
    );
  }
}

function cover(w: Writer, binder: InspectionBinder, t: BinderText) {
  const { location, organization } = binder;
  w.y -= 120;
  w.text(t.title, { size: 26, bold: true, gap: 6 });
  w.text(t.subtitle, { size: 12, color: MUTED, gap: 24 });
  const line = (label: string, value: string) => {
    w.text(label, { size: 9, color: MUTED, gap: 0 });
    w.text(value || t.none, { size: 12, gap: 8 });
  };
  line(t.organization, organization.name);
  line(t.organizationLicence, organization.licenseNumber);
  line(t.location, location.name);
  line(t.address, `${location.address}, ${location.city}, ${location.state} ${location.zipCode}`);
  line(t.locationLicence, location.pharmacyLicense);
  line(t.generated, `${binder.generatedAt.slice(0, 10)} ${binder.generatedAt.slice(11, 16)} UTC`);
  w.y -= 16;
  for (const entry of t.contents) w.text(entry, { size: 11 });
}

/** Renders the binder in `language` (en or es). */
export async function renderInspectionBinder(binder: InspectionBinder, language: Language): Promise<Uint8Array> {
  const t = BINDER_TEXT[language];
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} — ${binder.location.name}`);
  doc.setAuthor('Lunia');
  doc.setCreator('Lunia');
  doc.setLanguage(language === 'es' ? 'es-PR' : 'en-US');
  doc.setCreationDate(new Date(binder.generatedAt));
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  cover(w, binder, t);

  w.newPage();
  w.heading(t.establishmentHeading);
  if (binder.establishmentLicence) credentialRows(w, [binder.establishmentLicence], t, language);
  else w.text(t.noEstablishmentLicence);

  w.heading(t.pharmacistHeading);
  if (binder.pharmacistInCharge) {
    w.text(binder.pharmacistInCharge.name, { size: 11, bold: true });
    w.text(`${t.licenceNumber} ${binder.pharmacistInCharge.licenseNumber || t.none}`);
    w.text(`${t.coverage}: ${t.coverages[binder.pharmacistInCharge.coverage]}`);
    if (binder.pharmacistInCharge.licence) credentialRows(w, [binder.pharmacistInCharge.licence], t, language);
    else w.text(t.noCredentials);
  } else {
    w.text(t.noPharmacist);
    w.text(`${t.coverage}: ${t.coverages.uncovered}`);
  }

  w.heading(t.staffHeading);
  if (binder.staff.length === 0) w.text(t.noStaff);
  for (const person of binder.staff) {
    w.ensure(60);
    w.rule();
    w.text(person.name, { size: 11, bold: true, gap: 0 });
    const licence = `${t.licenceNumber} ${person.licenseNumber || t.none}`;
    w.text(`${t.roles[person.role] ?? person.role} · ${licence} · ${person.email}`, { size: 9, color: MUTED });
    if (person.credentials.length === 0) w.text(t.noCredentials, { size: 9 });
    else credentialRows(w, person.credentials, t, language);
  }

  w.heading(t.trailHeading);
  if (binder.trail.length === 0) w.text(t.noTrail);
  else {
    w.row(
      [t.trailColumns.when, t.trailColumns.who, t.trailColumns.what, t.trailColumns.document, t.trailColumns.reason],
      TRAIL_COLUMNS,
      { bold: true },
    );
    for (const entry of binder.trail) {
      w.row(
        [
          `${entry.at.slice(0, 10)} ${entry.at.slice(11, 16)}`,
          entry.by,
          t.actions[entry.action] ?? entry.action,
          `${DOCUMENT_NAMES[language][entry.documentType]} · ${entry.holder}`,
          entry.reason ?? '',
        ],
        TRAIL_COLUMNS,
      );
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(t.page(i + 1, pages.length), { x: MARGIN, y: 28, size: 8, font: w.regular, color: MUTED });
  });
  return doc.save();
}
