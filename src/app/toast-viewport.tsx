/** Renders the flash notices of the toasts machine, newest last, in a polite live region. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Toast, ToastRegion } from '../ui';
import type { NoticeActor } from '../machines/toasts';
import { useApp } from '../screens/shared/app-context';

function NoticeView({ actor, onClose }: { actor: NoticeActor; onClose: (id: string) => void }) {
  const { t } = useTranslation();
  const notice = useSelector(actor, (snapshot) => snapshot.context);
  const fading = useSelector(actor, (snapshot) => snapshot.hasTag('fading'));
  return (
    <Toast
      content={notice.content}
      themeColor={notice.themeColor}
      fading={fading}
      closeLabel={t('close')}
      onClose={() => onClose(notice.id)}
    />
  );
}

export function ToastViewport() {
  const { toasts } = useApp();
  const { t } = useTranslation();
  const notices = useSelector(toasts, (snapshot) => snapshot.context.notices);
  return (
    <ToastRegion label={t('notifications')}>
      {notices.map((actor) => (
        <NoticeView
          key={actor.id}
          actor={actor}
          onClose={(id) => toasts.send({ type: 'toasts.remove', id })}
        />
      ))}
    </ToastRegion>
  );
}
