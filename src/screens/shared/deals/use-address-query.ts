/**
 * Keeps a listing's machine on the address: when the address changes from outside (back, forward, a link to the
 * same screen), its query goes to the machine. The machine writes its own changes to the address (`showQuery`),
 * which then reads the same and sends nothing.
 */
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { parseListingQuery, type ListingQuery } from '../../../machines/live-listing';

export function useAddressQuery<Q extends ListingQuery>(
  defaults: Q,
  current: ListingQuery,
  send: (query: ListingQuery) => void,
): void {
  const search = useSearch();
  useEffect(() => {
    const wanted = parseListingQuery(search, defaults);
    if (Object.keys(defaults).some((key) => wanted[key] !== current[key])) send(wanted);
    // Only a new address is news; the machine's own query changes write the address themselves.
  }, [search]);
}
