import {
  customQuestionAnswersRequest,
  customQuestionAnswersResponse,
  customQuestionsMembershipParams,
  customQuestionsResponse,
  customQuestionsTypeParams,
} from '@leisure/contracts/custom-questions';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/http/session';
import type { CustomQuestionsService } from './custom-questions.service';

const path = '/api/custom-questions/memberships';

export const customQuestionsRoutes: FastifyPluginAsyncZod<{
  customQuestions: CustomQuestionsService;
}> = async (app, { customQuestions }) => {
  app.get(
    `${path}/:id`,
    {
      schema: {
        tags: ['online-joining'],
        summary:
          'The additional questions the membership type {id} asks when joining, in order; none for a type that asks none',
        params: customQuestionsTypeParams,
        response: { 200: customQuestionsResponse, 422: errorEnvelope },
      },
    },
    async (request) => ({
      data: await customQuestions.questionsFor(request.clientId, request.params.id),
    }),
  );

  app.post(
    `${path}/:id`,
    {
      // Signed in first: a visitor hears 401, not the body's validation messages.
      onRequest: async (request) => {
        requireSession(request);
      },
      schema: {
        tags: ['online-joining'],
        summary:
          "Answers for the membership {id}, the customer's or a family member's: they replace its earlier answers; 422 per question",
        params: customQuestionsMembershipParams,
        body: customQuestionAnswersRequest,
        response: {
          200: customQuestionAnswersResponse,
          401: errorEnvelope,
          404: errorEnvelope,
          419: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return {
        data: await customQuestions.answer(
          session.clientId,
          session.userId,
          request.params.id,
          request.body.answers,
        ),
      };
    },
  );
};
