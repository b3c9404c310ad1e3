import { describe, expect, it } from 'vitest';
import { sniffDocument } from './document-content';

describe('a document judged by its content', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe('image/jpeg');
    expect(sniffDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe(
      'image/png',
    );
    expect(sniffDocument(Buffer.from('%PDF-1.7\n'))?.contentType).toBe('application/pdf');
  });

  it('refuses anything else, whatever it is called: an executable, a text file, nothing', () => {
    expect(sniffDocument(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull(); // "MZ": a Windows program
    expect(sniffDocument(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))).toBeNull(); // ELF
    expect(sniffDocument(Buffer.from('hello, I am a PDF'))).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
  });
});
