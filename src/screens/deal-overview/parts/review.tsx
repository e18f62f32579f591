/**
 * The review (beyond the spec's anchors): the newest upload, image or video, beside the campaign's must-haves as
 * a checklist; accept, or send back with feedback; the revision counter and how many are left.
 */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Checkbox } from '../../../ui';
import type { OverviewDeal } from '../../../machines/deal-overview-types';
import type { ApiError } from '../../../domain/api-error';
import { DEAL_STATUSES, type DealStatus } from '../../../domain/deal';
import { ContentStatusBadge } from '../../shared/deals/deal-badges';
import { failureMessage } from '../../shared/form-errors';
import { FormAlert } from '../../shared/form-alert';
import * as styles from '../deal-overview.css';

export function Review({
  deal,
  checked,
  canAccept,
  canDecline,
  busy,
  error,
  onCheck,
  onAccept,
  onDecline,
}: {
  deal: OverviewDeal;
  checked: string[];
  canAccept: boolean;
  canDecline: boolean;
  busy: boolean;
  error: ApiError | null;
  onCheck: (tag: string, checked: boolean) => void;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('dealOverview');
  const latest = deal.content[0];
  const left = Math.max(0, deal.max_revisions - deal.revisions);
  const reviewing = canAccept || canDecline;
  // Once the content is accepted (or the deal canceled) nothing more can be sent back or uploaded.
  const settled =
    DEAL_STATUSES.indexOf(deal.status as DealStatus) >= DEAL_STATUSES.indexOf('company_accepts_content');
  return (
    <section className={styles.panel} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.panelTitle}>
        {t('review.title')}
      </h2>
      <p className={styles.muted}>
        {t('review.revisions', { count: deal.revisions, max: deal.max_revisions })}
        {settled
          ? null
          : ` · ${left > 0 ? t('review.revisionsLeft', { count: left }) : t('review.noRevisionsLeft')}`}
      </p>
      {!latest ? (
        <p className={styles.muted}>
          {deal.status === 'canceled' ? t('review.noneCanceled') : t('review.none')}
        </p>
      ) : (
        <div className={styles.review}>
          <div className={styles.column}>
            {latest.kind === 'video' ? (
              <video
                key={latest.id}
                className={styles.media_}
                src={latest.url}
                poster={latest.thumbnail_url}
                controls
                playsInline
                aria-label={t('review.videoLabel', { name: deal.creator.name })}
              />
            ) : (
              <img
                key={latest.id}
                className={styles.media_}
                src={latest.url}
                alt={t('review.imageAlt', { name: deal.creator.name })}
              />
            )}
            <div className={styles.actions}>
              <ContentStatusBadge status={latest.status} />
              <ButtonLink href={latest.download_url} variant="ghost" size="sm" download>
                {t('review.download')}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.checklist}>
            <h3 className={styles.panelTitle}>{t('review.checklist')}</h3>
            {deal.campaign.must_haves.length === 0 ? (
              <p className={styles.muted}>{t('review.noMustHaves')}</p>
            ) : (
              <>
                <p className={styles.muted}>{t('review.checklistHint')}</p>
                {deal.campaign.must_haves.map((tag) => (
                  <Checkbox
                    key={tag}
                    label={tag}
                    checked={checked.includes(tag)}
                    disabled={!reviewing}
                    onChange={(event) => onCheck(tag, event.target.checked)}
                  />
                ))}
              </>
            )}
            {latest.status === 'created' ? <p className={styles.muted}>{t('review.waitingStaff')}</p> : null}
            {error ? (
              <FormAlert tone="error">{`${t('review.checkFailed')} ${failureMessage(t, error)}`}</FormAlert>
            ) : null}
            {reviewing ? (
              <div className={styles.actions}>
                {canAccept ? (
                  <Button onClick={onAccept} loading={busy}>
                    {t('review.accept')}
                  </Button>
                ) : null}
                {canDecline ? (
                  <Button variant="secondary" onClick={onDecline} disabled={busy}>
                    {t('review.decline')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
