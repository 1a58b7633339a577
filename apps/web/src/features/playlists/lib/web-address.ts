import { WEB_ADDRESS_DEFAULT } from '@signage/shared';

/**
 * SPEC §5 'web address default starts {host}': {host} stands for this server's own address (the
 * player replaces it with the public URL it talks to, see the player protocol). The web app shows
 * such an address with its own origin in place of {host}.
 */
export function resolveWebAddress(address: string, origin: string): string {
  return address.startsWith(WEB_ADDRESS_DEFAULT) ? `${origin}${address.slice(WEB_ADDRESS_DEFAULT.length)}` : address;
}
