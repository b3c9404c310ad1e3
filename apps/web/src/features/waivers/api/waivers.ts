import type { signWaiverRequest, waiverGroup } from '@leisure/contracts/waivers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type WaiverGroup = z.infer<typeof waiverGroup>;
export type Waiver = WaiverGroup['waivers'][number];
export type WaiverQuestion = Waiver['questions'][number];
export type SignWaiverInput = z.input<typeof signWaiverRequest>;

const base = '/api/my-account/user/waivers';

export const waiverGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['waivers'],
    queryFn: () => http<{ data: WaiverGroup[] }>(base).then((r) => r.data),
  });

export const waiverGroupQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['waivers', slug],
    queryFn: () => http<{ data: WaiverGroup }>(`${base}/${encodeURIComponent(slug)}`).then((r) => r.data),
    // 'Could not find this waiver.' is the answer to a 404: asking again will not change it.
    retry: false,
  });

export function useWaiverGroups() {
  return useQuery(waiverGroupsQueryOptions());
}

export function useWaiverGroup(slug: string) {
  return useQuery(waiverGroupQueryOptions(slug));
}

/** The signing call the spec leaves to us: the version read and an answer to each question. */
export function useSignWaiver(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignWaiverInput) =>
      http(`${base}/${encodeURIComponent(slug)}/sign`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['waivers'] }),
  });
}
