/**
 * Ship the product: where it goes (the creator's address), the carrier, and a tracking number of that carrier's
 * format (src/domain/shipping.ts). The choice and the number go to the machine on submit, which checks them with
 * the shared rule; its errors and the API's refusals show inside.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, Select, TextInput } from '../../../ui';
import { CARRIERS, TRACKING_EXAMPLES, TRACKING_NUMBER, type Carrier } from '../../../domain/shipping';
import type { OverviewDeal } from '../../../machines/deal-overview-types';
import { dialogFormFailure, fieldMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import { AddressLines } from '../../shared/deals/shipping-address';
import { useLanguage } from '../../shared/app-context';
import type { Common } from './deal-dialogs';
import * as styles from '../deal-overview.css';

export function ShipDialog({
  open,
  name,
  product,
  address,
  busy,
  fields,
  error,
  onSubmit,
  onClose,
}: Common & {
  open: boolean;
  name: string;
  product: string;
  address: OverviewDeal['shipping_address'];
  onSubmit: (carrier: Carrier, trackingNumber: string) => void;
}) {
  const { t } = useTranslation('dealOverview');
  const { locale } = useLanguage();
  const [carrier, setCarrier] = useState<Carrier>('usps');
  const [value, setValue] = useState('');
  return (
    <Modal
      open={open}
      onClose={onClose}
      locked={busy}
      closeLabel={t('ship.close')}
      title={t('ship.title')}
      description={t('ship.text', { name, product })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(carrier, value);
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ship.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <section className={styles.shipTo} aria-labelledby="ship-to-title">
        <h3 id="ship-to-title" className={styles.term}>
          {t('ship.to')}
        </h3>
        {address ? (
          <AddressLines address={address} locale={locale} className={styles.address} />
        ) : (
          <p>{t('ship.noAddress')}</p>
        )}
      </section>
      <Field label={t('ship.carrier')} error={fieldMessage(t, fields.carrier)} required>
        <Select
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as Carrier)}
          options={CARRIERS.map((code) => ({ value: code, label: t(`carriers.${code}`) }))}
        />
      </Field>
      <Field
        label={t('ship.label')}
        hint={t('ship.hint', { example: TRACKING_EXAMPLES[carrier] })}
        error={fieldMessage(t, fields.tracking_number)}
        required
      >
        <TextInput
          value={value}
          maxLength={TRACKING_NUMBER.max + 10}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <FormAlert tone="error">{dialogFormFailure(t, error, ['carrier', 'tracking_number'])}</FormAlert>
    </Modal>
  );
}
