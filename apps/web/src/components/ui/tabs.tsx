import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './tabs.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

type Props = {
  /** Names the tab list for assistive technology ('Booking filters'). */
  label: string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Tabs on Radix: one tab stop, arrow keys and Home/End move between tabs, each panel is labelled by its
 * tab. On a phone the list scrolls sideways inside itself rather than widening the page.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange }: Props) {
  const controlled = value === undefined ? {} : { value };
  return (
    <RadixTabs.Root
      className="tabs"
      defaultValue={defaultValue ?? items[0]?.value}
      {...controlled}
      {...(onValueChange ? { onValueChange } : {})}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
