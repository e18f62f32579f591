import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Modal } from '../modal/modal';
import { Toast, ToastRegion } from './toast';

function Page({ dialog }: { dialog: boolean }) {
  return (
    <>
      <div id="app-root">
        <ToastRegion label="Notifications">
          <Toast content="Saved" themeColor="green" closeLabel="Close" />
        </ToastRegion>
      </div>
      <Modal open={dialog} onClose={() => {}} title="New brand" closeLabel="Close">
        <button type="button">Create brand</button>
      </Modal>
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('ToastRegion', () => {
  it('is rendered into the document body, out of the app’s own stacking context', () => {
    render(<Page dialog={false} />);
    expect(region().parentElement).toBe(document.body);
    expect(document.getElementById('app-root')?.contains(region())).toBe(false);
  });

  it('moves above an open dialog’s panel, inside its overlay, and back when the dialog closes', async () => {
    const { rerender } = render(<Page dialog={false} />);
    rerender(<Page dialog />);
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    const overlay = dialog.parentElement as HTMLElement;
    // In the overlay, before the panel: never under the overlay, never over the dialog's buttons.
    expect(overlay.contains(region())).toBe(true);
    expect(dialog.contains(region())).toBe(false);
    expect(region().compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();

    rerender(<Page dialog={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region().parentElement).toBe(document.body);
  });
});
