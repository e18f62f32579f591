/**
 * Who is signed in: the picture (upload a new one, or remove it), the names and address, the date the account
 * was opened and the wallet balance, formatted for the active language.
 */
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../machines/session';
import { formatMoney } from '../../../domain/money';
import { Card } from '../../../ui/card/card';
import { useLanguage } from '../../shared/app-context';
import * as styles from '../account-overview.css';
import { PicturePicker } from './picture-picker';

export function ProfileSummary({ company }: { company: Company }) {
  const { t } = useTranslation('account');
  const { locale } = useLanguage();
  const person = [company.first_name, company.last_name].filter(Boolean).join(' ');
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(company.created_at));
  return (
    <Card as="section" aria-label={t('summary.label')}>
      <div className={styles.form}>
        <div className={styles.summaryText}>
          <p className={styles.name}>{company.company_name ?? company.email}</p>
          {person ? <p className={styles.muted}>{person}</p> : null}
          <p className={styles.muted}>{company.email}</p>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.factLabel}>{t('summary.since')}</dt>
            <dd className={styles.factValue}>{since}</dd>
          </div>
          <div>
            <dt className={styles.factLabel}>{t('summary.balance')}</dt>
            <dd className={styles.factValue}>{formatMoney(company.wallet.balance, locale)}</dd>
          </div>
        </dl>
        <PicturePicker name={company.company_name ?? company.email} picture={company.profile_picture_image} />
      </div>
    </Card>
  );
}
