/** The support hours of BUSINESS_HOURS as the active language writes times (9:00 AM, 9:00). */
import { BUSINESS_HOURS } from '../../domain/constants';

function hour(value: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, value)),
  );
}

export function businessHours(locale: string) {
  return {
    weekdays: {
      from: hour(BUSINESS_HOURS.weekdays.from, locale),
      to: hour(BUSINESS_HOURS.weekdays.to, locale),
    },
    weekends: {
      from: hour(BUSINESS_HOURS.weekends.from, locale),
      to: hour(BUSINESS_HOURS.weekends.to, locale),
    },
  };
}
