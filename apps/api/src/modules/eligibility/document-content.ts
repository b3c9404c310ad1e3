import type { EligibilityDocumentContentType } from '@leisure/contracts/eligibility-document-rules';

/**
 * What a file is, from its first bytes (its "magic number"), never from its name or the type the browser
 * claims: a renamed executable is none of these. JPEG starts FF D8 FF, PNG with its 8-byte signature, PDF
 * with "%PDF-".
 */
export function sniffDocument(
  data: Buffer,
): { contentType: EligibilityDocumentContentType; extension: string } | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte))
    return { contentType: 'image/png', extension: 'png' };
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}
