/**
 * What to send by wire: the reference to quote and the platform's bank account, once a wire is requested; the
 * reference and the account's numbers each have a copy button. Once staff confirm the money arrived, the
 * instructions give way to what arrived, and by how much it fell short of the amount announced, if it did.
 */
import { useTranslation } from 'react-i18next';
import { Button, Card, CardHeader } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import type { WireArrival } from '../../../domain/billing';
import type { WireRequest } from '../../../machines/top-up';
import { FormAlert } from '../../shared/form-alert';
import { useLanguage } from '../../shared/app-context';
import { CopyButton } from '../../shared/copy-button';
import * as styles from '../wallet.css';

/** The figures a person types into their bank's form, each with its copy button beside the reference's. */
const COPYABLE = new Set(['accountNumber', 'routingNumber', 'swift']);

export type PlatformBank = {
  beneficiary: string;
  bank_name: string;
  bank_address: string;
  account_number: string;
  routing_number: string;
  swift: string;
};

export function WireInstructions({
  wire,
  bank,
  onDone,
}: {
  wire: WireRequest;
  bank: PlatformBank;
  onDone: () => void;
}) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const rows: Array<[string, string]> = [
    ['beneficiary', bank.beneficiary],
    ['bankName', bank.bank_name],
    ['bankAddress', bank.bank_address],
    ['accountNumber', bank.account_number],
    ['routingNumber', bank.routing_number],
    ['swift', bank.swift],
  ];
  return (
    <Card padding="lg">
      <CardHeader
        title={t('wallet.wire.title')}
        description={t('wallet.wire.lead', { amount: formatMoney(wire.amount, locale) })}
      />
      <dl className={styles.details}>
        <dt className={styles.term}>{t('wallet.wire.reference')}</dt>
        <dd className={`${styles.definition} ${styles.reference} ${styles.copyable}`}>
          {wire.reference}
          <CopyButton text={wire.reference} what={t('wallet.wire.reference')} />
        </dd>
        {rows.map(([key, value]) => (
          <div key={key} className={styles.pair}>
            <dt className={styles.term}>{t(`wallet.wire.${key}`)}</dt>
            <dd className={`${styles.definition} ${COPYABLE.has(key) ? styles.copyable : ''}`}>
              {value}
              {COPYABLE.has(key) ? <CopyButton text={value} what={t(`wallet.wire.${key}`)} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {t('wallet.wire.done')}
        </Button>
      </div>
    </Card>
  );
}

/** A wire that arrived, as the wallet's movements show it: its reference, what was credited, how much short. */
export function WireArrived({ arrival, onDone }: { arrival: WireArrival; onDone: () => void }) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <Card padding="lg">
      <CardHeader title={t('wallet.wire.arrivedTitle')} />
      <div className={styles.form}>
        {arrival.short > 0 ? (
          <FormAlert tone="info">
            {t('wallet.wire.arrivedShort', {
              reference: arrival.reference,
              amount: money(arrival.amount),
              short: money(arrival.short),
              announced: money(arrival.amount + arrival.short),
            })}
          </FormAlert>
        ) : (
          <FormAlert tone="success">
            {t('wallet.wire.arrived', { reference: arrival.reference, amount: money(arrival.amount) })}
          </FormAlert>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDone}>
            {t('wallet.topUp.again')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
