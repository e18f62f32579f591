/**
 * Confirms a hire: who, for which campaign and product (a choice when several have places left), what one deal
 * costs and what happens to the money; a refusal is told inside, in words.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, Select } from '../../../ui';
import type { ApiError } from '../../../domain/api-error';
import { formatMoney } from '../../../domain/money';
import type { DiscoveryCampaign, DiscoveryCreator } from '../../../machines/discovery-types';
import { useLanguage } from '../../shared/app-context';
import { dialogFailureMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import * as styles from './portfolio-sidebar.css';

export function HireDialog({
  creator,
  campaign,
  products,
  productId,
  total,
  busy,
  error,
  onProduct,
  onConfirm,
  onCancel,
}: {
  creator: DiscoveryCreator | null;
  campaign: string;
  products: DiscoveryCampaign['products'];
  productId: string | null;
  total: number;
  busy: boolean;
  error: ApiError | null;
  onProduct: (productId: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('discovery');
  const { locale } = useLanguage();
  const name = creator?.name ?? '';
  const open = products.filter((line) => line.slots_left > 0);
  const chosen = products.find((line) => line.product.id === productId);
  return (
    <Modal
      open={creator !== null}
      onClose={onCancel}
      closeLabel={t('hire.close')}
      title={t('hire.title', { name })}
      description={t('hire.text', { name, total, campaign })}
      size="sm"
      locked={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('hire.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={!chosen}>
            {t('hire.confirm')}
          </Button>
        </>
      }
    >
      {open.length > 1 ? (
        <Field label={t('hire.product')}>
          <Select
            value={productId ?? ''}
            onChange={(event) => onProduct(event.target.value)}
            options={open.map((line) => ({
              value: line.product.id,
              label: t('hire.productOption', { name: line.product.name, left: line.slots_left }),
            }))}
          />
        </Field>
      ) : chosen ? (
        <p className={styles.sub}>{t('hire.productOnly', { name: chosen.product.name })}</p>
      ) : null}
      {chosen ? <p className={styles.sub}>{costText(t, chosen, locale)}</p> : null}
      {error ? <FormAlert tone="error">{dialogFailureMessage(t, error)}</FormAlert> : null}
    </Modal>
  );
}

/** What one deal costs, and truthfully where the money comes from: the campaign's funds, the wallet, or both. */
function costText(
  t: TFunction<'discovery'>,
  line: { per_deal: { total: number }; from_wallet: number },
  locale: string,
): string {
  const amount = formatMoney(line.per_deal.total, locale);
  if (line.from_wallet <= 0) return t('hire.cost', { amount });
  if (line.from_wallet >= line.per_deal.total) return t('hire.costFromWallet', { amount });
  return t('hire.costSplit', {
    amount,
    escrow: formatMoney(line.per_deal.total - line.from_wallet, locale),
    wallet: formatMoney(line.from_wallet, locale),
  });
}
