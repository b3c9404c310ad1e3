import type { onboardingTypes } from '@leisure/contracts/account';
import type { dataFieldsResponse } from '@leisure/contracts/data-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

export type OnboardingType = (typeof onboardingTypes)[number];

export type DataFieldsAnswer = z.infer<typeof dataFieldsResponse>;

/** GET /api/data-fields?onboarding_type= : the operator's form, with the customer's answers if signed in. */
export function getDataFields(onboardingType: OnboardingType): Promise<DataFieldsAnswer> {
  return http<DataFieldsAnswer>('/api/data-fields', { query: { onboardingType } });
}

export const dataFieldsQueryOptions = (onboardingType: OnboardingType) =>
  queryOptions({
    queryKey: ['data-fields', onboardingType],
    queryFn: () => getDataFields(onboardingType),
  });

export function useDataFields(onboardingType: OnboardingType) {
  return useQuery(dataFieldsQueryOptions(onboardingType));
}
