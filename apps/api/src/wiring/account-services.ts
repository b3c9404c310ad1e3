import type { AuthService } from '../modules/auth/auth.service';
import { createMyAccountService } from '../modules/auth/my-account.service';
import { createPasswordResetService } from '../modules/auth/password-reset.service';
import { createRegistrationService } from '../modules/auth/registration.service';
import type { ClientsService } from '../modules/clients/clients.service';
import { createDataFieldsService } from '../modules/data-fields/data-fields.service';
import { createMailService } from '../modules/mail/mail.service';
import { createMailTransport } from '../modules/mail/mail-transport';
import { createTermsRepository } from '../modules/terms/terms.repository';
import { createTermsService } from '../modules/terms/terms.service';
import { createUsersDirectory } from '../modules/users/users-directory';
import type { VenuesService } from '../modules/venues/venues.service';
import { type Config, emailLink } from '../platform/config';
import type { Db } from '../platform/db/client';
import { createRateLimiter } from '../platform/rate-limit/rate-limit';

/** Sign-up, reset and activation, my details, their form and terms, and the mail they send. */
export function createAccountServices(
  db: Db,
  config: Config,
  { clients, venues, auth }: { clients: ClientsService; venues: VenuesService; auth: AuthService },
  onMailError?: (err: unknown, emailId: number) => void,
) {
  const { sessionTtlMs } = config;
  const mail = createMailService({
    db,
    transport: createMailTransport(config.smtpUrl),
    from: config.mailFrom,
    onDeliveryError: onMailError,
  });
  const dataFields = createDataFieldsService({ db, users: createUsersDirectory(db), venues });
  const terms = createTermsService(createTermsRepository(db));
  const registration = createRegistrationService({ db, dataFields, terms, sessionTtlMs });
  const passwordReset = createPasswordResetService({
    db,
    limiter: createRateLimiter(db),
    mail,
    clients,
    accountUrl: config.urls.account,
    publicUrl: config.publicUrl,
    localOrigin: emailLink({ publicUrl: undefined, port: config.port }, ''),
    sessionTtlMs,
  });
  const myAccount = createMyAccountService({ db, dataFields, auth, sessionTtlMs });
  return { mail, dataFields, terms, registration, passwordReset, myAccount };
}
