import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import {
  Field,
  Modal,
  TextInput,
  pageWindow,
  Toast,
  PasswordInput,
  Tabs,
  initials,
  useFocusTrap,
} from './index';
import { FLYOUT_LEAVE_MS } from '../domain/constants';

describe('Field', () => {
  it('labels its control and points it at the error text, marking it invalid', () => {
    render(
      <Field label="Brand name" error="Use 3 to 20 characters" hint="Shown to creators" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText(/Brand name/);
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Use 3 to 20 characters');
  });

  it('points the control at the hint when there is no error', () => {
    render(
      <Field label="Description" hint="Shown to creators">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText('Description');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Shown to creators',
    );
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password with a labelled toggle', () => {
    render(
      <Field label="Password">
        <PasswordInput showLabel="Show password" hideLabel="Hide password" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });
});

function ModalHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="New brand"
        closeLabel="Close"
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that focuses its first field', () => {
    render(<ModalHarness onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'New brand' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('keeps Tab inside the dialog, wrapping from the last element to the first', () => {
    render(<ModalHarness onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and unmounts after the leave animation', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(FLYOUT_LEAVE_MS + 10));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();
  });
});

/** A sidebar dialog whose Hire button opens a modal over it; confirming replaces the button with a "Hired" mark. */
function StackedHarness() {
  const [open, setOpen] = useState(false);
  const [hired, setHired] = useState(false);
  const [sidebar, setSidebar] = useState(true);
  if (!sidebar) return <p>Closed</p>;
  return (
    <>
      <Sidebar onEscape={() => setSidebar(false)}>
        {hired ? (
          <span>Hired</span>
        ) : (
          <button type="button" onClick={() => setOpen(true)}>
            Hire
          </button>
        )}
      </Sidebar>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Hire Maya"
        closeLabel="Close"
        footer={
          <button
            type="button"
            onClick={() => {
              setHired(true);
              setOpen(false);
            }}
          >
            Confirm
          </button>
        }
      >
        <p>One deal</p>
      </Modal>
    </>
  );
}

function Sidebar({ children, onEscape }: { children: ReactNode; onEscape: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onEscape);
  return (
    <div ref={panel} role="dialog" aria-label="Portfolio" tabIndex={-1}>
      {children}
    </div>
  );
}

describe('dialogs over dialogs', () => {
  it('gives the focus back to the dialog below when the button that opened the top one is gone', () => {
    vi.useFakeTimers();
    render(<StackedHarness />);
    // A click focuses the button it presses.
    const hire = screen.getByRole('button', { name: 'Hire' });
    hire.focus();
    fireEvent.click(hire);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    act(() => vi.advanceTimersByTime(FLYOUT_LEAVE_MS + 10));
    expect(screen.queryByRole('dialog', { name: 'Hire Maya' })).toBeNull();
    const sidebar = screen.getByRole('dialog', { name: 'Portfolio' });
    expect(sidebar.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.getByText('Closed')).toBeTruthy();
    vi.useRealTimers();
  });
});

describe('Toast', () => {
  it('announces red notices as alerts and others as status, with a labelled close button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Toast content="Saved" themeColor="green" closeLabel="Dismiss" onClose={onClose} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<Toast content="Failed" themeColor="red" closeLabel="Dismiss" fading />);
    expect(screen.getByRole('alert').getAttribute('data-fading')).toBe('true');
  });
});

describe('Tabs', () => {
  it('moves the selection with the arrow keys', () => {
    const onChange = vi.fn();
    render(
      <Tabs
        label="Campaigns"
        idPrefix="t"
        value="active"
        onChange={onChange}
        items={[
          { id: 'active', label: 'Active' },
          { id: 'paused', label: 'Paused' },
        ]}
      />,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Active' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('paused');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Active' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('paused');
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });
});

describe('initials', () => {
  it('takes the first and last initials of a name', () => {
    expect(initials('Ada Mary Lovelace')).toBe('AL');
    expect(initials('acme')).toBe('AC');
  });
});
