import { type Theme, theme as themeContract } from '@leisure/contracts/theme';
import { HttpError, notFound } from '../../platform/http/errors';
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

type Deps = { repository: ThemeRepository; maintenanceMode: () => boolean };

export function createThemeService({ repository, maintenanceMode }: Deps) {
  return {
    /**
     * The operator's theme, with a venue's own values on top when it has some. The app asks for the theme
     * first, so this is where planned maintenance is announced (503).
     */
    async getTheme(clientId: number, venueSlug?: string): Promise<Theme> {
      if (maintenanceMode()) throw new HttpError(503, 'Service disruption');
      if (!venueSlug) return present(await repository.find(clientId, null));
      const found = await repository.findForVenue(clientId, venueSlug);
      if (!found.venueExists) throw notFound();
      return { ...present(found.operator), ...present(found.venue) };
    },
  };
}
export type ThemeService = ReturnType<typeof createThemeService>;
