import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { price } from './money';
import { recordIdParam } from './record-id';

/**
 * A manager changes an activity's price at the desk (issue 19). Only the prices a person pays can change:
 * a membership's benefit is free by definition, and a package's use is paid for when the package is bought.
 */
export const changeablePriceKinds = ['payg', 'member'] as const;
export type ChangeablePriceKind = (typeof changeablePriceKinds)[number];

/** The most one place may cost, in minor units: a typing slip of two extra zeros is refused. */
export const maxActivityPrice = 100_000;

export const activityPriceMessages = {
  kind: 'Only the pay-as-you-go and member prices can be changed.',
  price: 'Please enter a price in pence, from 0 to 100000.',
  activityNotFound: 'Activity not found.',
  priceNotFound: 'This activity has no price of that kind.',
} as const;

/** PUT /api/foh/activities/:activityId/prices/:kind */
export const activityPriceParams = z.object({
  activityId: recordIdParam,
  kind: z.enum(changeablePriceKinds, activityPriceMessages.kind),
});

export const activityPriceRequest = z.object({
  price: z
    .number(activityPriceMessages.price)
    .int(activityPriceMessages.price)
    .min(0, activityPriceMessages.price)
    .max(maxActivityPrice, activityPriceMessages.price),
});
export type ActivityPriceRequest = z.infer<typeof activityPriceRequest>;

export const activityPriceOption = z.object({
  id: z.number().int(),
  /** 'payg', 'member', 'benefit' or 'package'. */
  kind: z.string(),
  name: z.string(),
  price,
});

/** The activity's prices after the change, every kind of them. */
export const activityPrices = z.object({
  activityId: z.number().int(),
  name: z.string(),
  venueId: z.number().int(),
  prices: z.array(activityPriceOption),
});
export type ActivityPrices = z.infer<typeof activityPrices>;
export const activityPricesResponse = dataEnvelope(activityPrices);
