/** One saved card: its brand and last 4, holder, expiry, whether it is the default, and what can be done to it. */
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, IconCard } from '../../../ui';
import type { SavedCard } from '../../../machines/payment-methods';
import { useLanguage } from '../../shared/app-context';
import { brandName } from '../../shared/money/movement-text';
import * as styles from '../payment-methods.css';

export function CardTile({
  card,
  busy,
  onMakeDefault,
  onDelete,
}: {
  card: SavedCard;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  const expiry = new Intl.DateTimeFormat(locale, {
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(card.exp_year, card.exp_month - 1, 1)));
  const name = brandName(t, card.brand);
  return (
    <Card
      padding="lg"
      className={styles.card}
      aria-label={t('cardEnding', { brand: name, last4: card.last4 })}
    >
      <div className={styles.cardTop}>
        <IconCard size={28} aria-hidden />
        {card.is_default ? <Badge tone="primary">{t('paymentMethods.default')}</Badge> : null}
      </div>
      <p className={styles.number}>
        {name} •••• {card.last4}
      </p>
      <p className={styles.muted}>
        {t('paymentMethods.holder')}: {card.cardholder_name}
      </p>
      <p className={styles.muted}>{t('paymentMethods.expires', { date: expiry })}</p>
      <div className={styles.actions}>
        {card.is_default ? null : (
          <Button size="sm" variant="secondary" onClick={onMakeDefault} disabled={busy}>
            {t('paymentMethods.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy}>
          {t('paymentMethods.delete')}
        </Button>
      </div>
    </Card>
  );
}
