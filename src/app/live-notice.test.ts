import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../tests/support/i18n';
import { createActor } from 'xstate';
import { toastsMachine } from '../machines/toasts';
import { causedHere, noticeText, showLiveNotice } from './live-notice';

describe('the words of a live notification', () => {
  const es = createTestI18n('es');

  it('translates a coded notice into the user’s language, not the English sent beside it', () => {
    expect(noticeText(es.t, { message: 'Your e-mail address is verified', code: 'account.verified' })).toBe(
      'Tu correo electrónico está verificado',
    );
    expect(noticeText(es.t, { message: 'Your account was updated', code: 'account.updated' })).toBe(
      'Tu cuenta se ha actualizado',
    );
  });

  it('shows staff free text as typed', () => {
    expect(noticeText(es.t, { message: 'Hello from staff', kind: 'info' })).toBe('Hello from staff');
  });

  it('falls back to the English sentence for a code this web app does not know yet', () => {
    expect(noticeText(es.t, { message: 'Your campaign is live', code: 'campaign.live' })).toBe(
      'Your campaign is live',
    );
  });

  it('recognises a notice this session caused, which its own action already told', () => {
    const notice = { message: 'Your account was updated', code: 'account.updated', origin: 's1' };
    expect(causedHere(notice, 's1')).toBe(true);
    expect(causedHere(notice, 's2')).toBe(false);
    expect(causedHere({ message: 'Hello from staff', kind: 'info' }, 's1')).toBe(false);
  });

  it('shows another session’s notice as a Spanish info toast, and none for this session’s own', async () => {
    const toasts = createActor(toastsMachine).start();
    const shown = () => toasts.getSnapshot().context.notices.map((notice) => notice.getSnapshot().context);
    const notice = { message: 'Your account was updated', code: 'account.updated', origin: 's1' };
    showLiveNotice(notice, { i18n: es, toasts, sessionId: 's1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual([]);
    showLiveNotice(notice, { i18n: es, toasts, sessionId: 's2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual([{ id: 'live', content: 'Tu cuenta se ha actualizado', themeColor: 'blue' }]);
    toasts.stop();
  });

  it('shows no toast for the silent message that tells every tab the read state changed', async () => {
    const toasts = createActor(toastsMachine).start();
    showLiveNotice(
      { message: '', kind: 'notifications.read', silent: true, unread: 0 },
      { i18n: es, toasts, sessionId: 's2' },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toasts.getSnapshot().context.notices).toEqual([]);
    toasts.stop();
  });
});
