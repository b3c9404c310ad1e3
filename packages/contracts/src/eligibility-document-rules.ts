/**
 * Eligibility document uploads (spec part 2 §3 Document upload form, §5, §8, §9): the limits and the words
 * the browser and the server both use. Free of zod, so the web bundle may import it as values.
 */

/** At most this many bytes, checked in the browser before sending and by the server while it streams. */
export const eligibilityDocumentMaxBytes = 20_000_000;

/** What a document may be, judged by its content (never by its name or the type the browser claims). */
export const eligibilityDocumentContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type EligibilityDocumentContentType = (typeof eligibilityDocumentContentTypes)[number];

/** What the file input offers. */
export const eligibilityDocumentAccept = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export const eligibilityDocumentMessages = {
  tooLarge: 'File size exceeds 20mb.',
  notAllowedType: 'The document must be a JPEG, PNG or PDF file.',
  documentRequired: 'Choose a document to upload.',
  oneDocument: 'Upload one document at a time.',
  membershipNotFound: 'We could not find that membership.',
  membershipEnded: 'This membership has ended.',
  criterionMismatch: 'This eligibility criterion does not belong to the membership.',
  documentTypeMismatch: 'Choose a type of document that proves this eligibility.',
  alreadyPending: 'A document for this membership is already waiting to be checked.',
  uploadFailed: 'There was a problem uploading your eligibility document',
} as const;

/** The four notices of spec part 2 §4 "Document upload required", in the spec's words. */
export type DocumentNoticeKind = 'rejected' | 'expiringSoon' | 'expired' | 'required';
