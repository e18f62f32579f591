/** A button that copies a value (a wire reference, an account number) and says "Copied" for a moment. */
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Button } from '../../ui';
import { copyMachine } from '../../machines/copy';
import { useFlowOptions } from './app-context';

const clipboard = copyMachine.provide({
  actors: {
    write: fromPromise(({ input }: { input: { text: string } }) => navigator.clipboard.writeText(input.text)),
  },
});

/** `what`: the value's name, which the button's name for screen readers carries in every state. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation('common');
  const [state, send] = useMachine(clipboard, { ...useFlowOptions(), input: { text } });
  const [shown, label] = state.matches('copied')
    ? [t('copy.done'), t('copy.labelDone', { what })]
    : state.matches('failed')
      ? [t('copy.failed'), t('copy.labelFailed', { what })]
      : [t('copy.button'), t('copy.label', { what })];
  return (
    <Button type="button" size="sm" variant="ghost" aria-label={label} onClick={() => send({ type: 'copy' })}>
      <span aria-live="polite">{shown}</span>
    </Button>
  );
}
