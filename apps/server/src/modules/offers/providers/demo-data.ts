/**
 * The demo provider's offers: realistic German package holidays (hotel, destination, region, stars,
 * price per person in EUR, board, room, departure airport, nights, days from today to departure).
 * The ids are the row number plus 1000 ('1000' … ); dates are computed from the server's clock.
 */
export type DemoRow = readonly [
  hotelName: string,
  destination: string,
  region: string,
  stars: number,
  price: number,
  board: string,
  roomType: string,
  departureAirport: string,
  nights: number,
  daysAhead: number,
];

// biome-ignore format: one offer per line
export const DEMO_ROWS: readonly DemoRow[] = [
  ['Hotel Playa Golf', 'Mallorca', 'Playa de Palma', 4, 899, 'Halbpension', 'Doppelzimmer Meerblick', 'Düsseldorf', 7, 21],
  ['Iberostar Selection Playa de Muro', 'Mallorca', 'Playa de Muro', 5, 1349, 'All Inclusive', 'Junior Suite', 'Frankfurt', 7, 35],
  ['Hipotels Cala Millor Park', 'Mallorca', 'Cala Millor', 4, 1049, 'All Inclusive', 'Doppelzimmer Poolblick', 'München', 10, 48],
  ['Robinson Club Cala Serena', 'Mallorca', 'Cala d’Or', 4.5, 1599, 'Vollpension plus', 'Doppelzimmer Superior', 'Hamburg', 7, 60],
  ['Aldemar Knossos Royal', 'Kreta', 'Hersonissos', 5, 1429, 'All Inclusive', 'Bungalow Meerblick', 'Frankfurt', 7, 28],
  ['Stella Island Luxury Resort & Spa', 'Kreta', 'Analipsis', 5, 1789, 'All Inclusive', 'Suite mit privatem Pool', 'Düsseldorf', 7, 42],
  ['Hotel Aquila Rithymna Beach', 'Kreta', 'Rethymnon', 5, 1249, 'Halbpension', 'Doppelzimmer Gartenblick', 'Stuttgart', 10, 55],
  ['Blue Palace Elounda', 'Kreta', 'Elounda', 5, 2199, 'Frühstück', 'Bungalow Deluxe Meerblick', 'Berlin', 7, 70],
  ['Delphin Imperial Lara', 'Türkei', 'Antalya · Lara', 5, 1099, 'Ultra All Inclusive', 'Doppelzimmer Landblick', 'Köln/Bonn', 7, 18],
  ['Titanic Deluxe Golf Belek', 'Türkei', 'Antalya · Belek', 5, 1299, 'Ultra All Inclusive', 'Familienzimmer', 'München', 10, 40],
  ['Rixos Downtown Antalya', 'Türkei', 'Antalya · Konyaaltı', 5, 989, 'All Inclusive', 'Deluxe-Zimmer Meerblick', 'Hannover', 7, 33],
  ['Barut Hemera', 'Türkei', 'Side', 5, 1149, 'Ultra All Inclusive', 'Doppelzimmer Superior', 'Düsseldorf', 7, 26],
  ['Crystal Sunrise Queen Luxury Resort', 'Türkei', 'Side · Kumköy', 5, 1019, 'Ultra All Inclusive', 'Familienzimmer Meerblick', 'Nürnberg', 10, 51],
  ['Sensimar Side Resort & Spa', 'Türkei', 'Side · Colakli', 5, 1189, 'All Inclusive', 'Doppelzimmer Meerblick', 'Frankfurt', 7, 64],
  ['Steigenberger Al Dau Beach', 'Ägypten', 'Hurghada', 5, 899, 'All Inclusive', 'Doppelzimmer Meerblick', 'Frankfurt', 7, 24],
  ['Jaz Aquamarine Resort', 'Ägypten', 'Hurghada', 5, 749, 'All Inclusive', 'Doppelzimmer Superior', 'Leipzig/Halle', 7, 38],
  ['Baron Palace Sahl Hasheesh', 'Ägypten', 'Sahl Hasheesh', 5, 1079, 'All Inclusive', 'Deluxe-Zimmer Meerblick', 'Düsseldorf', 10, 57],
  ['Lopesan Costa Meloneras Resort', 'Gran Canaria', 'Meloneras', 4, 1389, 'Halbpension', 'Doppelzimmer Meerblick', 'München', 7, 30],
  ['Seaside Palm Beach', 'Gran Canaria', 'Maspalomas', 5, 1999, 'Frühstück', 'Doppelzimmer Poolblick', 'Hamburg', 7, 45],
  ['RIU Palace Meloneras', 'Gran Canaria', 'Meloneras', 4, 1299, 'All Inclusive', 'Junior Suite', 'Frankfurt', 10, 72],
  ['Hotel Botanico & The Oriental Spa Garden', 'Teneriffa', 'Puerto de la Cruz', 5, 1549, 'Halbpension', 'Doppelzimmer Gartenblick', 'Düsseldorf', 7, 29],
  ['Iberostar Selection Anthelia', 'Teneriffa', 'Costa Adeje', 5, 1699, 'Halbpension', 'Doppelzimmer Meerblick', 'Berlin', 7, 49],
  ['Hard Rock Hotel Tenerife', 'Teneriffa', 'Playa Paraíso', 5, 1459, 'Frühstück', 'Deluxe-Zimmer', 'Köln/Bonn', 7, 66],
  ['Lindos Blu Luxury Hotel', 'Rhodos', 'Lindos', 5, 1869, 'Halbpension', 'Suite Meerblick', 'Frankfurt', 7, 36],
  ['Atrium Prestige Thalasso Spa Resort', 'Rhodos', 'Lachania', 5, 1399, 'All Inclusive', 'Doppelzimmer Meerblick', 'München', 7, 53],
  ['Mitsis Faliraki Beach Hotel', 'Rhodos', 'Faliraki', 4, 1029, 'All Inclusive', 'Familienzimmer', 'Hamburg', 10, 41],
  ['Sun Island Resort & Spa', 'Malediven', 'Süd-Ari-Atoll', 4, 2899, 'All Inclusive', 'Strandvilla', 'Frankfurt', 10, 58],
  ['Kuredu Island Resort', 'Malediven', 'Lhaviyani-Atoll', 4, 3299, 'Vollpension', 'Wasserbungalow', 'München', 12, 75],
  ['Atmosphere Kanifushi', 'Malediven', 'Lhaviyani-Atoll', 5, 4199, 'All Inclusive', 'Sunset Beach Villa', 'Düsseldorf', 10, 90],
  ['Strandhotel Heringsdorf', 'Ostsee', 'Usedom · Heringsdorf', 4, 689, 'Halbpension', 'Doppelzimmer Seeseite', 'Eigenanreise', 5, 14],
  ['A-ROSA Travemünde', 'Ostsee', 'Lübeck-Travemünde', 5, 989, 'Frühstück', 'Doppelzimmer Meerblick', 'Eigenanreise', 4, 19],
  ['Grand Hotel Heiligendamm', 'Ostsee', 'Bad Doberan · Heiligendamm', 5, 1290, 'Halbpension', 'Junior Suite', 'Eigenanreise', 5, 32],
  ['Atlantis The Palm', 'Vereinigte Arabische Emirate', 'Dubai · Palm Jumeirah', 5, 2399, 'Halbpension', 'Deluxe-Zimmer Meerblick', 'Frankfurt', 7, 39],
  ['Jumeirah Beach Hotel', 'Vereinigte Arabische Emirate', 'Dubai · Jumeirah', 5, 2149, 'Frühstück', 'Ocean-Deluxe-Zimmer', 'München', 7, 62],
  ['Radisson Blu Palace Resort & Thalasso', 'Tunesien', 'Djerba · Midoun', 5, 849, 'All Inclusive', 'Doppelzimmer Meerblick', 'Düsseldorf', 7, 27],
  ['Hotel Djerba Plaza Thalasso & Spa', 'Tunesien', 'Djerba', 4, 649, 'All Inclusive', 'Doppelzimmer', 'Frankfurt', 7, 46],
  ['Pine Cliffs Resort', 'Portugal', 'Algarve · Albufeira', 5, 1799, 'Frühstück', 'Doppelzimmer Meerblick', 'Frankfurt', 7, 44],
  ['Vila Galé Lagos', 'Portugal', 'Algarve · Lagos', 4, 979, 'Halbpension', 'Doppelzimmer Poolblick', 'Köln/Bonn', 7, 68],
  ['Falésia Hotel', 'Portugal', 'Algarve · Olhos de Água', 4, 1119, 'All Inclusive', 'Doppelzimmer Superior', 'Stuttgart', 10, 80],
  ['VOI Arenella Resort', 'Italien', 'Sizilien · Siracusa', 4, 1089, 'Halbpension', 'Doppelzimmer Meerblick', 'München', 7, 31],
  ['Hotel Villa Sant’Andrea', 'Italien', 'Sizilien · Taormina', 5, 1899, 'Frühstück', 'Deluxe-Zimmer Meerblick', 'Frankfurt', 7, 54],
  ['Aldiana Club Fuerteventura', 'Fuerteventura', 'Jandía', 4, 1249, 'All Inclusive', 'Doppelzimmer Meerblick', 'Hannover', 7, 47],
  ['Lopesan Baobab Resort', 'Gran Canaria', 'Meloneras', 5, 1459, 'Halbpension', 'Doppelzimmer Superior', 'Düsseldorf', 7, 85],
  ['Kempinski Hotel Soma Bay', 'Ägypten', 'Soma Bay', 5, 1189, 'Halbpension', 'Deluxe-Zimmer Meerblick', 'München', 10, 63],
];

/** Id of the row at index i. */
export const demoOfferId = (i: number) => String(1000 + i);

/** Index of a demo offer id, or -1. */
export function demoRowIndex(offerId: string): number {
  if (!/^\d{4}$/.test(offerId)) return -1;
  const i = Number(offerId) - 1000;
  return i >= 0 && i < DEMO_ROWS.length ? i : -1;
}

/** Gallery size of every demo offer. */
export const DEMO_GALLERY_SIZE = 4;
