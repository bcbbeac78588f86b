import { describe, expect, it } from 'vitest';
import {
  asciiFallback,
  downloadContentDisposition,
  downloadFileName,
  fileKindOf,
  MAX_BASE_LENGTH,
} from './download-name';

describe('downloadFileName', () => {
  it.each([
    ['an ordinary name keeps its extension', 'licencia.pdf', 'pdf', 'licencia.pdf'],
    ['accents and spaces stay', 'licencia farmacéutico (1).pdf', 'pdf', 'licencia farmacéutico (1).pdf'],
    ['.jpeg is a JPEG extension', 'foto.JPEG', 'jpeg', 'foto.jpeg'],
    ['a JPEG without extension gets .jpg', 'foto', 'jpeg', 'foto.jpg'],
    ['.exe is replaced by the detected kind', 'invoice.exe', 'pdf', 'invoice.pdf'],
    ['a declared .pdf that is a PNG becomes .png', 'scan.pdf', 'png', 'scan.png'],
    ['a double extension ends in the kind', 'licencia.pdf.exe', 'pdf', 'licencia.pdf.pdf'],
    ['RTL override removed (no "exe.pdf" disguise)', 'factura\u202Efdp.exe', 'pdf', 'facturafdp.pdf'],
    ['bidi isolates and zero-width removed', '\u2067a\u200Bb\u2069\u200E.pdf', 'pdf', 'ab.pdf'],
    ['control characters and newlines removed', 'a\u0000b\r\nc\u007F.png', 'png', 'abc.png'],
    ['path characters removed', '../../etc/passwd', 'pdf', 'etcpasswd.pdf'],
    ['Windows path and reserved characters removed', 'C:\\docs\\a<b>c|d?e*"f".pdf', 'pdf', 'Cdocsabcdef.pdf'],
    ['percent signs removed', '100%.pdf', 'pdf', '100.pdf'],
    ['leading dots (hidden files) trimmed', '...hidden.pdf', 'pdf', 'hidden.pdf'],
    ['whitespace collapsed and trimmed', '  a \t  b  .pdf ', 'pdf', 'a b.pdf'],
    ['nothing left: a fallback name', '\u202E\u0000/..', 'pdf', 'document.pdf'],
    ['a dotted name that is not an extension keeps its text', 'contrato v1.2 final', 'pdf', 'contrato v1.2 final.pdf'],
    ['an unknown kind: no extension', 'setup.exe', undefined, 'setup'],
  ] as const)('%s', (_why, fileName, kind, expected) => {
    expect(downloadFileName({ fileName, kind })).toBe(expected);
  });

  it('bounds the length by code points, never splitting one', () => {
    const long = `${'ñ'.repeat(150)}😀😀.exe`;
    const name = downloadFileName({ fileName: long, kind: 'pdf' });
    expect(Array.from(name.replace(/\.pdf$/, ''))).toHaveLength(MAX_BASE_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
    const emoji = downloadFileName({ fileName: `${'a'.repeat(99)}😀😀.png`, kind: 'png' });
    expect(emoji).toBe(`${'a'.repeat(99)}😀.png`);
  });
});

describe('asciiFallback', () => {
  it.each([
    ['licencia farmacéutico.pdf', 'licencia farmaceutico.pdf'],
    ['Ñandú.png', 'Nandu.png'],
    ['文件.pdf', 'document.pdf'],
    ['a;b"c\\d.pdf', 'a_b_c_d.pdf'],
  ])('%s → %s', (name, expected) => {
    expect(asciiFallback(name)).toBe(expected);
  });
});

describe('downloadContentDisposition', () => {
  it('is RFC 6266: ASCII fallback plus the UTF-8 name', () => {
    expect(downloadContentDisposition({ fileName: 'licencia farmacéutico (1).exe', kind: 'pdf' })).toBe(
      `attachment; filename="licencia farmaceutico (1).pdf"; filename*=UTF-8''licencia%20farmac%C3%A9utico%20%281%29.pdf`,
    );
  });

  it('never carries quotes, CR/LF or bidi controls into the header', () => {
    const header = downloadContentDisposition({ fileName: 'x"\r\nSet-Cookie: a=b\u202E.pdf', kind: 'pdf' });
    expect(header).not.toMatch(/[\r\n\u202E]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});

describe('fileKindOf', () => {
  it('prefers the detected kind, else the declared type', () => {
    expect(fileKindOf({ detectedKind: 'png', contentType: 'application/pdf' })).toBe('png');
    expect(fileKindOf({ detectedKind: null, contentType: 'image/jpeg' })).toBe('jpeg');
    expect(fileKindOf({ detectedKind: null, contentType: 'application/x-msdownload' })).toBeUndefined();
  });
});
