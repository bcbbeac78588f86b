/**
 * The inspection binder as independent tools read it (issue 43): qpdf checks the file's structure,
 * poppler's pdffonts lists the fonts (every one embedded, as a subset, with a Unicode map) and pdftotext
 * extracts the text (every name round-trips, nothing is cut with "…", times are Puerto Rico's).
 * The tools come from Debian's qpdf and poppler-utils (.ci/run installs them); the QR code is read
 * back from poppler's rendering of page 1 by jsQR, a decoder that shares no code with the encoder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locationVerificationPagePath } from '@lunia/shared/domain/verification-links';
import jsQR from 'jsqr';
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binderFileName } from '../use-cases/steps/binder-file-name';
import { type InspectionBinder, puertoRicoTime, renderInspectionBinder } from './inspection-binder-pdf';

const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(png: Buffer): { width: number; height: number; data: Buffer } } };
};
const NAME = 'Łukasz Nguyễn 陈 Peñuelas';
const LONG_REASON =
  'The expiry date typed on the upload does not match the date printed on the license; please upload the renewed license issued by the Junta de Farmacia with the new date clearly visible on the front page.';
const VERIFIED = '2026-11-29T02:59:00.000Z'; // 22:59 on the 28th in Puerto Rico

function fixture(): InspectionBinder {
  const approved = (type: 'pharmacist_license' | 'pharmacy_license') =>
    ({ type, status: 'approved', expiresOn: '2027-05-01', verifiedBy: 'admin', verifiedAt: VERIFIED }) as const;
  return {
    organization: { name: 'Farmacia Peñuelas', licenseNumber: 'ORG-77' },
    location: {
      name: 'Peñuelas Centro',
      address: 'Calle Ñandú 1',
      city: 'Peñuelas',
      state: 'PR',
      zipCode: '00624',
      pharmacyLicense: 'LIC-9',
    },
    generatedAt: '2026-11-29T02:30:00.000Z',
    generatedBy: { name: 'Ana Álvarez', role: 'owner' },
    verification: {
      url: `https://lunia.test${locationVerificationPagePath('a'.repeat(43))}`,
      expiresAt: '2027-02-27T02:30:00.000Z',
    },
    counts: { staff: 2, current: 3, expiring: 1, missing: 4 },
    establishmentLicence: approved('pharmacy_license'),
    pharmacistInCharge: {
      name: NAME,
      licenseNumber: 'F-123',
      coverage: 'covered',
      licence: approved('pharmacist_license'),
    },
    staff: [
      {
        name: NAME,
        email: 'lukasz@example.test',
        role: 'admin',
        licenseNumber: 'F-123',
        credentials: [
          approved('pharmacist_license'),
          { type: 'college_license', status: 'denied', expiresOn: null, verifiedBy: null, verifiedAt: null },
        ],
      },
      { name: 'Bea Ortiz', email: 'bea@example.test', role: 'member', licenseNumber: '', credentials: [] },
    ],
    trail: [
      {
        at: VERIFIED,
        by: 'admin',
        action: 'denied',
        documentType: 'college_license',
        holder: NAME,
        reason: LONG_REASON,
      },
      {
        at: '2026-11-28T12:00:00.000Z',
        by: 'system',
        action: 'expiry_extended',
        documentType: 'pharmacist_license',
        holder: NAME,
        reason: null,
      },
    ],
  };
}

const dir = mkdtempSync(join(tmpdir(), 'binder-test-'));
const files: Record<'en' | 'es', { path: string; bytes: Uint8Array }> = {} as never;
const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });
const text = (language: 'en' | 'es') => run('pdftotext', '-enc', 'UTF-8', files[language].path, '-');
/** pdftotext breaks lines where the cells wrap: compare text with all white space as single spaces. */
const flat = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ');

beforeAll(async () => {
  for (const language of ['en', 'es'] as const) {
    const bytes = await renderInspectionBinder(fixture(), language);
    const path = join(dir, `binder-${language}.pdf`);
    writeFileSync(path, bytes);
    files[language] = { path, bytes };
  }
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the inspection binder PDF (issue 43)', () => {
  it('passes qpdf --check in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      expect(run('qpdf', '--check', files[language].path)).toContain('No syntax or stream encoding errors');
    }
  });

  it('embeds every font, as a subset with a Unicode map, and uses no standard (unembedded) font', () => {
    const rows = run('pdffonts', files.es.path).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThanOrEqual(3); // regular, bold and the CJK fallback this name needs
    for (const row of rows) {
      expect(row).toMatch(/^[A-Z]{6}\+Noto/);
      expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    }
  });

  it('prints every name as written, and cuts nothing: the long reason reads whole, no "…"', () => {
    for (const language of ['en', 'es'] as const) {
      const extracted = flat(text(language));
      expect(extracted).toContain(NAME);
      expect(extracted).toContain('Farmacia Peñuelas');
      expect(extracted).toContain(LONG_REASON);
      expect(extracted).not.toContain('…');
      expect(extracted).not.toContain('?ukasz');
    }
  });

  it('gives every time in Puerto Rico time, and says so once', () => {
    expect(puertoRicoTime(VERIFIED)).toBe('2026-11-28 22:59');
    const extracted = flat(text('en'));
    expect(extracted).toContain('2026-11-28 22:59');
    expect(extracted).not.toContain('2026-11-29 02:59');
    expect(extracted).toContain('2026-11-28 22:30 (AST)');
    expect(extracted.match(/America\/Puerto_Rico/g)).toHaveLength(1);
    expect(extracted).not.toMatch(/\bUTC\b(?!−4)/);
  });

  it('opens on a summary of the location: licences, pharmacist in charge and coverage, staff, credential counts, QR link', () => {
    const firstPage = flat(run('pdftotext', '-enc', 'UTF-8', '-f', '1', '-l', '1', files.en.path, '-'));
    for (const expected of [
      'Location license number LIC-9',
      `Pharmacist in charge ${NAME} · License no. F-123 · Coverage: Covered`,
      'Staff members 2',
      'Current Expiring within 60 days Missing or not verified 3 1 4',
      fixture().verification.url,
      'works until 2027-02-27',
    ]) {
      expect(firstPage).toContain(expected);
    }
  });

  it('carries a QR code that a decoder reads back as the verification link', () => {
    // Page 1's top right corner at 100 dpi (the code is 118 pt wide there: about 4 pixels a module).
    const crop = ['-x', '550', '-y', '60', '-W', '300', '-H', '360'];
    run(
      'pdftoppm',
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '100',
      ...crop,
      '-png',
      '-singlefile',
      files.en.path,
      join(dir, 'page1'),
    );
    const image = PNG.sync.read(readFileSync(join(dir, 'page1.png')));
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toBe(fixture().verification.url);
  }, 30_000);

  it('shows reviewers by role, ends with an attestation and signature lines, every word in the binder’s language', () => {
    const es = flat(text('es'));
    expect(es).toContain('Revisor de Lunia');
    expect(es).toContain('Lunia (automático)');
    expect(es).toContain('5. Certificación Generado por Ana Álvarez (Propietario)');
    for (const line of ['Firma', 'Nombre (letra de molde)', 'Cargo', 'Fecha']) expect(es).toContain(line);
    for (const english of ['Lunia reviewer', 'Verified', 'Expires', 'Page ', 'Generated', 'Staff', 'License no.']) {
      expect(es).not.toContain(english);
    }
    expect(flat(text('en'))).toContain('Lunia reviewer');
  });

  it('is a tagged PDF with its title shown, its language and an outline of its sections', async () => {
    for (const [language, lang] of [
      ['en', 'en-US'],
      ['es', 'es-PR'],
    ] as const) {
      const doc = await PDFDocument.load(files[language].bytes, { updateMetadata: false });
      const { catalog } = doc;
      expect(catalog.lookup(PDFName.of('Lang'))?.toString()).toBe(`(${lang})`);
      const markInfo = catalog.lookup(PDFName.of('MarkInfo'), PDFDict);
      expect(markInfo.lookup(PDFName.of('Marked'))).toBe(PDFBool.True);
      const structRoot = catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
      expect(structRoot.lookup(PDFName.of('K'), PDFArray).size()).toBe(1);
      const prefs = catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict);
      expect(prefs.lookup(PDFName.of('DisplayDocTitle'))).toBe(PDFBool.True);
      expect(doc.getTitle()).toBe(
        language === 'es' ? 'Expediente de inspección — Peñuelas Centro' : 'Inspection binder — Peñuelas Centro',
      );
      const outline = catalog.lookup(PDFName.of('Outlines'), PDFDict);
      const titles: string[] = [];
      for (
        let item = outline.lookup(PDFName.of('First'));
        item instanceof PDFDict;
        item = item.lookup(PDFName.of('Next'))
      ) {
        titles.push((item.lookup(PDFName.of('Title')) as unknown as { decodeText(): string }).decodeText());
      }
      expect(titles).toContain(language === 'es' ? '4. Historial de revisión' : '4. Review trail');
      expect(titles).toContain(NAME);
    }
    expect(run('pdfinfo', files.es.path)).toMatch(/Tagged:\s+yes/);
  });
});

describe('the binder’s file name (RFC 6266)', () => {
  it('keeps ñ and accents, with filename* in UTF-8 and an ASCII filename beside it', () => {
    expect(binderFileName('expediente-inspección', 'Peñuelas Centro', '2026-11-28')).toEqual({
      fileName: 'expediente-inspección-peñuelas-centro-2026-11-28.pdf',
      contentDisposition:
        'attachment; filename="expediente-inspeccion-penuelas-centro-2026-11-28.pdf"; filename*=UTF-8\'\'expediente-inspecci%C3%B3n-pe%C3%B1uelas-centro-2026-11-28.pdf',
    });
    expect(binderFileName('inspection-binder', "O'Neill (Ponce) 陈", '2026-11-28').contentDisposition).toBe(
      'attachment; filename="inspection-binder-o-neill-ponce-2026-11-28.pdf"; filename*=UTF-8\'\'inspection-binder-o-neill-ponce-%E9%99%88-2026-11-28.pdf',
    );
    expect(binderFileName('inspection-binder', '***', '2026-11-28').fileName).toBe(
      'inspection-binder-location-2026-11-28.pdf',
    );
  });
});
