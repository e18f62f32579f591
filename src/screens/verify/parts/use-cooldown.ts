/**
 * Seconds left before another code may be asked for: EMAIL_CODE_RESEND_COOLDOWN_SECONDS after the last one
 * was sent. Ticks once a second while it runs, and stops at zero.
 */
import { useEffect, useState } from 'react';
import { EMAIL_CODE_RESEND_COOLDOWN_SECONDS } from '../../../domain/constants';

export function secondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const endsAt = sentAt + EMAIL_CODE_RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function useCooldown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (secondsLeft(sentAt, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(sentAt, current) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return secondsLeft(sentAt, now);
}
