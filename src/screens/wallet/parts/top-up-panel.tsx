/**
 * The top-up form of the wallet: card or wire, the amount in the language's notation, the card to charge, and
 * for a card the fee and the total before paying. Its outcomes (added, declined, wire instructions) replace the
 * form until the user starts another top-up. All of it is the top-up machine's state; this part only renders it
 * and sends its events.
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, CardHeader, Field, Select } from '../../../ui';
import { formatAmount, formatMoney, parseMoney } from '../../../domain/money';
import {
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  arrivalOf,
  declineErrorCode,
  type WireArrival,
} from '../../../domain/billing';
import { CARD_FEE_PERCENT } from '../../../domain/ledger';
import { cardTotal, type TopUpActor } from '../../../machines/top-up';
import { AmountField } from '../../shared/amount-field';
import { FormAlert } from '../../shared/form-alert';
import { fieldMessage, failureMessage } from '../../shared/form-errors';
import { brandName } from '../../shared/money/movement-text';
import { useFlow, useLanguage, useFlowOptions } from '../../shared/app-context';
import { WireArrived, WireInstructions, type PlatformBank } from './wire-instructions';
import * as styles from '../wallet.css';

export type CardOption = { id: string; brand: string; last4: string; is_default: boolean };

/**
 * Starts the top-up flow once the cards are known, with the default card chosen and the amount of `?topUp=`;
 * after a card top-up or a wire request the wallet reloads (told the reference of a wire just requested, so that
 * it asks for that wire's arrival from then on), and a successful one returns to `?return=`. `arrivals`: what
 * arrived of the wires the wallet asked about, so the instructions of one give way to it.
 */
export function WalletTopUp({
  cards,
  bank,
  addCardHref,
  amount,
  returnTo,
  onToppedUp,
  onReturn,
  arrivals = [],
}: {
  cards: CardOption[];
  bank: PlatformBank;
  arrivals?: WireArrival[];
  addCardHref: string;
  amount: number | null;
  returnTo: string | null;
  onToppedUp: (wireReference: string | null) => void;
  onReturn: (path: string) => void;
}) {
  const preferred = cards.find((card) => card.is_default) ?? cards[0];
  const actor = useActorRef(
    useFlow('topUp').provide({
      actions: {
        announceTopUp: ({ context }) => onToppedUp(context.wire?.reference ?? null),
        returnToCaller: (_, { path }) => {
          if (path) onReturn(path);
        },
      },
    }),
    { ...useFlowOptions(), input: { amount, returnTo, cardId: preferred?.id ?? null } },
  );
  return <TopUpPanel actor={actor} cards={cards} bank={bank} addCardHref={addCardHref} arrivals={arrivals} />;
}

export function TopUpPanel({
  actor,
  cards,
  bank,
  addCardHref,
  arrivals = [],
}: {
  actor: TopUpActor;
  cards: CardOption[];
  bank: PlatformBank | null;
  addCardHref: string;
  arrivals?: WireArrival[];
}) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const method = useSelector(actor, (s) => s.context.method);
  const amount = useSelector(actor, (s) => s.context.amount);
  const cardId = useSelector(actor, (s) => s.context.cardId);
  const fields = useSelector(actor, (s) => s.context.fields);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const wire = useSelector(actor, (s) => s.context.wire);
  const state = useSelector(actor, (s) =>
    s.matches('succeeded')
      ? 'succeeded'
      : s.matches('declined')
        ? 'declined'
        : s.matches('wireRequested')
          ? 'wire'
          : 'form',
  );
  const returning = useSelector(actor, (s) => s.matches('succeeded') && s.context.returnTo !== null);
  const [text, setText] = useState(() => (amount === null ? '' : formatAmount(amount, locale)));
  const money = (cents: number) => formatMoney(cents, locale);
  const again = () => {
    setText('');
    actor.send({ type: 'topUp.again' });
  };

  // Once staff confirmed the transfer, its instructions give way to what arrived (and whether it fell short).
  const arrived = wire ? arrivalOf(wire.reference, arrivals) : null;
  if (state === 'wire' && arrived) return <WireArrived arrival={arrived} onDone={again} />;
  if (state === 'wire' && wire && bank) return <WireInstructions wire={wire} bank={bank} onDone={again} />;

  const charged = amount !== null && amount > 0 ? cardTotal(amount) : null;
  return (
    <Card padding="lg">
      <CardHeader title={t('wallet.topUp.title')} />
      {state === 'succeeded' && outcome ? (
        <div className={styles.form}>
          <FormAlert tone="success">
            {t('wallet.topUp.succeeded', {
              amount: money(outcome.amount),
              total: money(outcome.amount + outcome.fee),
            })}
          </FormAlert>
          {returning ? (
            <p className={styles.muted}>{t('wallet.topUp.returning')}</p>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={again}>
                {t('wallet.topUp.again')}
              </Button>
            </div>
          )}
        </div>
      ) : state === 'declined' && outcome ? (
        <div className={styles.form}>
          <FormAlert tone="error">
            {t('wallet.topUp.declined')}{' '}
            {t([
              `errors:codes.${declineErrorCode(outcome.decline_code ?? 'card_declined')}`,
              'errors:codes.unknown',
            ])}
          </FormAlert>
          <div className={styles.actions}>
            <Button onClick={() => actor.send({ type: 'topUp.again' })}>{t('wallet.topUp.tryAgain')}</Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'topUp.submit' });
          }}
        >
          <fieldset className={styles.methods} aria-label={t('wallet.topUp.method')}>
            {(['card', 'wire'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                variant={method === option ? 'primary' : 'secondary'}
                aria-pressed={method === option}
                onClick={() => actor.send({ type: 'topUp.method', method: option })}
              >
                {t(`wallet.topUp.${option}`)}
              </Button>
            ))}
          </fieldset>
          <AmountField
            name="amount"
            label={t('wallet.topUp.amount')}
            hint={
              method === 'card'
                ? t('wallet.topUp.amountHint', { min: money(TOP_UP_MIN_CENTS), max: money(TOP_UP_MAX_CENTS) })
                : t('wallet.topUp.wireHint', { min: money(TOP_UP_MIN_CENTS) })
            }
            value={text}
            required
            error={
              fields.amount?.code === 'min'
                ? { code: 'moneyMin', params: { min: TOP_UP_MIN_CENTS / 100 } }
                : fields.amount?.code === 'max'
                  ? { code: 'moneyMax', params: { max: TOP_UP_MAX_CENTS / 100 } }
                  : fields.amount
            }
            onChange={(next) => {
              setText(next);
              const reading = parseMoney(next, locale);
              actor.send({ type: 'topUp.amount', cents: reading.ok ? reading.cents : null });
            }}
          />
          {method === 'card' ? (
            cards.length === 0 ? (
              <div className={styles.actions}>
                <p className={styles.muted}>{t('wallet.topUp.noCards')}</p>
                <ButtonLink component={Link} href={addCardHref} variant="secondary">
                  {t('wallet.topUp.addCard')}
                </ButtonLink>
              </div>
            ) : (
              <Field label={t('wallet.topUp.payWith')} error={fieldMessage(t, fields.card)} required>
                <Select
                  name="card"
                  value={cardId ?? ''}
                  onChange={(event) => actor.send({ type: 'topUp.card', cardId: event.target.value || null })}
                  options={cards.map((card) => ({
                    value: card.id,
                    label: t('cardEnding', { brand: brandName(t, card.brand), last4: card.last4 }),
                  }))}
                />
              </Field>
            )
          ) : null}
          {method === 'card' && charged && amount !== null ? (
            <dl className={styles.summary} aria-label={t('wallet.topUp.summary')}>
              <dt className={styles.summaryLabel}>{t('wallet.topUp.topUpAmount')}</dt>
              <dd className={styles.summaryValue}>{money(amount)}</dd>
              <dt className={styles.summaryLabel}>{t('wallet.topUp.fee', { percent: CARD_FEE_PERCENT })}</dt>
              <dd className={styles.summaryValue}>{money(charged.fee)}</dd>
              <dt className={styles.summaryTotal}>{t('wallet.topUp.total')}</dt>
              <dd className={`${styles.summaryValue} ${styles.summaryTotal}`}>{money(charged.total)}</dd>
            </dl>
          ) : null}
          {error && Object.keys(error.fields).length === 0 ? (
            <FormAlert tone="error">{failureMessage(t, error) ?? t('errors:codes.unknown')}</FormAlert>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={busy} disabled={method === 'card' && cards.length === 0}>
              {method === 'wire'
                ? t('wallet.topUp.requestWire')
                : charged
                  ? t('wallet.topUp.pay', { total: money(charged.total) })
                  : t('wallet.topUp.payEmpty')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
