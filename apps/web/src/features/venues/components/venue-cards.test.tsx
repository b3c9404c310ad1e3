import { pictureOf } from '@leisure/contracts/image';
import type { Venue } from '@leisure/contracts/venue';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { VenueCards } from './venue-cards';

beforeAll(() => loadNamespaces('bookings'));

const venue = (id: number, name: string, extra: Partial<Venue> = {}): Venue => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  address1: '1 High Street',
  address2: null,
  city: 'Leeds',
  postcode: 'LS1 1AA',
  lat: 53.8,
  lng: -1.5,
  timeZone: 'Europe/London',
  displayVenueSelectionButton: true,
  activitiesV2Enabled: false,
  canDisplayIneligibleMemberships: false,
  distance: null,
  image: pictureOf('a'.repeat(32)),
  ...extra,
});

function show(venues: Venue[], onChoose = vi.fn()) {
  render(
    <MemoryRouter>
      <VenueCards
        venues={venues}
        selected="hidden"
        hrefOf={(v) => `/location/${v.slug}`}
        onChoose={onChoose}
      />
    </MemoryRouter>,
  );
  return onChoose;
}

describe('VenueCards', () => {
  it('fetches the first screen’s pictures with the page and the rest when scrolled near', () => {
    show([1, 2, 3, 4, 5].map((id) => venue(id, `Venue ${id}`)));
    const images = screen.getAllByRole('listitem').map((card) => card.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    const priority = (img: HTMLImageElement) =>
      img.getAttribute('fetchpriority') ??
      (img as HTMLImageElement & { fetchPriority?: string }).fetchPriority;
    expect(priority(images[0]!)).toBe('high');
    expect(priority(images[3]!) ?? null).not.toBe('high');
  });

  it('links a venue’s name to its timetable and chooses it on the way', () => {
    const onChoose = show([venue(1, 'Open', { distance: 2 })]);
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/location/open');
    expect(screen.getByText('2.0 miles')).toBeTruthy();
    fireEvent.click(link);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ slug: 'open' }));
  });

  it('shows a venue whose selection button is hidden, with its picture and no link', () => {
    show([venue(2, 'Hidden', { displayVenueSelectionButton: false })]);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Hidden' })).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('Selected')).toBeTruthy();
    const img = card.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '1024',
      '683',
      // The first card: on the first screen.
      'eager',
    ]);
    const types = [...card.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
  });

  it('keeps a card without a picture the same shape', () => {
    show([venue(3, 'Bare', { image: null })]);
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull();
    expect(screen.getByRole('listitem').querySelector('.venue-card__picture--none')).not.toBeNull();
  });
});
