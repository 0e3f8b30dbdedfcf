import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseFileName, typeOfName } from '../src/modules/attachments/file-name.js';
import { LINK_TTL_SECONDS, LinkSigner } from '../src/modules/attachments/signed-links.js';
import { sniffType } from '../src/modules/attachments/sniff.js';
import { SAMPLES, sample } from './fixtures/evidence.js';

describe('sniffType', () => {
  it.each(SAMPLES)('reads $name as $type', (s) => {
    expect(sniffType(sample(s.name).subarray(0, 12))).toBe(s.type);
  });

  it('knows nothing else', () => {
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from(`ftyp${brand}`)]);
    expect(sniffType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffType(ftyp('qt  '))).toBeNull();
    expect(sniffType(ftyp('M4A '))).toBeNull();
    expect(sniffType(ftyp('mp42'))).toBe('video/mp4');
    expect(sniffType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('file names', () => {
  it('drop folders, controls and direction overrides, and keep the extension when cut', () => {
    expect(sanitiseFileName('C:\\Users\\kim\\Desktop\\dock.JPG')).toBe('dock.JPG');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('inv\u202egpj.exe')).toBe('invgpj.exe');
    expect(sanitiseFileName('  two\t\tspaces .pdf ')).toBe('two spaces .pdf');
    const long = sanitiseFileName(`${'a'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.jpeg')).toBe(true);
  });

  it('map extensions to allowed types, case-insensitively', () => {
    expect(typeOfName('a.JPEG')).toBe('image/jpeg');
    expect(typeOfName('a.mp4')).toBe('video/mp4');
    expect(typeOfName('a.exe')).toBeNull();
    expect(typeOfName('.png')).toBeNull();
  });

  it('cannot break out of the Content-Disposition header', () => {
    const header = contentDisposition('Kim\'s "site" photo ü.jpg', 'inline');
    expect(header).toBe(
      `inline; filename="Kim's _site_ photo _.jpg"; filename*=UTF-8''Kim%27s%20%22site%22%20photo%20%C3%BC.jpg`,
    );
  });
});

describe('LinkSigner', () => {
  const signer = new LinkSigner('a-secret-that-is-long-enough-for-tests-000');
  const now = new Date('2026-03-01T00:00:00Z');

  it('accepts its own link until it expires, for that tenant and attachment only', () => {
    const link = signer.sign('t1', 'a1', now);
    const query = { expires: String(link.expires), signature: link.signature };
    expect(signer.verify('t1', 'a1', query, now)).toBe(LINK_TTL_SECONDS);
    expect(signer.verify('t1', 'a1', query, new Date(now.getTime() + LINK_TTL_SECONDS * 1000))).toBeNull();
    expect(signer.verify('t2', 'a1', query, now)).toBeNull();
    expect(signer.verify('t1', 'a2', query, now)).toBeNull();
    expect(
      new LinkSigner('another-secret-that-is-long-enough-0000').verify('t1', 'a1', query, now),
    ).toBeNull();
  });
});
