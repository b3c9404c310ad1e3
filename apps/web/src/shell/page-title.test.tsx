import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { PageTitle } from './page-title';

function show(operator?: string, title = 'Manchester Central Pool & Gym timetable', venue?: string) {
  const client = new QueryClient();
  if (operator) {
    client.setQueryData(clientConfigQueryOptions().queryKey, { name: operator } as never);
  }
  return render(
    <QueryClientProvider client={client}>
      <PageTitle title={title} venue={venue} />
    </QueryClientProvider>,
  );
}

describe('PageTitle', () => {
  it("titles the page with the operator's name and describes it in the same words", () => {
    const { unmount } = show('Everyday Leisure');
    expect(document.title).toBe('Everyday Leisure | Manchester Central Pool & Gym timetable');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe(
      'Manchester Central Pool & Gym timetable – Everyday Leisure. Book classes, swimming, courts and memberships online.',
    );
    unmount();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(0);
  });

  it("names the venue of a venue's page, unless its title does", () => {
    const { unmount } = show('Everyday Leisure', 'Yoga Flow', 'Manchester Central Pool & Gym');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Yoga Flow at Manchester Central Pool & Gym – Everyday Leisure. Book classes, swimming, courts and memberships online.',
    );
    unmount();
    show('Everyday Leisure', 'Manchester Central Pool & Gym timetable', 'Manchester Central Pool & Gym');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Manchester Central Pool & Gym timetable – Everyday Leisure. Book classes, swimming, courts and memberships online.',
    );
  });

  it('gives no description until the operator is known', () => {
    show();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(0);
  });
});
