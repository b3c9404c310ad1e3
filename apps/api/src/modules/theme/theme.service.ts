import { type Theme, theme as themeContract } from '@leisure/contracts/theme';
import { HttpError, notFound } from '../../platform/http/errors';
import type { VenuesService } from '../venues/venues.service';
import type { ThemeRepository, ThemeRow } from './theme.repository';

const themeKeys = Object.keys(themeContract.shape) as (keyof Theme)[];

/** Null values are dropped, never sent (spec part 1 §3). */
function present(row: ThemeRow | null): Theme {
  const out: Record<string, string> = {};
  for (const key of themeKeys) {
    const value = row?.[key];
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  }
  return out as Theme;
}

type Deps = { repository: ThemeRepository; venues: VenuesService; maintenanceMode: () => boolean };

export function createThemeService({ repository, venues, maintenanceMode }: Deps) {
  return {
    /**
     * The operator's theme, with a venue's own values on top when it has some. The app asks for the theme
     * first, so this is where planned maintenance is announced (503).
     */
    async getTheme(clientId: number, venueSlug?: string): Promise<Theme> {
      if (maintenanceMode()) throw new HttpError(503, 'Service disruption');
      const base = present(await repository.find(clientId, null));
      if (!venueSlug) return base;
      const venue = await venues.findBySlug(clientId, venueSlug);
      if (!venue) throw notFound();
      return { ...base, ...present(await repository.find(clientId, venue.id)) };
    },
  };
}
export type ThemeService = ReturnType<typeof createThemeService>;
