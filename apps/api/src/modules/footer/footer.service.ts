import { notFound } from '../../platform/http/errors';
import type { ClientsService } from '../clients/clients.service';
import type { VenuesService } from '../venues/venues.service';

type Deps = { clients: ClientsService; venues: VenuesService };

export function createFooterService({ clients, venues }: Deps) {
  return {
    /** The venue's own footer when it has one, else the operator's. Both were sanitised when stored. */
    async getFooter(clientId: number, venueSlug?: string): Promise<string> {
      if (venueSlug) {
        const venue = await venues.findBySlug(clientId, venueSlug);
        if (!venue) throw notFound();
        if (venue.footerHtml) return venue.footerHtml;
      }
      return (await clients.getClient(clientId)).footerHtml;
    },
  };
}
export type FooterService = ReturnType<typeof createFooterService>;
