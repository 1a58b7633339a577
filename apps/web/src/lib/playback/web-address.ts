import { WEB_ADDRESS_DEFAULT } from '@signage/shared';

/** SPEC §5: a web address may start with '{host}', which the player replaces with the server's address. */
export function resolveWebAddress(address: string | null | undefined, origin: string): string {
  const text = (address ?? '').trim();
  return text.startsWith(WEB_ADDRESS_DEFAULT) ? `${origin}${text.slice(WEB_ADDRESS_DEFAULT.length)}` : text;
}

/** Only http(s) pages are shown in a frame (never javascript: or data: addresses). */
export function isFramableAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
