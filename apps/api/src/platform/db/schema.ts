import { passwordTokens } from '../../modules/auth/password-tokens.tables';
import { sessions } from '../../modules/auth/sessions.tables';
import { clients } from '../../modules/clients/clients.tables';
import {
  dataFieldAnswers,
  dataFieldSections,
  dataFields,
} from '../../modules/data-fields/data-fields.tables';
import { eligibilityDocuments } from '../../modules/eligibility/eligibility-documents.tables';
import { penalties } from '../../modules/fees/penalties.tables';
import { outboxEmails } from '../../modules/mail/mail.tables';
import { terms } from '../../modules/terms/terms.tables';
import { themes } from '../../modules/theme/theme.tables';
import { users } from '../../modules/users/users.tables';
import { venues } from '../../modules/venues/venues.tables';
import { waiverSignatures, waivers, waiverVersions } from '../../modules/waivers/waivers.tables';
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
};
