// The flooding clients of test/login-flood.ts's startFlood, in a process of their own: argv url, clients,
// pause after a refusal (ms), optionally usernames (comma-separated: then every client guesses wrong passwords for
// these real names in turn, else a new unknown name each time). Reports what they got to the parent every 50 ms; 'stop' ends them.
import { setTimeout as pause } from 'node:timers/promises';
import { type FloodReport, login } from './login-flood.js';

const [url = '', clients = '0', pauseMs = '0', names = ''] = process.argv.slice(2);
const usernames = names ? names.split(',') : [];
const counts: FloodReport['counts'] = {};
const answered = new Set<string>();
let running = true;
process.on('message', (message) => {
  if (message === 'stop') running = false;
});

async function client(i: number) {
  const ip = `10.99.${i >> 8}.${(i & 255) + 1}`;
  for (let n = 0; running; n++) {
    const username = usernames.length ? (usernames[(i + n) % usernames.length] as string) : `flut-${i}-${n}`;
    const credentials = { username, password: `falsch-${i}-${n}` };
    const { status } = await login(url, ip, credentials).catch(() => ({ status: 0 }));
    counts[status] = (counts[status] ?? 0) + 1;
    answered.add(ip);
    if (status !== 200 && Number(pauseMs) > 0 && running) await pause(Number(pauseMs));
  }
}

const send = () => process.send?.({ counts, answered: [...answered] } satisfies FloodReport);
const ticker = setInterval(send, 50);
await Promise.all(Array.from({ length: Number(clients) }, (_, i) => client(i)));
clearInterval(ticker);
send();
process.disconnect?.();
