import { createAuthService } from './modules/auth/auth.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createClientsService } from './modules/clients/clients.service';
import { createFooterService } from './modules/footer/footer.service';
import { createThemeRepository } from './modules/theme/theme.repository';
import { createThemeService } from './modules/theme/theme.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createVenuesRepository } from './modules/venues/venues.repository';
import { createVenuesService } from './modules/venues/venues.service';
import type { Config } from './platform/config';
import type { Db } from './platform/db/client';

/** Wires each module's repository into its service, once per app. */
export function createServices(db: Db, config: Config) {
  const clients = createClientsService(createClientsRepository(db), config.urls);
  const venues = createVenuesService(createVenuesRepository(db));
  const theme = createThemeService({
    repository: createThemeRepository(db),
    maintenanceMode: () => config.maintenanceMode,
  });
  const footer = createFooterService({ clients, venues });
  const auth = createAuthService({
    sessions: createSessionsRepository(db),
    users: createUsersRepository(db),
    sessionTtlMs: config.sessionTtlMs,
  });
  return { clients, venues, theme, footer, auth };
}
export type Services = ReturnType<typeof createServices>;
