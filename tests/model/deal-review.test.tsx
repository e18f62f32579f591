/**
 * The review of content on the deal page loses nothing (DealOverview in jsdom over the fake API of
 * deal-overview-fixtures): accepting asks first and says who is paid how much; the must-have ticks are saved with
 * the upload, come back on a page opened again, and the unticked ones travel with the feedback; the browser's Back
 * closes the send-back dialog without losing what was typed, and Forward opens it again; a tick the API refuses
 * puts the checklist back and says so.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DealCommand } from '../../src/machines/deal-decision';
import type { DealRole } from '../../src/domain/deal';
import { fakeServer, renderDeal } from './deal-overview-fixtures';

/** A deal whose first upload waits for the brand's review (refund delivery: no shipping step). */
function underReview() {
  const server = fakeServer('refund');
  const steps: Array<[DealCommand, DealRole]> = [
    [{ type: 'deal.accept' }, 'creator'],
    [{ type: 'deal.purchase' }, 'creator'],
    [{ type: 'deal.receive' }, 'creator'],
    [{ type: 'content.upload' }, 'creator'],
    [{ type: 'content.approve' }, 'staff'],
  ];
  for (const [command, role] of steps) expect(server.apply(command, role).ok, command.type).toBe(true);
  return server;
}

const FEEDBACK_TEXT = 'The logo shows too late: put it in the first seconds.';

async function openPage(server = underReview(), path?: string) {
  const page = renderDeal('refund', server, path ? { path } : {});
  await screen.findByRole('button', { name: 'Accept content' });
  return page;
}

const tick = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('reviewing content on the deal page', () => {
  it('asks before accepting, says who is paid how much, and "Not yet" changes nothing', async () => {
    const page = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Accept content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the content from Maya López?' });
    expect(dialog.textContent).toContain('Maya López is paid $154.99 and the content is yours to use.');
    expect(page.location.history?.at(-1)).toBe('/deal/d1?dialog=accept');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(page.location.history?.at(-1)).toBe('/deal/d1');
    expect(page.server.deal().status).toBe('content_approved_by_admin');

    fireEvent.click(screen.getByRole('button', { name: 'Accept content' }));
    const again = await screen.findByRole('dialog', { name: 'Accept the content from Maya López?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Accept and pay $154.99' }));
    await waitFor(() => expect(page.server.deal().status).toBe('company_accepts_content'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept content' })).toBeNull());
  });

  it('saves each tick with the upload, so a page opened again shows them', async () => {
    const server = underReview();
    const first = await openPage(server);
    expect(tick('Show the logo').checked).toBe(false);
    fireEvent.click(tick('Show the logo'));
    expect(tick('Show the logo').checked).toBe(true);
    await waitFor(() => expect(server.deal().content[0]?.checked_must_haves).toEqual(['Show the logo']));
    first.unmount();

    await openPage(server);
    expect(tick('Show the logo').checked).toBe(true);
    expect(tick('Natural light').checked).toBe(false);
  });

  it('sends the unticked must-haves with the feedback, after the ticks on their way', async () => {
    const page = await openPage();
    fireEvent.click(tick('Show the logo'));
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the content back' });
    expect(dialog.textContent).toContain('Not ticked, sent with your feedback as missing: Natural light.');
    fireEvent.change(within(dialog).getByLabelText(/Feedback/), { target: { value: FEEDBACK_TEXT } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(page.server.deal().feedback).toHaveLength(1));
    expect(page.server.deal().feedback[0]).toMatchObject({
      feedback: FEEDBACK_TEXT,
      missing_must_haves: ['Natural light'],
    });
    const history = screen.getByRole('region', { name: 'Feedback history' });
    await waitFor(() => expect(within(history).getByText('Missing: Natural light')).toBeTruthy());
  });

  it('keeps the typed feedback when Back closes the dialog, and Forward opens it again', async () => {
    const page = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the content back' });
    fireEvent.change(within(dialog).getByLabelText(/Feedback/), { target: { value: FEEDBACK_TEXT } });
    expect(page.location.history?.at(-1)).toBe('/deal/d1?dialog=send-back');

    // Back: the dialog closes and the page stays.
    act(() => page.location.navigate('/deal/d1', { replace: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Accept content' })).toBeTruthy();

    // Opened again from the page: the feedback is still there.
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const reopened = await screen.findByRole('dialog', { name: 'Send the content back' });
    expect((within(reopened).getByLabelText(/Feedback/) as HTMLTextAreaElement).value).toBe(FEEDBACK_TEXT);

    // Closed with Cancel, then Forward to the dialog's address: open again, with the same text.
    fireEvent.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => page.location.navigate('/deal/d1?dialog=send-back'));
    const forward = await screen.findByRole('dialog', { name: 'Send the content back' });
    expect((within(forward).getByLabelText(/Feedback/) as HTMLTextAreaElement).value).toBe(FEEDBACK_TEXT);
    expect(page.server.deal().feedback).toHaveLength(0);
  });

  it('opens no dialog an address names when its action may not happen now', async () => {
    const server = underReview();
    const page = renderDeal('refund', server, { path: '/deal/d1?dialog=ship' });
    await screen.findByRole('button', { name: 'Accept content' });
    await waitFor(() => expect(page.location.history?.at(-1)).toBe('/deal/d1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the checklist back as saved and says so when a tick is refused', async () => {
    const server = underReview();
    await openPage(server);
    // The review time ran out meanwhile, and the page has not heard yet.
    expect(server.apply({ type: 'deal.deadline', step: 'content_approved_by_admin' }, 'system').ok).toBe(
      true,
    );
    fireEvent.click(tick('Natural light'));
    await screen.findByText(/Your tick was not saved\./);
    expect(tick('Natural light').checked).toBe(false);
  });
});
