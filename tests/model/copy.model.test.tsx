/**
 * Model-based test of the copy button (copy.ts) on the wallet's wire instructions, rendered in jsdom as the app
 * does, in English and in Spanish: every edge of the copy machine is played on the reference's button. The user
 * clicks it (also again while the clipboard is still writing, and again once copied or refused); the browser's
 * clipboard answers or refuses through a write the walk settles; time passes on the injected clock until "Copied"
 * reads "Copy" again. After every step the state gets its assertion on what the user sees: the button's words, its
 * accessible name, that it stays usable, what the clipboard was asked to write, and the other copy buttons left
 * alone. The helper fails on a state without assertion and on a transition never taken.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { copyMachine } from '../../src/machines/copy';
import { COPIED_STATE_MS } from '../../src/domain/constants';
import { simulatedEnvironment, type SimulatedEnvironment } from '../../src/machines/simulated-environment';
import { WireInstructions, type PlatformBank } from '../../src/screens/wallet/parts/wire-instructions';
import { renderScreen } from '../support/render-app';
import { screenModel } from '../support/screen-model';
import enCommon from '../../locales/en/common.json';
import esCommon from '../../locales/es/common.json';
import enMoney from '../../locales/en/money.json';
import esMoney from '../../locales/es/money.json';

const WIRE = { reference: 'CH-7Q4K-2231', amount: 250_000 };
const BANK: PlatformBank = {
  beneficiary: 'CreatorHub Inc.',
  bank_name: 'First Harbor Bank',
  bank_address: '1 Harbor Plaza, Boston, MA',
  account_number: '000123456789',
  routing_number: '021000021',
  swift: 'FHBKUS33',
};
/** The copy call of the flow: the clipboard write the screen makes while copying. */
const WRITE = '0.copy.copying';
const TEXTS = {
  en: { copy: enCommon.copy, wire: enMoney.wallet.wire },
  es: { copy: esCommon.copy, wire: esMoney.wallet.wire },
};
type Language = keyof typeof TEXTS;

/** The browser's clipboard: each write waits until the walk answers it, as the browser would. */
type Write = { text: string; answered: boolean; resolve: () => void; reject: (error: unknown) => void };
let writes: Write[] = [];
let clock: SimulatedEnvironment = simulatedEnvironment();
const refused = new DOMException('Write permission denied.', 'NotAllowedError');

/** Writes asked for and not yet answered. */
const pending = () => writes.filter((write) => !write.answered);
function answer(how: 'resolve' | 'reject') {
  const [write] = pending();
  if (!write) throw new Error('no clipboard write to answer');
  write.answered = true;
  if (how === 'resolve') write.resolve();
  else write.reject(refused);
}

type Ui = { button: () => HTMLButtonElement; language: Language };

/** The copy button beside a value, found by the value the user reads before it. */
const buttonBeside = (value: string) =>
  within(screen.getByText(value).closest('dd')!).getByRole('button') as HTMLButtonElement;

function copyModel(language: Language, covered: Set<string>) {
  const { copy, wire } = TEXTS[language];
  /** The button's name for screen readers: its words with the value's name, in every state. */
  const label = (what: string, words: string = copy.label) => words.replace('{{what}}', what);
  /** What a state shows on the reference's button: its words, its name, and it can always be clicked. */
  const shows = (words: string, name: string) => (ui: Ui) => {
    const button = ui.button();
    expect(button.textContent).toBe(words);
    expect(within(button).getByText(words).getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name })).toBe(button);
    expect(button.disabled).toBe(false);
    // The numbers' own buttons are not touched by copying the reference.
    for (const [value, what] of [
      [BANK.account_number, wire.accountNumber],
      [BANK.routing_number, wire.routingNumber],
      [BANK.swift, wire.swift],
    ] as const) {
      const other = buttonBeside(value);
      expect([other.textContent, other.getAttribute('aria-label')]).toEqual([copy.button, label(what)]);
    }
    expect(screen.getByText(wire.reference)).toBeTruthy();
  };
  const settled = () => expect(pending()).toEqual([]);

  return screenModel<typeof copyMachine, Ui>({
    machine: copyMachine,
    input: { text: WIRE.reference },
    covered,
    delays: { copied: COPIED_STATE_MS },
    // Clicking works in every state; while copying, a second click must start no second write.
    userEvents: () => [{ type: 'copy' }],
    answers: { [WRITE]: { outputs: () => [undefined], errors: [refused] } },
    serialize: (snapshot) => JSON.stringify(snapshot.value),
    render: ({ inspect }) => {
      writes = [];
      clock = simulatedEnvironment();
      const view = renderScreen(<WireInstructions wire={WIRE} bank={BANK} onDone={() => {}} />, {
        inspect,
        language,
        environment: clock,
      });
      return { ui: { button: () => buttonBeside(WIRE.reference), language }, unmount: view.unmount };
    },
    actions: {
      copy: (ui) => fireEvent.click(ui.button()),
      [`xstate.done.actor.${WRITE}`]: () => answer('resolve'),
      [`xstate.error.actor.${WRITE}`]: () => answer('reject'),
    },
    states: {
      idle: (ui) => {
        shows(copy.button, label(wire.reference))(ui);
        settled();
      },
      copying: (ui) => {
        shows(copy.button, label(wire.reference))(ui);
        // One write, of the reference, and nothing else.
        expect(pending().map((write) => write.text)).toEqual([WIRE.reference]);
      },
      copied: (ui) => {
        shows(copy.done, label(wire.reference, copy.labelDone))(ui);
        settled();
      },
      failed: (ui) => {
        shows(copy.failed, label(wire.reference, copy.labelFailed))(ui);
        settled();
      },
    },
    advance: async (ms) => {
      clock.increment(ms);
    },
  });
}

describe('copy button on the wire instructions (model-based)', () => {
  const covered = new Set<string>();
  const models = { en: copyModel('en', covered), es: copyModel('es', covered) };
  let saved: PropertyDescriptor | undefined;

  beforeEach(() => {
    saved = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    const writeText = (text: string) =>
      new Promise<void>((resolve, reject) => writes.push({ text, answered: false, resolve, reject }));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  });
  afterEach(() => {
    if (saved) Object.defineProperty(navigator, 'clipboard', saved);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('has an assertion for every reachable state and a user action for every event', () => {
    models.en.assertComplete();
    models.es.assertComplete();
  });

  for (const language of ['en', 'es'] as const)
    it(`shows the right button along all ${models[language].edges.length} edges (${language})`, async () => {
      expect(models[language].edges.length).toBe(7);
      for (const edge of models[language].edges) await models[language].walk(edge);
    });

  it('took every transition of the copy machine on the screen', () => {
    models.en.assertCovered();
  });
});
