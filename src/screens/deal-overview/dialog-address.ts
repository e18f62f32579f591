/**
 * The deal page's address follows its dialogs (`?dialog=ship|cancel|accept|send-back`, dialogOf): opening one
 * pushes its address, so the browser's Back closes it instead of leaving the page (the machine keeps the feedback
 * typed so far), and Forward opens it again. Closing one with its buttons takes back the address it pushed. An
 * address changed by Back or Forward is sent to the machine as `dialog.address`; one naming a dialog that may not
 * open now is replaced by what the page shows.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { dialogOf, type DealOverviewActor } from '../../machines/deal-overview';
import { useBack } from '../shared/app-context';

const DIALOG_PARAM = 'dialog';

const addressOf = (dealId: string, dialog: string | null) =>
  `/deal/${dealId}${dialog ? `?${DIALOG_PARAM}=${dialog}` : ''}`;

export function useDialogAddress(actor: DealOverviewActor, dealId: string): void {
  const [, navigate] = useLocation();
  const back = useBack();
  const addressed = new URLSearchParams(useSearch()).get(DIALOG_PARAM);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const dialog = useSelector(actor, dialogOf);
  const pushed = useRef(false);

  // The address moved (Back, Forward, a link), or the deal is here to open the dialog it names.
  useEffect(() => {
    if (!ready || addressed === dialogOf(actor.getSnapshot())) return;
    actor.send({ type: 'dialog.address', dialog: addressed });
    const shown = dialogOf(actor.getSnapshot());
    if (shown !== addressed) navigate(addressOf(dealId, shown), { replace: true });
    pushed.current = false;
  }, [addressed, ready]);

  // A dialog opened or closed on the page: the address follows.
  useEffect(() => {
    if (!ready || dialog === addressed) return;
    if (dialog) {
      navigate(addressOf(dealId, dialog));
      pushed.current = true;
    } else if (pushed.current) {
      pushed.current = false;
      back();
    } else navigate(addressOf(dealId, null), { replace: true });
  }, [dialog]);
}
