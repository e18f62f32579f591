/**
 * Edit and resubmit, both ways: an edited copy names the rejected campaign it comes from, and a rejected campaign
 * the copy it was resubmitted as (its newest), each a link to the other's page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LoadedCampaign } from '../../shared/campaigns/use-campaign';
import * as styles from '../campaign-products.css';

export function ResubmissionLink({ campaign }: { campaign: LoadedCampaign }) {
  const { t } = useTranslation('campaigns');
  const other = campaign.resubmitted_from ?? campaign.resubmitted_as;
  if (!other) return null;
  return (
    <p className={styles.muted}>
      {t(campaign.resubmitted_from ? 'page.copyOf' : 'page.resubmittedAs')}{' '}
      <Link href={`/campaign/${other.id}`}>{other.name}</Link>
    </p>
  );
}
