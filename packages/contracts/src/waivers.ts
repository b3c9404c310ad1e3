import { z } from 'zod';
import { dataEnvelope } from './envelope';

const moment = z.object({ datetimeString: z.string(), raw: z.string() });

export const waiverQuestion = z.object({
  question: z.object({
    id: z.number().int(),
    label: z.string(),
    /** text, textarea, yes_no, checkbox, select, date (waivers.tables.ts). */
    type: z.string(),
    reference: z.string(),
    /** Added for the signing form: whether an answer is needed, and a select's choices. */
    isRequired: z.boolean().optional(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  }),
  answers: z.array(z.object({ id: z.number().int(), answer: z.string() })),
});

/** Spec part 1 §3 "Waiver group": the restriction and its waivers (the latest version each). */
export const waiver = z.object({
  id: z.number().int(),
  version: z.number().int(),
  signed: moment.nullable(),
  expires: z.object({ date: z.object({ fullDate: z.string() }), datetimeString: z.string() }).nullable(),
  expired: z.boolean(),
  terms: z.string(),
  questions: z.array(waiverQuestion),
  attendee: z.object({ id: z.number().int(), name: z.string() }),
});
export const waiverGroup = z.object({
  restriction: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type: z.enum(['enhanced-pre-waiver', 'standard']),
  }),
  waivers: z.array(waiver),
});
export const waiverGroupsResponse = dataEnvelope(z.array(waiverGroup));
export const waiverGroupResponse = dataEnvelope(waiverGroup);
export const waiverParams = z.object({ slug: z.string().min(1).max(120) });

/** The signing call (not shown in the spec): the version read, and an answer to each question. */
export const signWaiverRequest = z.object({
  version: z.number().int(),
  answers: z.array(z.object({ questionId: z.number().int(), answer: z.string().max(2000) })),
});
