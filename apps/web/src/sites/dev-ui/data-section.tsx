import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { GallerySection, GalleryState } from './gallery-section';

type Line = { id: string; item: string; when: string; attendee: string; price: string };

const lines: Line[] = [
  { id: '1', item: 'Pilates', when: '24 Nov 2026 at 10:30', attendee: 'Alex Morgan', price: '£8.00' },
  { id: '2', item: 'Lane Swimming', when: '25 Nov 2026 at 12:00', attendee: 'Mia Morgan', price: '£0.00' },
  {
    id: '3',
    item: 'Improvers Swimming Course',
    when: 'Session 3 of 6',
    attendee: 'Alex Morgan',
    price: '£45.00',
  },
];

const columns: TableColumn<Line>[] = [
  { key: 'item', header: 'Item', cell: (line) => line.item, primary: true },
  { key: 'when', header: 'Date', cell: (line) => line.when },
  { key: 'attendee', header: 'Attendee', cell: (line) => line.attendee },
  { key: 'price', header: 'Price', cell: (line) => line.price, align: 'end' },
];

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'danger'];

export function DataSection() {
  return (
    <GallerySection id="data" title="Tabs, tables, cards and badges">
      <div className="gallery__states gallery__states--wide">
        <GalleryState name="tabs (arrow keys move between them)">
          <Tabs
            label="Booking filters"
            items={[
              { value: 'upcoming', label: 'Upcoming', content: <p>Your upcoming bookings.</p> },
              { value: 'historic', label: 'Historic', content: <p>Bookings in the past.</p> },
              { value: 'waitlist', label: 'Waitlist', content: <p>Classes you are waiting for.</p> },
            ]}
          />
        </GalleryState>
        <GalleryState name="table: cards under 640 px">
          <ResponsiveTable caption="Order items" columns={columns} rows={lines} rowKey={(line) => line.id} />
        </GalleryState>
        <GalleryState name="table: loading">
          <Skeleton lines={4} label="Loading order items" />
        </GalleryState>
        <GalleryState name="table: empty">
          <EmptyState
            heading="No bookings yet"
            headingLevel={3}
            action={<ButtonLink href="/dev/ui#data">Book an activity</ButtonLink>}
          >
            <p>Sessions you book appear here.</p>
          </EmptyState>
        </GalleryState>
      </div>
      <div className="gallery__states">
        <GalleryState name="card">
          <Card as="article" heading="Yoga Flow" actions={<ButtonLink href="/dev/ui#data">View</ButtonLink>}>
            <p>Tuesday 24 November, 18:00 to 19:00, Studio 2.</p>
            <Badge tone="success">Booked</Badge>
          </Card>
        </GalleryState>
        <GalleryState name="card: loading">
          <Card>
            <Skeleton lines={3} blockHeight={6} />
          </Card>
        </GalleryState>
        <GalleryState name="badges">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </GalleryState>
      </div>
    </GallerySection>
  );
}
