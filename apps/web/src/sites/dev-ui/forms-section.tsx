import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { SelectField } from '@/components/ui/select-field';
import { GallerySection, GalleryState } from './gallery-section';

const tickets = [
  { value: 'member', label: 'Member price £0.00', description: 'Included in Gold Anytime' },
  { value: 'payg', label: 'Pay as you go £8.00', description: 'One session' },
  { value: 'course', label: 'Course £45.00', description: 'Sold out', disabled: true },
];

export function FormsSection() {
  const [ticket, setTicket] = useState<string | null>('member');
  const [unchosen, setUnchosen] = useState<string | null>(null);
  return (
    <GallerySection id="forms" title="Fields, select and radio cards">
      <div className="gallery__states">
        <GalleryState name="text field">
          <TextField label="First name" autoComplete="off" />
        </GalleryState>
        <GalleryState name="required, with hint">
          <TextField label="Email address" type="email" required hint="We send your receipts here." />
        </GalleryState>
        <GalleryState name="error">
          <TextField label="Last name" required error="Last name is required." defaultValue="" />
        </GalleryState>
        <GalleryState name="focus" focus>
          <TextField label="Town" defaultValue="Manchester" />
        </GalleryState>
        <GalleryState name="disabled">
          <TextField label="Customer ID" disabled defaultValue="C100001" />
        </GalleryState>
        <GalleryState name="select">
          <SelectField label="Relationship" required defaultValue="">
            <option value="">Choose a relationship</option>
            <option value="child">Child</option>
            <option value="partner">Partner</option>
          </SelectField>
        </GalleryState>
        <GalleryState name="select: error">
          <SelectField label="Venue" required error="Venue is required." defaultValue="">
            <option value="">Choose a venue</option>
            <option value="manchester-central">Manchester Central</option>
          </SelectField>
        </GalleryState>
        <GalleryState name="select: disabled">
          <SelectField label="Attendee" disabled defaultValue="alex">
            <option value="alex">Alex Morgan</option>
          </SelectField>
        </GalleryState>
      </div>
      <div className="gallery__states gallery__states--wide">
        <GalleryState name="radio cards: chosen, one disabled">
          <RadioCards legend="Ticket" name="ticket" options={tickets} value={ticket} onChange={setTicket} />
        </GalleryState>
        <GalleryState name="radio cards: required, error">
          <RadioCards
            legend="Payment option"
            name="payment"
            required
            error="Payment option is required."
            options={[
              { value: 'monthly', label: 'Monthly £32.00' },
              { value: 'annual', label: 'Annual £320.00' },
            ]}
            value={unchosen}
            onChange={setUnchosen}
          />
        </GalleryState>
      </div>
    </GallerySection>
  );
}
