/**
 * The demo provider's departure airports: a location's airport (IATA code, companies.departure_airport) changes the
 * demo offer's price and its 'ab …' line, as a real tour operator's price depends on where the flight starts.
 */
export const DEMO_AIRPORTS: Readonly<Record<string, { name: string; surcharge: number }>> = {
  FRA: { name: 'Frankfurt', surcharge: 0 },
  DUS: { name: 'Düsseldorf', surcharge: 20 },
  CGN: { name: 'Köln/Bonn', surcharge: 30 },
  MUC: { name: 'München', surcharge: 40 },
  STR: { name: 'Stuttgart', surcharge: 50 },
  HAM: { name: 'Hamburg', surcharge: 60 },
  HAJ: { name: 'Hannover', surcharge: 70 },
  BER: { name: 'Berlin', surcharge: 80 },
  NUE: { name: 'Nürnberg', surcharge: 90 },
  LEJ: { name: 'Leipzig/Halle', surcharge: 100 },
};

/** The airport's name and surcharge, or null for an unknown code (the demo then keeps the offer's own price). */
export function demoAirport(code: string | undefined) {
  return code ? (DEMO_AIRPORTS[code.trim().toUpperCase()] ?? null) : null;
}
