import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { GallerySection, GalleryState } from './gallery-section';

const variants: ButtonVariant[] = ['primary', 'secondary', 'text', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

export function ActionsSection() {
  return (
    <GallerySection id="actions" title="Buttons and links">
      <div className="gallery__states">
        {variants.map((variant) => (
          <GalleryState key={variant} name={`${variant}: sm, md, lg`}>
            {sizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                Book
              </Button>
            ))}
          </GalleryState>
        ))}
        {variants.map((variant) => (
          <GalleryState key={variant} name={`${variant}: focus`} focus>
            <Button variant={variant}>Add to basket</Button>
          </GalleryState>
        ))}
        {variants.map((variant) => (
          <GalleryState key={variant} name={`${variant}: disabled`}>
            <Button variant={variant} disabled>
              Pay £16.00
            </Button>
          </GalleryState>
        ))}
        {variants.map((variant) => (
          <GalleryState key={variant} name={`${variant}: busy`}>
            <Button variant={variant} busy>
              Pay £16.00
            </Button>
          </GalleryState>
        ))}
        <GalleryState name="block (full width)">
          <Button block size="lg">
            Checkout
          </Button>
        </GalleryState>
        <GalleryState name="link that looks like a button">
          <ButtonLink href="/dev/ui#actions" variant="secondary">
            View timetable
          </ButtonLink>
        </GalleryState>
        <GalleryState name="tooltip (hover or focus the button)">
          <Tooltip content="Members book this class free.">
            {(describedBy) => (
              <Button variant="secondary" aria-describedby={describedBy}>
                Member price
              </Button>
            )}
          </Tooltip>
        </GalleryState>
        <GalleryState name="breadcrumbs">
          <Breadcrumbs
            items={[
              { label: 'My account', href: '/dev/ui#actions' },
              { label: 'Waivers', href: '/dev/ui#actions' },
              { label: 'Gym induction' },
            ]}
          />
        </GalleryState>
      </div>
    </GallerySection>
  );
}
