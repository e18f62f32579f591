/**
 * A creator's shipping address as a label reads it (src/domain/shipping.ts addressLines), with the country named
 * in the user's language. Shown on a deal with shipping delivery once the creator accepted it (the API answers it
 * only then), in the deal's delivery panel and in the ship dialog.
 */
import { addressLines, type AddressLike } from '../../../domain/shipping';

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function AddressLines({
  address,
  locale,
  className,
}: {
  address: AddressLike;
  locale: string;
  className?: string;
}) {
  const lines = addressLines(address);
  return (
    <address className={className}>
      {[...lines, countryName(address.country, locale)].map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
