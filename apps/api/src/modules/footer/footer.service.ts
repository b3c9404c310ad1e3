import { type OperatorPageName, operatorPageNames } from '@leisure/contracts/client';
import { notFound } from '../../platform/http/errors';
import { sanitiseForDisplay, sanitiseHtml } from '../../platform/sanitise-html';
import type { ClientsService } from '../clients/clients.service';
import type { VenuesService } from '../venues/venues.service';

type Deps = { clients: ClientsService; venues: VenuesService };

export function createFooterService({ clients, venues }: Deps) {
  return {
    /**
     * The venue's own footer when it has one, else the operator's: sanitised when stored and again on the
     * way out, inline styles dropped, so the web app shows it as it is, on every page, without fetching
     * a sanitiser of its own first.
     */
    async getFooter(clientId: number, venueSlug?: string): Promise<string> {
      if (venueSlug) {
        const venue = await venues.findBySlug(clientId, venueSlug);
        if (!venue) throw notFound();
        if (venue.footerHtml) return sanitiseForDisplay(venue.footerHtml);
      }
      return sanitiseForDisplay((await clients.getClient(clientId)).footerHtml);
    },

    /**
     * The operator's terms or privacy page. Sanitised again on the way out (ARCHITECTURE.md): a row
     * written by hand or by an older sanitiser must not reach a browser as it is.
     */
    async getPage(clientId: number, name: string): Promise<string> {
      const page = operatorPageNames.find((known): known is OperatorPageName => known === name);
      if (!page) throw notFound();
      const client = await clients.getClient(clientId);
      const stored = page === 'terms' ? client.termsPageHtml : client.privacyPageHtml;
      const html = stored.trim() ? await sanitiseHtml(stored) : '';
      if (!html.trim()) throw notFound('This page has not been written yet.');
      return html;
    },
  };
}
export type FooterService = ReturnType<typeof createFooterService>;
