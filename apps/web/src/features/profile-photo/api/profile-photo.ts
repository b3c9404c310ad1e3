import type { ProfilePhoto } from '@leisure/contracts/user';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

const path = '/api/my-account/user/profile-photo';

/** POST my-account/user/profile-photo: the cropped JPEG as the multipart field `photo`. */
export function setProfilePhoto(photo: Blob): Promise<ProfilePhoto> {
  const form = new FormData();
  form.append('photo', photo, 'profile-photo.jpg');
  return http<{ data: ProfilePhoto }>(path, { method: 'POST', body: form }).then((r) => r.data);
}

export function deleteProfilePhoto(): Promise<ProfilePhoto> {
  return http<{ data: ProfilePhoto }>(path, { method: 'DELETE' }).then((r) => r.data);
}

/** Dismisses the dashboard's reminder to add a photo. */
export function dismissProfilePhotoReminder(): Promise<unknown> {
  return http(`${path}/reminder`, { method: 'POST' });
}

// The photo lives on the user: reading the user again shows the new one everywhere.
const reloadUser = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });

export function useSetProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProfilePhoto, onSuccess: () => reloadUser(queryClient) });
}

export function useDeleteProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfilePhoto, onSuccess: () => reloadUser(queryClient) });
}

export function useDismissProfilePhotoReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissProfilePhotoReminder, onSuccess: () => reloadUser(queryClient) });
}
