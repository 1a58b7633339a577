import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHotelCountries, useHotelSearch } from '../../../api/hotels/hotel-hooks';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** SPEC §2: the search asks the server 300 ms after the last key. */
export const HOTEL_SEARCH_DEBOUNCE_MS = 300;

/**
 * The search of /oc/index and /ga/index: text and country live in the URL (`q`, `country`, replaced, not
 * pushed) so that the way back from a hotel finds the same list; `code` is the location's offer code.
 */
export function useHotelFinder() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const country = params.get('country') ?? '';
  const [text, setText] = useState(params.get('q') ?? '');
  const name = useDebouncedValue(text, HOTEL_SEARCH_DEBOUNCE_MS).trim();

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === name) return current;
        const next = new URLSearchParams(current);
        if (name) next.set('q', name);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [name, setParams]);

  const setCountry = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('country', value);
        else next.delete('country');
        return next;
      },
      { replace: true },
    );

  const countries = useHotelCountries(code);
  const results = useHotelSearch({ name, country }, code);
  return { code, text, setText, name, country, setCountry, countries, results };
}

export type HotelFinder = ReturnType<typeof useHotelFinder>;
