import { z } from 'zod';
import { dataEnvelope } from './envelope';

export const clientResponse = dataEnvelope(z.object({ id: z.number().int(), name: z.string() }));

export const directDebitProviders = ['sandbox', 'gocardless'] as const;

/** Client config of spec part 2 §3 with the feature flags of part 1 §3. */
export const clientConfig = z.object({
  name: z.string(),
  currency: z.string().length(3),
  creditsEnabled: z.boolean(),
  directDebitProvider: z.enum(directDebitProviders),
  collectDirectDebitBillingAddress: z.boolean(),
  onlineJoiningEnabled: z.boolean(),
  onlineJoiningMapEnabled: z.boolean(),
  onlineGuestPassesEnabled: z.boolean(),
  activitiesV2Enabled: z.boolean(),
  mapStyleUrl: z.string(),
  urls: z.object({ bookings: z.string(), account: z.string(), join: z.string() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
export const clientConfigResponse = dataEnvelope(clientConfig);

export const footerQuery = z.object({ venue: z.string().max(120).optional() });
export const footerResponse = dataEnvelope(z.object({ html: z.string() }));

/** The operator's content pages at the footer's links. */
export const operatorPageNames = ['terms', 'privacy'] as const;
export type OperatorPageName = (typeof operatorPageNames)[number];
// Any name is taken and an unknown one answered 404: a page address that does not exist is not a bad request.
export const operatorPageParams = z.object({ page: z.string().max(40) });
export const operatorPageResponse = dataEnvelope(z.object({ html: z.string() }));
