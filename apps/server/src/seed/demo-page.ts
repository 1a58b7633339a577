import type { FastifyPluginAsync } from 'fastify';

/**
 * The demo playlist's web item: a page this server serves itself, so the demo content plays on a fresh install without
 * internet. The seeded item's address is `{host}` + this path; the player puts the server's address in place of
 * `{host}` (SPEC §5), so it follows PUBLIC_URL.
 */
export const DEMO_WEB_PATH = '/demo/angebote';

const OFFERS = [
  ['Mallorca', 'Playa de Palma', '7 Nächte · Hotel mit Frühstück', '499 €', '#1b98e0'],
  ['Kreta', 'Chersonissos', '10 Nächte · Halbpension', '649 €', '#e07a1b'],
  ['Norwegen', 'Fjord-Kreuzfahrt', '8 Tage · Außenkabine', '1.099 €', '#2a9d8f'],
  ['Türkei', 'Side', '7 Nächte · All inclusive', '579 €', '#c1121f'],
] as const;

const card = ([region, place, what, price, colour]: (typeof OFFERS)[number]) => `
<article style="border-top-color:${colour}">
  <h2>${region}</h2>
  <p class="place">${place}</p>
  <p>${what}</p>
  <p class="price">ab <strong>${price}</strong> p. P.</p>
</article>`;

/** Self-contained (no script, no picture, no font from elsewhere): it renders the same offline. */
export const DEMO_PAGE_HTML = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Angebote der Woche – Sonnenschein Reisen</title>
<style>
  html, body { margin: 0; height: 100%; }
  body { font-family: system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1d2a3a;
    background: linear-gradient(160deg, #fff6da 0%, #ffe1a8 55%, #ffc46b 100%);
    display: flex; flex-direction: column; padding: 4vmin 5vmin; box-sizing: border-box; }
  header { display: flex; align-items: baseline; justify-content: space-between; gap: 3vmin; flex-wrap: wrap; }
  h1 { margin: 0; font-size: 7vmin; letter-spacing: -0.02em; }
  header p { margin: 0; font-size: 3.2vmin; color: #7a4b00; }
  main { flex: 1; display: grid; gap: 3vmin; margin-top: 4vmin;
    grid-template-columns: repeat(auto-fit, minmax(38vmin, 1fr)); align-content: center; }
  article { background: rgba(255, 255, 255, 0.92); border-radius: 2vmin; border-top: 1.4vmin solid;
    padding: 3vmin 3.5vmin; box-shadow: 0 1vmin 3vmin rgba(122, 75, 0, 0.18); }
  h2 { margin: 0 0 0.6vmin; font-size: 5vmin; }
  article p { margin: 0.8vmin 0; font-size: 2.8vmin; }
  .place { color: #51606f; }
  .price { font-size: 3.4vmin; margin-top: 2vmin; }
  .price strong { font-size: 6vmin; }
  footer { margin-top: 3vmin; font-size: 2.6vmin; color: #7a4b00; }
</style>
</head>
<body>
<header>
  <h1>Angebote der Woche</h1>
  <p>Sonnenschein Reisen · Ihr Reisebüro in Berlin-Mitte</p>
</header>
<main>${OFFERS.map(card).join('')}
</main>
<footer>Beratung und Buchung direkt bei uns im Reisebüro. Preise pro Person, Beispielangebote der Demo-Daten.</footer>
</body>
</html>
`;

/** GET /demo/angebote: public like the screens' media, cacheable for an hour. */
export const demoPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(DEMO_WEB_PATH, { config: { access: { public: true } }, schema: { hide: true } }, (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DEMO_PAGE_HTML),
  );
};
