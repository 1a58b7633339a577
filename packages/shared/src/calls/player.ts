import { successSchema } from '../schemas/common.js';
import {
  GLASS_CAPTURE_LONG_SIDE,
  GLASS_CAPTURE_MIN_SIDE,
  GLASS_MAX_BYTES,
  glassCapture,
  glassCaptureResult,
} from '../schemas/glass.js';
import {
  SNAPSHOT_MAX_BYTES,
  showingNotice,
  snapshotUploadQuery,
  snapshotUploadResult,
} from '../schemas/now-playing.js';
import { pairingAnswer, pairingRequest } from '../schemas/pairing.js';
import { deviceSecretHeaders, playerQuery } from '../schemas/player.js';
import { playBatch, playBatchRefused, playBatchResult } from '../schemas/plays.js';
import { defineCall } from './define.js';

/**
 * What the screens send besides the poll (outside /v1, public: the device is its own credential, its GUID in `key`
 * and, where its network asks for one, its secret in X-Device-Secret). No sign-in: OpenAPI security [].
 */
const device = { public: true } as const;
const tags = ['Player'];

export const playerCalls = {
  pairing: defineCall({
    method: 'POST',
    path: '/api/pairing',
    access: device,
    tags,
    summary: 'Kopplungscode eines neuen Bildschirms abrufen (zugleich Verlängerung)',
    description: `Was ein noch nicht zugeordneter Bildschirm (Web-Player oder Android-Player) aufruft, um seinen
Kopplungscode anzuzeigen; öffentlich, ohne Anmeldung.

**Antwort** — \`state: "waiting"\` mit \`code\` (6 Zeichen ohne 0/O, 1/I/L), \`expiresAt\` (ms), \`deviceGuid\`,
\`serverUrl\` (PUBLIC_URL) und \`productName\`: der Bildschirm zeigt den Code, bis ein Administrator ihn unter
Geräte → „Bildschirm koppeln“ eingibt. Jeder Aufruf verlängert den Code um 15 Minuten (etwa alle 10 s aufrufen);
danach verfällt er und der nächste Aufruf vergibt einen neuen. \`state: "paired"\`: das Gerät gehört zu einem
Netzwerk; es spielt, was GET /api/playlist liefert.

**Grenzen** — eine unbekannte GUID wird wie beim Abruf der Playlist als neues Gerät angelegt (gleiche Grenzen);
neue Codes höchstens 20 je Adresse und Stunde (IPv6: je /64; sonst 429); jeder Aufruf zählt zu POLL_LIMIT der GUID.
Verschrottete und archivierte Geräte: 404.`,
    security: [],
    body: pairingRequest,
    answer: pairingAnswer,
  }),
  plays: defineCall({
    method: 'POST',
    path: '/api/plays',
    access: device,
    tags,
    summary: 'Gezeigte Einträge melden (Proof of Play, paketweise)',
    description: `Was ein Bildschirm gezeigt hat (Proof of Play), in Paketen; für Player-Hersteller.

**Gerät erkennen** — wie beim Abruf der Playlist (GET /api/playlist): \`key\` ist die GUID des Geräts; verlangt sein
Netzwerk ein Gerätegeheimnis, muss der Header \`X-Device-Secret\` mitkommen (sonst 401). Unbekannte, verschrottete
und archivierte Geräte: 404 (eine Meldung legt kein Gerät an).

**Paket** — \`batchId\` wählt der Player (z. B. eine UUID) und behält sie beim erneuten Senden: ein Paket, das schon
angekommen ist, zählt nichts ein zweites Mal (Antwort \`duplicate: true\`). Ein Paket hat höchstens 1000 Einträge;
der Player sendet etwa einmal je Minute, hebt nicht gesendete Pakete auf (auch über einen Neustart) und sendet sie
später erneut, bis eine Antwort 200 oder 400 kommt.

**Eintrag** — \`item\`: GUID des Playlist-Eintrags (Feld \`guid\` der Playlist-Antwort), \`start\`: Beginn der Anzeige in
Epoch-Millisekunden, \`seconds\`: Anzeigedauer in Sekunden (> 0, höchstens 86.400, Nachkommastellen erlaubt),
\`name\` (optional): der Name des Eintrags, falls er inzwischen gelöscht wurde. Eine Anzeige darf höchstens 10 Minuten
nach der Serverzeit enden und nicht mehr als 25 Monate zurückliegen.

**Was zählt** — nur Einträge, die der Server diesem Bildschirm ausgeliefert hat, um die Zeit ihres Beginns (bis 24
Stunden nach der letzten Auslieferung); je Bildschirm, Eintrag und Beginn eine Anzeige (auch über mehrere Pakete);
überlappende Anzeigen eines Bildschirms werden gekürzt, ganz überdeckte abgelehnt. Abgelehnte und gekürzte Einträge
werden mit Grund aufbewahrt und im Bericht als „verworfen“ gezählt. Mehr als 20.000 Einträge auf einmal bzw. eine je
Sekunde danach: 429 mit Retry-After, nichts gespeichert, später erneut senden.

**Einzeln abgelehnt** — ungültige Einträge werden einzeln abgelehnt, die gültigen gespeichert: Antwort 400 mit
\`error.details\` = \`{accepted, duplicate, refused: [{index, field, message}]}\`. Ein 400 nicht erneut senden.`,
    security: [],
    querystring: playerQuery.pick({ key: true }),
    headers: deviceSecretHeaders,
    body: playBatch,
    answer: playBatchResult,
    errors: { 400: playBatchRefused },
  }),
  showing: defineCall({
    method: 'POST',
    path: '/api/showing',
    access: device,
    tags,
    summary: 'Jetzt gezeigten Eintrag melden (für „läuft gerade“) / report the item shown now',
    description: `Optional, für Player, die es können (der Web-Player tut es): sobald ein anderer Eintrag auf dem
Bildschirm erscheint, meldet der Player ihn hier (\`item\`, \`start\` auf der Serveruhr). Support-Liste und Geräteseite
zeigen dann „läuft gerade: <Name> seit <Uhrzeit>“, solange der Bildschirm online ist. Ohne diese Meldung (Android-Player)
zeigen sie den zuletzt über POST /api/plays gemeldeten Eintrag („zuletzt gezeigt“). Gerät erkennen wie bei
POST /api/plays; Antwort 200. Eine Meldung, die älter ist als die letzte, ändert nichts. Nicht wiederholen: die nächste
Meldung ersetzt sie.

Optional, for players that can (the web player does): when another item appears, the player reports it here. The
support list and the device page then show 'läuft gerade' while the screen is online; without it (Android players)
they show the last play reported through POST /api/plays.`,
    security: [],
    querystring: playerQuery.pick({ key: true }),
    headers: deviceSecretHeaders,
    body: showingNotice,
    answer: successSchema,
  }),
  snapshot: defineCall({
    method: 'POST',
    path: '/api/snapshot',
    access: device,
    tags,
    summary: 'Aktuelles Bild senden (auf Anforderung) / send the picture shown now (on request)',
    description: `Antwort des Bildschirms auf device.snapshotRequest der Playlist-Antwort (optional; der
Web-Player tut es). Inhalt: was der Bildschirm gerade zeigt als JPEG (Content-Type image/jpeg, höchstens
${SNAPSHOT_MAX_BYTES / 1024} KB, etwa 640 Pixel breit genügen), oder kein Inhalt und \`reason\`: WEB (eine Webseite wird
gezeigt), BLOCKED (das Bild darf nicht gelesen werden), EMPTY (nichts zu sehen). Gerät erkennen wie bei GET
/api/playlist. 409: keine offene Anforderung mit dieser \`id\` (schon beantwortet oder ersetzt) — nicht erneut senden.
Nur das letzte Bild je Gerät wird aufbewahrt.

The screen's answer to device.snapshotRequest (optional; the web player does it): what it shows now as a JPEG, or no
body and a \`reason\`. Only the latest picture per device is kept.`,
    security: [],
    querystring: snapshotUploadQuery,
    headers: deviceSecretHeaders,
    consumes: ['image/jpeg'],
    answer: snapshotUploadResult,
  }),
  glass: defineCall({
    method: 'POST',
    path: '/api/plays/glass',
    access: device,
    tags,
    summary: 'Glasprüfung: Bild dessen senden, was der Bildschirm zeigt / send a capture of what the screen shows',
    description: `Glasprüfung (optional; der Web-Player tut es): beim ersten Zeigen jedes Bild-Eintrags je Tag und auf
Anforderung (device.glassRequest der Playlist-Antwort, dann mit \`requestId\`) sendet der Player ein kleines Bild dessen,
was wirklich zu sehen war (PNG oder JPEG, Base64, höchstens ${GLASS_MAX_BYTES / 1024} KB, ${GLASS_CAPTURE_LONG_SIDE} Pixel an der langen Seite,
mit der Einpassung des Bildschirms). Der Server vergleicht es mit dem Bild, das der Eintrag zeigen soll, und speichert
„bestätigt“, „abweichend“ oder „schwarz“; Einträge des Angebots-Tools kommen in den „Nachweis Schaufenster“. Gerät
erkennen wie bei POST /api/plays. 400: der Eintrag wurde diesem Bildschirm nicht ausgeliefert, kein Bild-Eintrag, kein
lesbares oder ein zu kleines Bild (kürzer als ${GLASS_CAPTURE_MIN_SIDE} Pixel an der langen Seite) — nicht erneut senden. 413: zu groß.`,
    security: [],
    querystring: playerQuery.pick({ key: true }),
    headers: deviceSecretHeaders,
    body: glassCapture,
    answer: glassCaptureResult,
  }),
};
