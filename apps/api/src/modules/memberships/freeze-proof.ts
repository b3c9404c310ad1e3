/**
 * What an uploaded proof of eligibility is, judged by its first bytes rather than its name or the type
 * the browser claimed: a renamed executable is none of the three.
 */
export type ProofContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

const starts = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

export function proofContentType(data: Buffer): ProofContentType | null {
  if (data.length >= 3 && starts(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (data.length >= 8 && starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // '%PDF-': some writers put a little junk first; the format allows the header within the first 1024 bytes.
  if (data.subarray(0, 1024).includes(Buffer.from('%PDF-'))) return 'application/pdf';
  return null;
}

export const extensionOf: Record<ProofContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
