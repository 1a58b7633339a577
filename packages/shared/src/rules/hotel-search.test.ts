import { describe, expect, it } from 'vitest';
import { hotelQueryWords, hotelSearchText, normaliseHotelText } from './hotel-search.js';

describe('hotel search normal form', () => {
  it('drops accents and case', () => {
    expect(normaliseHotelText('Hôtel Málaga ÉLITE Çeşme')).toBe('hotel malaga elite cesme');
    expect(normaliseHotelText('Grüner Baum')).toBe('gruner baum');
  });

  it('spells out letters that do not decompose', () => {
    expect(normaliseHotelText('Straße')).toBe('strasse');
    expect(normaliseHotelText('Ærø Œuvre Łódź Đakovo Þór Dıyarbakır')).toBe('aero oeuvre lodz dakovo thor diyarbakir');
  });

  it('joins words across apostrophes and splits at other punctuation', () => {
    expect(normaliseHotelText("Hôtel Cala d'Or")).toBe('hotel cala dor');
    expect(normaliseHotelText('Cala d’Or')).toBe('cala dor');
    expect(normaliseHotelText('  Riu-Palace (Maspalomas),  Gran Canaria ')).toBe('riu palace maspalomas gran canaria');
  });

  it('keeps digits', () => {
    expect(normaliseHotelText('Hotel 1898 & Spa 4*')).toBe('hotel 1898 spa 4');
  });

  it('builds the stored text from name, city, region and country', () => {
    expect(
      hotelSearchText({
        name: 'Iberostar Selection Playa de Palma',
        city: 'Palma',
        region: 'Mallorca',
        country: 'Spanien',
      }),
    ).toBe('iberostar selection playa de palma palma mallorca spanien');
    expect(hotelSearchText({ name: 'Blue Lagoon' })).toBe('blue lagoon');
  });

  it('splits a query into normalised words', () => {
    expect(hotelQueryWords('  Hotel  CALA d’or ')).toEqual(['hotel', 'cala', 'dor']);
    expect(hotelQueryWords(' - ')).toEqual([]);
    expect(hotelQueryWords('')).toEqual([]);
  });

  it('normalises query and stored text alike', () => {
    const stored = hotelSearchText({ name: "Hôtel Cala d'Or" });
    expect(hotelQueryWords('hotel cala dor').join(' ')).toBe(stored);
  });
});
