import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Modal open={open} onOpenChange={setOpen} title="Log in to book">
        <Button onClick={() => setOpen(false)}>Continue</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is named by its one heading, takes focus, closes on Escape and gives focus back', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to book' });
    expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
