import type { HotelTexts } from '@signage/shared';
import type { DemoSetting } from './types.js';

/** A sentence in German and English; {city}, {region}, {beach}, {centre}, {airport}, {rooms}, {pools}, {restaurants}. */
type Pair = readonly [de: string, en: string];

/** Facts of one hotel the sentences are filled with. */
export interface TextFacts {
  name: string;
  city: string;
  region: string;
  setting: DemoSetting;
  stars: number;
  /** Metres to the beach, lake shore or ski lift. */
  beach: number;
  centre: number;
  airport: number;
  rooms: number;
  pools: number;
  restaurants: number;
  board: Board;
}

export const BOARDS = [
  ['Frühstück', 'breakfast'],
  ['Halbpension', 'half board'],
  ['Vollpension', 'full board'],
  ['All Inclusive', 'all inclusive'],
] as const;
export type Board = (typeof BOARDS)[number];

/** Per setting: how far the water (or lift) is, and what the hotel looks out on; one of each is taken. */
const LOCATION: Record<DemoSetting, { distance: readonly Pair[]; view: readonly Pair[] }> = {
  sea: {
    distance: [
      [
        'Das Haus liegt nur {beach} m vom feinsandigen Strand entfernt.',
        'The hotel is only {beach} m from the fine sandy beach.',
      ],
      [
        'Zum Strand sind es etwa {beach} m über die Strandpromenade.',
        'The beach is about {beach} m away along the promenade.',
      ],
      [
        'Bis zum Meer sind es {beach} m durch eine gepflegte Gartenanlage.',
        'The sea is {beach} m away through well-kept gardens.',
      ],
    ],
    view: [
      ['Von vielen Zimmern blickt man über die Bucht aufs Meer.', 'Many rooms look out over the bay to the sea.'],
      [
        'Die Anlage ist von Palmen und blühenden Gärten umgeben.',
        'The resort is surrounded by palms and flowering gardens.',
      ],
      [
        'Vom Dachpool sieht man die Küste entlang bis zum Hafen.',
        'The rooftop pool looks along the coast to the harbour.',
      ],
    ],
  },
  lake: {
    distance: [
      [
        'Das Haus liegt {beach} m vom Seeufer mit Badesteg entfernt.',
        'The hotel is {beach} m from the lake shore with its bathing jetty.',
      ],
      [
        'Über die Uferpromenade sind es {beach} m bis zum Kiesstrand am See.',
        'The pebble beach on the lake is {beach} m away along the promenade.',
      ],
    ],
    view: [
      ['Von der Terrasse blickt man über den See auf die Berge.', 'The terrace looks over the lake to the mountains.'],
      ['Olivenhaine und Zitronengärten umgeben das Haus.', 'Olive groves and lemon gardens surround the hotel.'],
    ],
  },
  mountains: {
    distance: [
      ['Die Talstation der Bergbahn ist {beach} m entfernt.', 'The valley station of the cable car is {beach} m away.'],
      ['Bis zum Skilift und zur Skischule sind es {beach} m.', 'The ski lift and ski school are {beach} m away.'],
    ],
    view: [
      [
        'Das Haus liegt sonnig am Hang mit Blick auf die Dreitausender.',
        'The hotel sits on a sunny slope facing the three-thousand-metre peaks.',
      ],
      [
        'Wanderwege und Loipen beginnen direkt vor dem Haus.',
        'Hiking trails and cross-country ski runs start right outside.',
      ],
    ],
  },
};

const LOCATION_COMMON: readonly Pair[] = [
  ['Das Zentrum von {city} erreichen Sie in etwa {centre} km.', 'The centre of {city} is about {centre} km away.'],
  ['Geschäfte, Bars und Restaurants liegen in Gehweite.', 'Shops, bars and restaurants are within walking distance.'],
  ['Der Flughafen ist rund {airport} km entfernt.', 'The airport is about {airport} km away.'],
  [
    'Eine Bushaltestelle mit Verbindungen nach {city} befindet sich vor dem Haus.',
    'A bus stop with connections to {city} is right outside.',
  ],
  ['Die ruhige Lage eignet sich gut für Erholungsuchende.', 'The quiet location suits guests looking for rest.'],
];

const FACILITIES: readonly Pair[] = [
  [
    'Das Hotel verfügt über {rooms} Zimmer auf mehreren Etagen mit Aufzug.',
    'The hotel has {rooms} rooms on several floors with a lift.',
  ],
  [
    'Zur Ausstattung gehören eine klimatisierte Lobby mit Rezeption rund um die Uhr und WLAN im ganzen Haus.',
    'Facilities include an air-conditioned lobby with a 24-hour reception and Wi-Fi throughout.',
  ],
  [
    'Im Garten finden Sie {pools} Pools mit Sonnenterrasse, Liegen und Schirmen.',
    'The garden has {pools} pools with a sun terrace, loungers and parasols.',
  ],
  [
    'Ein Spa-Bereich mit Sauna, Dampfbad und Massagen lädt zum Entspannen ein.',
    'A spa with sauna, steam bath and massages invites you to relax.',
  ],
  [
    'Für Familien gibt es einen Kinderclub, einen Spielplatz und ein Kinderbecken.',
    'Families will find a kids club, a playground and a children’s pool.',
  ],
  [
    'Eine Poolbar, eine Lobbybar und ein kleiner Supermarkt ergänzen das Angebot.',
    'A pool bar, a lobby bar and a small supermarket complete the offer.',
  ],
  ['Parkplätze stehen kostenfrei zur Verfügung.', 'Parking is free of charge.'],
];

const ROOMS: readonly Pair[] = [
  [
    'Die Doppelzimmer (ca. 24 m²) sind hell und freundlich eingerichtet.',
    'The double rooms (about 24 m²) are bright and friendly.',
  ],
  [
    'Alle Zimmer haben Bad oder Dusche, WC, Föhn, Klimaanlage, TV und Safe.',
    'All rooms have a bath or shower, WC, hairdryer, air conditioning, TV and a safe.',
  ],
  ['Die meisten Zimmer haben einen Balkon oder eine Terrasse.', 'Most rooms have a balcony or terrace.'],
  [
    'Familienzimmer mit separatem Schlafbereich bieten Platz für bis zu vier Personen.',
    'Family rooms with a separate sleeping area sleep up to four.',
  ],
  [
    'Suiten mit Wohnbereich und Meer- bzw. Bergblick sind gegen Aufpreis buchbar.',
    'Suites with a living area and sea or mountain view are available at extra cost.',
  ],
  [
    'Kühlschrank, Wasserkocher und kostenfreies WLAN gehören zur Ausstattung.',
    'A fridge, a kettle and free Wi-Fi are provided.',
  ],
];

const MEALS: readonly Pair[] = [
  [
    'Im Hauptrestaurant wird ein abwechslungsreiches Buffet mit Showcooking angeboten.',
    'The main restaurant offers a varied buffet with show cooking.',
  ],
  [
    'Das Haus hat {restaurants} Restaurants, darunter ein À-la-carte-Restaurant mit regionaler Küche.',
    'The hotel has {restaurants} restaurants, including an à la carte restaurant with regional cuisine.',
  ],
  [
    'Auf Wunsch werden vegetarische und glutenfreie Gerichte zubereitet.',
    'Vegetarian and gluten-free dishes are prepared on request.',
  ],
  [
    'Abends können Sie auf der Terrasse unter freiem Himmel speisen.',
    'In the evening you can dine outdoors on the terrace.',
  ],
];

const SPORT: Record<DemoSetting, readonly Pair[]> = {
  sea: [
    [
      'Am Strand werden Tretboote, Kajaks und Stand-up-Paddling angeboten.',
      'Pedal boats, kayaks and stand-up paddling are offered on the beach.',
    ],
    [
      'Eine Tauchschule in der Nähe bietet Kurse für Anfänger und Fortgeschrittene.',
      'A diving school nearby offers courses for beginners and advanced divers.',
    ],
  ],
  lake: [
    ['Am See können Sie segeln, surfen und Boote mieten.', 'On the lake you can sail, windsurf and hire boats.'],
    ['Die Region ist ideal für Radtouren und Mountainbiking.', 'The region is ideal for cycling and mountain biking.'],
  ],
  mountains: [
    [
      'Im Winter bringt Sie der Skibus in wenigen Minuten zur Piste.',
      'In winter the ski bus takes you to the slopes in a few minutes.',
    ],
    [
      'Im Sommer werden geführte Wanderungen und Klettertouren angeboten.',
      'In summer guided hikes and climbing tours are offered.',
    ],
  ],
};

const SPORT_COMMON: readonly Pair[] = [
  [
    'Fitnessraum, Tennisplätze und Tischtennis stehen zur Verfügung.',
    'A gym, tennis courts and table tennis are available.',
  ],
  [
    'Ein Animationsteam sorgt tagsüber für Sport und abends für Shows.',
    'An entertainment team offers sports by day and shows in the evening.',
  ],
  [
    'Yoga- und Aquafitnesskurse finden mehrmals pro Woche statt.',
    'Yoga and aqua fitness classes are held several times a week.',
  ],
  ['Ein Golfplatz liegt wenige Kilometer entfernt.', 'A golf course is a few kilometres away.'],
];

const TITLES = [
  ['Lage', 'Location'],
  ['Ausstattung', 'Facilities'],
  ['Zimmer', 'Rooms'],
  ['Verpflegung', 'Meals'],
  ['Sport & Unterhaltung', 'Sports & Entertainment'],
] as const;

function fill(text: string, facts: TextFacts): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => {
    const value = (facts as unknown as Record<string, unknown>)[key];
    return value === undefined ? all : String(value);
  });
}

/** `count` different entries of `pool` in pool order, chosen by rnd. */
function choose<T>(rnd: () => number, pool: readonly T[], count: number): T[] {
  const order = pool.map((item, i) => ({ item, i, key: rnd() }));
  const picked = order.sort((a, b) => a.key - b.key).slice(0, Math.min(count, pool.length));
  return picked.sort((a, b) => a.i - b.i).map((p) => p.item);
}

/** The sentence pairs of each section for one hotel; both languages take the same sentences. */
function sectionPairs(rnd: () => number, facts: TextFacts): Pair[][] {
  const boardPair: Pair = [
    `Verpflegung: ${facts.board[0]}${facts.board[0] === 'All Inclusive' ? ' mit Snacks und Getränken rund um den Tag' : ''}.`,
    `Board: ${facts.board[1]}${facts.board[1] === 'all inclusive' ? ' with snacks and drinks throughout the day' : ''}.`,
  ];
  return [
    [
      ...choose(rnd, LOCATION[facts.setting].distance, 1),
      ...choose(rnd, LOCATION[facts.setting].view, 1),
      ...choose(rnd, LOCATION_COMMON, 1 + Math.floor(rnd() * 2)),
    ],
    choose(rnd, FACILITIES, 2 + Math.floor(rnd() * 3)),
    choose(rnd, ROOMS, 2 + Math.floor(rnd() * 2)),
    [boardPair, ...choose(rnd, MEALS, 1 + Math.floor(rnd() * 2))],
    [...choose(rnd, SPORT[facts.setting], 1), ...choose(rnd, SPORT_COMMON, 1 + Math.floor(rnd() * 2))],
  ];
}

/** The hotel description in German and English: five sections, one or two paragraphs each. */
export function hotelTexts(rnd: () => number, facts: TextFacts): HotelTexts[] {
  const sections = sectionPairs(rnd, facts);
  const split = sections.map((pairs) => (pairs.length >= 4 ? 2 : pairs.length));
  return (['de', 'en'] as const).map((language, lang) => ({
    language,
    sections: sections.map((pairs, s) => {
      const sentences = pairs.map((pair) => fill(pair[lang], facts));
      const at = split[s] as number;
      const para = [sentences.slice(0, at).join(' '), sentences.slice(at).join(' ')].filter(Boolean);
      return { title: TITLES[s]?.[lang] as string, para };
    }),
  }));
}

const OPENERS = ['Familienfreundliches', 'Gepflegtes', 'Modernes', 'Ruhig gelegenes', 'Beliebtes', 'Charmantes'];

/** The short German teaser of the result page. */
export function hotelTeaser(rnd: () => number, facts: TextFacts): string {
  const opener = OPENERS[Math.floor(rnd() * OPENERS.length)];
  const where =
    facts.setting === 'sea'
      ? `${facts.beach} m zum Strand`
      : facts.setting === 'lake'
        ? `${facts.beach} m zum Seeufer`
        : `${facts.beach} m zur Bergbahn`;
  return `${opener} ${facts.stars}-Sterne-Hotel in ${facts.city} (${facts.region}), ${where}, ${facts.board[0]}.`;
}
