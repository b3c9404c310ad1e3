import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { membershipsQueryKey } from './get-memberships';

export type DocumentUpload = {
  membershipId: number;
  eligibilityCriterionId: number;
  eligibilityDocumentTypeId: number;
  document: File;
};

/** POST my-account/eligibility/document (spec part 2 §7): multipart, 201 with the pending document. */
export function uploadDocument(upload: DocumentUpload): Promise<unknown> {
  const form = new FormData();
  form.append('eligibility_document_type_id', String(upload.eligibilityDocumentTypeId));
  form.append('membership_id', String(upload.membershipId));
  form.append('eligibility_criterion_id', String(upload.eligibilityCriterionId));
  form.append('document', upload.document, upload.document.name);
  return http('/api/my-account/eligibility/document', { method: 'POST', body: form });
}

/** After a 201 the memberships list reloads (spec part 2 §4 After success), and the dashboard's notices. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
      ]),
  });
}
