import { onboardingTypeQuery } from '@leisure/contracts/account';
import { dataFieldsResponse } from '@leisure/contracts/data-fields';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataFieldsService } from './data-fields.service';

export const dataFieldsRoutes: FastifyPluginAsyncZod<{ dataFields: DataFieldsService }> = async (
  app,
  { dataFields },
) => {
  app.get(
    '/api/data-fields',
    {
      schema: {
        tags: ['account'],
        summary: 'The operator’s form for an onboarding type, with the signed-in customer’s answers',
        querystring: onboardingTypeQuery,
        response: { 200: dataFieldsResponse, 422: errorEnvelope },
      },
    },
    async (request) =>
      dataFields.list(request.clientId, request.query.onboardingType, request.session?.userId ?? null),
  );
};
