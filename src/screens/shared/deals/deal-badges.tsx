/** A deal's status as a badge (its SPEC.md §4 label), and whose turn it is; shared by the deal screens. */
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui';
import { DEAL_STATUS_LABELS, type DealStatus } from '../../../domain/deal';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '../../../domain/content';

const TONE: Record<DealStatus, BadgeTone> = {
  hired: 'neutral',
  creator_accepted: 'blue',
  purchased_sent: 'blue',
  product_received: 'blue',
  creator_upload_content: 'primary',
  content_approved_by_admin: 'yellow',
  company_accepts_content: 'green',
  creator_waiting_for_publish_date: 'green',
  completed: 'green',
  finished: 'neutral',
  canceled: 'red',
};

export function DealStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('deals');
  const known = status in DEAL_STATUS_LABELS ? (status as DealStatus) : null;
  return (
    <Badge tone={known ? TONE[known] : 'neutral'} size="sm">
      {known ? t(`status.${DEAL_STATUS_LABELS[known]}`) : status}
    </Badge>
  );
}

/** "Waiting for you" stands out; the others are quiet. Nothing for a closed deal. */
export function DealTurnBadge({ awaiting }: { awaiting: string | null }) {
  const { t } = useTranslation('deals');
  if (!awaiting) return null;
  return (
    <Badge tone={awaiting === 'company' ? 'yellow' : 'neutral'} size="sm">
      {t(`turn.${awaiting}`)}
    </Badge>
  );
}

const CONTENT_TONE: Record<ContentStatus, BadgeTone> = {
  created: 'neutral',
  pending_approval: 'yellow',
  bought: 'green',
  denied: 'red',
  accepted: 'green',
};

/** A content item's status (SPEC.md §4's content labels). */
export function ContentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('content');
  const known = status in CONTENT_STATUS_LABELS ? (status as ContentStatus) : null;
  return (
    <Badge tone={known ? CONTENT_TONE[known] : 'neutral'} size="sm">
      {known ? t(`status.${CONTENT_STATUS_LABELS[known]}`) : status}
    </Badge>
  );
}
