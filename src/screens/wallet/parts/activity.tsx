/** The wallet's latest movements and the wire transfers still on their way. */
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, Card, CardHeader } from '../../../ui';
import { formatMoney } from '../../../domain/money';
import { useLanguage } from '../../shared/app-context';
import { dateText, kindText, methodText, signedMoney, type Movement } from '../../shared/money/movement-text';
import * as styles from '../wallet.css';

export type RecentMovement = Movement & { id: string; created_at: string; amount: number; fee: number };
export type PendingWire = { id: string; reference: string; amount: number; created_at: string };

export function PendingWires({ wires }: { wires: PendingWire[] }) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  return (
    <Card padding="lg">
      <CardHeader title={t('wallet.pending.title')} level={2} />
      {wires.length === 0 ? (
        <p className={styles.muted}>{t('wallet.pending.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {wires.map((wire) => (
            <li key={wire.id} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{wire.reference}</span>
                <span className={styles.muted}>
                  {t('wallet.pending.line', {
                    amount: formatMoney(wire.amount, locale),
                    reference: wire.reference,
                    date: dateText(wire.created_at, locale),
                  })}
                </span>
              </span>
              <Badge tone="yellow">{t('wallet.pending.badge')}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function RecentActivity({ movements }: { movements: RecentMovement[] }) {
  const { t } = useTranslation('money');
  const { locale } = useLanguage();
  return (
    <Card padding="lg">
      <CardHeader
        title={t('wallet.recent.title')}
        level={2}
        actions={
          <ButtonLink component={Link} href="/account/billing" variant="ghost" size="sm">
            {t('wallet.recent.all')}
          </ButtonLink>
        }
      />
      {movements.length === 0 ? (
        <p className={styles.muted}>{t('wallet.recent.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {movements.map((movement) => (
            <li key={movement.id} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{kindText(t, movement.kind)}</span>
                <span className={styles.muted}>
                  {methodText(t, movement)} · {dateText(movement.created_at, locale)}
                </span>
              </span>
              <span className={`${styles.rowAmount} ${movement.amount > 0 ? styles.positive : ''}`}>
                {signedMoney(movement.amount, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
