/**
 * Payment methods (/account/payment-methods): the saved cards, adding one with its billing address (the number is
 * tokenized by the gateway), making one the default and deleting one after confirming. `?return=<path>` goes back
 * to that same-site path once a card is added (the wallet sends here when it has no card to charge).
 */
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconCard, IconPlus, IconWarning, PageHeader, Skeleton } from '../../ui';
import { safeReturnPath } from '../../machines/top-up';
import { useFlow, useFlowOptions, useToasts } from '../shared/app-context';
import { DeleteDialog } from '../shared/catalog/delete-dialog';
import { FormAlert } from '../shared/form-alert';
import { failureMessage } from '../shared/form-errors';
import { brandName } from '../shared/money/movement-text';
import { AddCardModal } from './parts/add-card-modal';
import { CardTile } from './parts/card-tile';
import * as styles from './payment-methods.css';

export function PaymentMethodsScreen() {
  const { t } = useTranslation('money');
  const toasts = useToasts();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [returnTo] = useState(() => safeReturnPath(new URLSearchParams(search).get('return')));
  const actor = useActorRef(
    useFlow('paymentMethods').provide({
      actions: {
        cardAdded: (_, { card }) => {
          toasts.notify(
            'success',
            t('paymentMethods.added', { brand: brandName(t, card.brand), last4: card.last4 }),
          );
          if (returnTo) navigate(returnTo);
        },
        cardDeleted: (_, { card }) =>
          toasts.notify('success', t('paymentMethods.deleted', { last4: card.last4 })),
      },
    }),
    useFlowOptions(),
  );
  const cards = useSelector(actor, (s) => s.context.cards);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const adding = useSelector(actor, (s) => s.hasTag('adding'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const fields = useSelector(actor, (s) => s.context.fields);
  const error = useSelector(actor, (s) => s.context.error);
  const target = useSelector(actor, (s) => s.context.target);
  const idleError = useSelector(actor, (s) => (s.matches({ ready: 'idle' }) ? s.context.error : null));
  const add = () => actor.send({ type: 'cards.add' });

  return (
    <div className={styles.screen}>
      <PageHeader
        title={t('paymentMethods.title')}
        description={t('paymentMethods.lead')}
        actions={
          <Button leadingIcon={<IconPlus size={18} />} onClick={add} disabled={loading || failed}>
            {t('paymentMethods.add')}
          </Button>
        }
      />
      {idleError ? <FormAlert tone="error">{failureMessage(t, idleError)}</FormAlert> : null}
      {failed ? (
        <EmptyState
          bordered
          icon={<IconWarning size={26} />}
          title={t('paymentMethods.failed.title')}
          description={t('paymentMethods.failed.text')}
          actions={<Button onClick={() => actor.send({ type: 'cards.retry' })}>{t('common:retry')}</Button>}
        />
      ) : loading ? (
        <Skeleton shape="block" />
      ) : cards.length === 0 ? (
        <EmptyState
          bordered
          icon={<IconCard size={26} />}
          title={t('paymentMethods.empty.title')}
          description={t('paymentMethods.empty.text')}
          actions={<Button onClick={add}>{t('paymentMethods.add')}</Button>}
        />
      ) : (
        <ul className={styles.list} aria-busy={busy}>
          {cards.map((card) => (
            <li key={card.id}>
              <CardTile
                card={card}
                busy={busy}
                onMakeDefault={() => actor.send({ type: 'cards.setDefault', id: card.id })}
                onDelete={() => actor.send({ type: 'cards.delete', id: card.id })}
              />
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddCardModal
          open={adding}
          busy={busy}
          fields={fields}
          error={error}
          onSave={(values) => actor.send({ type: 'cards.save', values })}
          onCancel={() => actor.send({ type: 'cards.cancel' })}
        />
      ) : null}
      <DeleteDialog
        open={confirming}
        title={t('paymentMethods.deleteTitle')}
        description={
          target
            ? t('paymentMethods.deleteText', { brand: brandName(t, target.brand), last4: target.last4 })
            : ''
        }
        busy={busy}
        error={confirming ? error : null}
        onConfirm={() => actor.send({ type: 'cards.confirm' })}
        onCancel={() => actor.send({ type: 'cards.cancel' })}
      />
    </div>
  );
}
