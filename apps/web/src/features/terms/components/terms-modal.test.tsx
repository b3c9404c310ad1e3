import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { hasReachedEnd } from '../lib/reached-end';
import { TermsModal } from './terms-modal';

beforeAll(() => loadNamespaces('terms'));

const terms = [{ id: 1, title: 'Membership terms', html: '<p>Be kind.</p>' }];

describe('hasReachedEnd (spec part 1 §9: 10 px from the bottom)', () => {
  it('is true within 10 px of the end, and when the text fits', () => {
    expect(hasReachedEnd({ scrollTop: 490, scrollHeight: 1000, clientHeight: 500 })).toBe(true);
    expect(hasReachedEnd({ scrollTop: 489, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
    expect(hasReachedEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 })).toBe(true);
    expect(hasReachedEnd({ scrollTop: 0, scrollHeight: 1000, clientHeight: 500 })).toBe(false);
  });
});

/** happy-dom lays nothing out: give the text box the sizes of a long text. */
function pretendLongText(scrollHeight = 1000, clientHeight = 300) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

const agreeButton = () => screen.getByRole('button', { name: 'I Agree' }) as HTMLButtonElement;

describe('TermsModal', () => {
  it('gives each text one heading: not again from its HTML, nor when it is the modal’s title', () => {
    render(
      <TermsModal
        open
        onOpenChange={() => {}}
        terms={[
          { id: 1, title: 'Terms and conditions', html: '<h2>Terms and conditions</h2><p>Be kind.</p>' },
          {
            id: 2,
            title: 'Booking terms',
            html: '<h2>Booking terms</h2><p>Arrive early.</p><h2>Refunds</h2>',
          },
        ]}
        failed={false}
        agreed
        onAgree={() => {}}
      />,
    );
    expect(screen.getAllByRole('heading', { name: 'Terms and conditions' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Booking terms' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeTruthy();
  });

  it("enables 'I Agree' only once the text is scrolled to its end", async () => {
    pretendLongText();
    const onAgree = vi.fn();
    render(
      <TermsModal
        open
        onOpenChange={() => {}}
        terms={terms}
        failed={false}
        agreed={false}
        onAgree={onAgree}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Membership terms' })).toBeTruthy();
    expect(agreeButton().disabled).toBe(true);

    const text = screen.getByRole('region', { name: 'Terms and conditions text' });
    text.scrollTop = 600;
    await act(async () => fireEvent.scroll(text));
    expect(agreeButton().disabled).toBe(true);

    text.scrollTop = 695;
    await act(async () => fireEvent.scroll(text));
    expect(agreeButton().disabled).toBe(false);
    fireEvent.click(agreeButton());
    expect(onAgree).toHaveBeenCalledOnce();
  });

  it('enables it at once when the text fits', async () => {
    pretendLongText(300, 300);
    render(
      <TermsModal
        open
        onOpenChange={() => {}}
        terms={terms}
        failed={false}
        agreed={false}
        onAgree={() => {}}
      />,
    );
    // Measured a frame after the dialog is shown.
    await waitFor(() => expect(agreeButton().disabled).toBe(false));
  });

  it('enables it at once when already agreed', () => {
    pretendLongText();
    render(
      <TermsModal open onOpenChange={() => {}} terms={terms} failed={false} agreed onAgree={() => {}} />,
    );
    expect(agreeButton().disabled).toBe(false);
  });

  it('shows the generic error inside the modal when the terms fail to load', () => {
    render(
      <TermsModal open onOpenChange={() => {}} terms={undefined} failed agreed={false} onAgree={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(dialog.textContent).toContain('Something went wrong, please try again.');
    expect(screen.queryByRole('button', { name: 'I Agree' })).toBeNull();
  });
});
