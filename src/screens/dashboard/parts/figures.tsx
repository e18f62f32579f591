/**
 * The dashboard's figures, after what needs the brand and its recent activity: the wallet, what this month cost
 * and brought (src/domain/dashboard.ts), what the account has, and its campaigns' spend so far.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import type { DashboardSummaryQuery } from '../../../graphql/generated/graphql';
import { IconBox, IconImage, IconReceipt, IconSparkles, IconTag, IconWallet } from '../../../ui';
import { useLanguage } from '../../shared/app-context';
import { CampaignSpend } from './campaign-spend';
import { StatCard } from './stat-card';
import * as styles from '../dashboard.css';

export function Figures({ summary }: { summary: DashboardSummaryQuery['DashboardSummary'] | null }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const count = (value: number | undefined) =>
    value === undefined ? null : new Intl.NumberFormat(locale).format(value);
  const money = (value: number | undefined) => (value === undefined ? null : formatMoney(value, locale));
  return (
    <section className={styles.figures} aria-labelledby="figures-title">
      <h2 id="figures-title" className={styles.figuresTitle}>
        {t('figures')}
      </h2>
      <div className={styles.stats}>
        <StatCard
          featured
          tone="primary"
          label={t('stats.wallet')}
          value={money(summary?.wallet_balance)}
          icon={<IconWallet size={20} />}
          link={{ href: '/wallet', label: t('stats.walletLink') }}
        />
        <StatCard
          tone="blue"
          label={t('stats.spentMonth')}
          value={money(summary?.spent_this_month)}
          icon={<IconReceipt size={20} />}
          link={{ href: '/account/billing', label: t('stats.spentMonthLink') }}
        />
        <StatCard
          tone="green"
          label={t('stats.contentMonth')}
          value={count(summary?.content_received)}
          icon={<IconImage size={20} />}
          link={{ href: '/content', label: t('stats.contentMonthLink') }}
        />
        <StatCard
          tone="blue"
          label={t('stats.brands')}
          value={count(summary?.brands)}
          icon={<IconTag size={20} />}
          link={{ href: '/brands', label: t('stats.brandsLink') }}
        />
        <StatCard
          tone="green"
          label={t('stats.products')}
          value={count(summary?.products)}
          icon={<IconBox size={20} />}
          link={{ href: '/products', label: t('stats.productsLink') }}
        />
        <StatCard
          tone="yellow"
          label={t('stats.campaigns')}
          value={count(summary?.campaigns)}
          icon={<IconSparkles size={20} />}
          link={{ href: '/campaigns', label: t('stats.campaignsLink') }}
        />
        <CampaignSpend />
      </div>
    </section>
  );
}
