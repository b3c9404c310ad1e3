import type { onboardingTypes } from '@leisure/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { DataFieldSection } from '../lib/field-values';

export type OnboardingType = (typeof onboardingTypes)[number];

export type DataFieldsAnswer = { data: DataFieldSection[]; checksum: string; status: 'ok' };

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
