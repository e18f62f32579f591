/**
 * DealOverview (/deal/:dealId): the timeline with dates, the creator, the product, delivery and tracking number,
 * the countdown to the due time, the content with its review, the feedback history and every event; the brand's
 * actions (ship, cancel, accept, send back) exactly when the shared deal machine allows them. The flow is the
 * deal overview machine (src/machines/deal-overview.ts), given with its real actors by the app; live deal events
 * update the page without a reload.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, EmptyState, IconArrowLeft, IconWarning, PageHeader, Skeleton } from '../../ui';
import type { DealOverviewSnapshot } from '../../machines/deal-overview';
import { companyMay, factsOf, turnShown } from '../../machines/deal-overview-facts';
import { formatMoney } from '../../domain/money';
import { creatorPayout } from '../../domain/pricing';
import { missingMustHaves } from '../../domain/content';
import { freedSlotFundsGoTo } from '../../domain/hiring';
import { useFlow, useLanguage, useToasts, useFlowOptions } from '../shared/app-context';
import { DealStatusBadge, DealTurnBadge } from '../shared/deals/deal-badges';
import { Countdown } from './parts/countdown';
import { Timeline } from './parts/timeline';
import { Delivery } from './parts/delivery';
import { Review } from './parts/review';
import { AcceptDialog, CancelDialog, DeclineDialog } from './parts/deal-dialogs';
import { useDialogAddress } from './dialog-address';
import { ShipDialog } from './parts/ship-dialog';
import { Cost, FeedbackHistory, History, Uploads } from './parts/records';
import * as styles from './deal-overview.css';

const DONE_TEXT = {
  ship: 'ship.done',
  cancel: 'cancel.done',
  accept: 'review.acceptDone',
  decline: 'decline.done',
};

/** A canceled deal's words say where its cost went (freedSlotFundsGoTo). */
const doneText = (type: keyof typeof DONE_TEXT, deal: { campaign: { status: string } } | null | undefined) =>
  type === 'cancel' && deal && freedSlotFundsGoTo(deal.campaign.status) === 'campaign'
    ? 'cancel.doneToCampaign'
    : DONE_TEXT[type];

/** What the brand may do now, as the shared deal machine says: one object, compared by value. */
const mayOf = (s: DealOverviewSnapshot) => {
  const deal = s.context.deal;
  if (!deal) return '';
  const facts = factsOf(deal);
  return [
    companyMay(facts, 'deal.ship') ? 'ship' : '',
    companyMay(facts, 'deal.cancel') ? 'cancel' : '',
    companyMay(facts, 'content.accept') ? 'accept' : '',
    companyMay(facts, 'content.decline') ? 'decline' : '',
  ].join(' ');
};

export function DealOverviewScreen({ dealId }: { dealId: string }) {
  const { t } = useTranslation(['dealOverview', 'deals']);
  const { locale } = useLanguage();
  const toasts = useToasts();
  const actor = useActorRef(
    useFlow('dealOverview').provide({
      actions: {
        announceDone: (_, action) =>
          toasts.notify(
            'success',
            t(doneText(action.type, actor.getSnapshot().context.deal), {
              name: actor.getSnapshot().context.deal?.creator.name,
            }),
          ),
      },
    }),
    { ...useFlowOptions(), input: { dealId } },
  );
  const deal = useSelector(actor, (s) => s.context.deal);
  const now = useSelector(actor, (s) => s.context.now);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const may = useSelector(actor, mayOf);
  const shipping = useSelector(actor, (s) => s.hasTag('shipping'));
  const declining = useSelector(actor, (s) => s.hasTag('declining'));
  const canceling = useSelector(actor, (s) => s.hasTag('canceling'));
  const accepting = useSelector(actor, (s) => s.hasTag('accepting'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const fields = useSelector(actor, (s) => s.context.fields);
  const error = useSelector(actor, (s) => s.context.error);
  const checked = useSelector(actor, (s) => s.context.checked);
  const checkError = useSelector(actor, (s) => s.context.checkError);
  const draft = useSelector(actor, (s) => s.context.draft);
  useDialogAddress(actor, dealId);

  const back = (
    <ButtonLink component={Link} href="/deals" variant="ghost" leadingIcon={<IconArrowLeft size={18} />}>
      {t('back')}
    </ButtonLink>
  );
  if (loading) return <Skeleton shape="block" />;
  if (failed || !deal) {
    return (
      <EmptyState
        bordered
        icon={<IconWarning size={26} />}
        title={loadError?.kind === 'notFound' ? t('notFound') : t('failed')}
        actions={
          <>
            {back}
            <Button onClick={() => actor.send({ type: 'overview.retry' })}>{t('common:retry')}</Button>
          </>
        }
      />
    );
  }
  const name = deal.creator.name;
  return (
    <div className={styles.screen}>
      <PageHeader
        eyebrow={back}
        title={t('title', { name })}
        description={t('lead', {
          campaign: deal.campaign.name,
          product: deal.product.name,
          brand: deal.campaign.brand.name,
        })}
        actions={
          <div className={styles.heading}>
            <DealStatusBadge status={deal.status} />
            <DealTurnBadge awaiting={turnShown(deal)} />
          </div>
        }
      />
      <Timeline timeline={deal.timeline} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Review
            deal={deal}
            checked={checked}
            canAccept={may.includes('accept')}
            canDecline={may.includes('decline')}
            busy={busy && accepting}
            error={checkError}
            onCheck={(tag, value) => actor.send({ type: 'review.check', tag, checked: value })}
            onAccept={() => actor.send({ type: 'content.accept' })}
            onDecline={() => actor.send({ type: 'decline.open' })}
          />
          <Uploads content={deal.content} />
          <FeedbackHistory feedback={deal.feedback} />
        </div>
        <div className={styles.column}>
          {deal.due_at ? (
            <Countdown
              dueAt={deal.due_at}
              outcome={deal.due_outcome}
              fundsTo={freedSlotFundsGoTo(deal.campaign.status)}
              now={now}
            />
          ) : null}
          <Delivery
            deal={deal}
            canShip={may.includes('ship')}
            canCancel={may.includes('cancel')}
            onShip={() => actor.send({ type: 'ship.open' })}
            onCancel={() => actor.send({ type: 'cancel.open' })}
          />
          <Cost cost={deal.cost} />
          <History history={deal.history} />
        </div>
      </div>
      <ShipDialog
        open={shipping}
        name={name}
        product={deal.product.name}
        address={deal.shipping_address}
        busy={busy && shipping}
        fields={fields}
        error={shipping ? error : null}
        onSubmit={(carrier, value) => actor.send({ type: 'ship.submit', carrier, tracking_number: value })}
        onClose={() => actor.send({ type: 'action.close' })}
      />
      <DeclineDialog
        open={declining}
        name={name}
        busy={busy && declining}
        fields={fields}
        error={declining ? error : null}
        draft={draft}
        missing={missingMustHaves(deal.campaign.must_haves, checked)}
        onEdit={(value) => actor.send({ type: 'decline.edit', feedback: value })}
        onSubmit={(value) => actor.send({ type: 'decline.submit', feedback: value })}
        onClose={() => actor.send({ type: 'action.close' })}
      />
      <AcceptDialog
        open={accepting}
        name={name}
        amount={formatMoney(creatorPayout(deal.cost), locale)}
        busy={busy && accepting}
        error={accepting ? error : null}
        onConfirm={() => actor.send({ type: 'accept.confirm' })}
        onClose={() => actor.send({ type: 'action.close' })}
      />
      <CancelDialog
        open={canceling}
        name={name}
        amount={formatMoney(deal.cost.total, locale)}
        fundsTo={freedSlotFundsGoTo(deal.campaign.status)}
        busy={busy && canceling}
        error={canceling ? error : null}
        onConfirm={() => actor.send({ type: 'cancel.confirm' })}
        onClose={() => actor.send({ type: 'action.close' })}
      />
    </div>
  );
}
