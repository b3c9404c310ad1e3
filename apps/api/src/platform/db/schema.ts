import { sessions } from '../../modules/auth/sessions.tables';
import { clients } from '../../modules/clients/clients.tables';
import { themes } from '../../modules/theme/theme.tables';
import { users } from '../../modules/users/users.tables';
import { venues } from '../../modules/venues/venues.tables';

/** Every table of every module, for drizzle's relational queries and drizzle-kit. */
export const schema = { clients, venues, themes, users, sessions };
