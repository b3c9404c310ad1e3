import {
  activities,
  activityCategories,
  instructors,
  locations,
  occurrences,
  pricingOptions,
} from '../../modules/activities/activities.tables';
import { passwordTokens } from '../../modules/auth/password-tokens.tables';
import { sessions } from '../../modules/auth/sessions.tables';
import { cartItems, cartPayments, carts } from '../../modules/basket/basket.tables';
import { bookings } from '../../modules/bookings/bookings.tables';
import { clients } from '../../modules/clients/clients.tables';
import { creditEntries } from '../../modules/credits/credits.tables';
import {
  dataFieldAnswers,
  dataFieldSections,
  dataFields,
} from '../../modules/data-fields/data-fields.tables';
import { eligibilityDocuments } from '../../modules/eligibility/eligibility-documents.tables';
import { penalties } from '../../modules/fees/penalties.tables';
import { outboxEmails } from '../../modules/mail/mail.tables';
import { memberships } from '../../modules/memberships/memberships.tables';
import { orderItems, orders } from '../../modules/orders/orders.tables';
import { payments } from '../../modules/payments/payments.tables';
import { savedCards } from '../../modules/saved-cards/saved-cards.tables';
import { terms } from '../../modules/terms/terms.tables';
import { themes } from '../../modules/theme/theme.tables';
import { users } from '../../modules/users/users.tables';
import { venues } from '../../modules/venues/venues.tables';
import { waiverSignatures, waivers, waiverVersions } from '../../modules/waivers/waivers.tables';
import { sandboxPaymentIntents } from '../payments/sandbox-gateway.tables';
import { rateLimitHits } from '../rate-limit/rate-limit.tables';

/** Every table of every module, for drizzle's relational queries and drizzle-kit. */
export const schema = {
  clients,
  venues,
  themes,
  users,
  sessions,
  passwordTokens,
  rateLimitHits,
  outboxEmails,
  dataFieldSections,
  dataFields,
  dataFieldAnswers,
  terms,
  waivers,
  waiverVersions,
  waiverSignatures,
  penalties,
  eligibilityDocuments,
  activityCategories,
  locations,
  instructors,
  activities,
  pricingOptions,
  occurrences,
  memberships,
  bookings,
  orders,
  orderItems,
  creditEntries,
  carts,
  cartItems,
  cartPayments,
  payments,
  savedCards,
  sandboxPaymentIntents,
};
