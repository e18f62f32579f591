/** A campaign's status as a coloured badge, in words of the user's language (SPEC.md §4). */
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui';

const TONES: Record<string, BadgeTone> = {
  active: 'green',
  paused: 'yellow',
  completed: 'blue',
  pending_admin_approval: 'neutral',
  rejected: 'red',
  deactivated: 'neutral',
};

export function CampaignStatus({ status }: { status: string }) {
  const { t } = useTranslation('campaigns');
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`status.${status}`)}</Badge>;
}
