import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { systemClock } from '../../../lib/clock.js';
import { memoTable } from '../../../lib/memo.js';
import { offerSource } from './index.js';

const config = (env: NodeJS.ProcessEnv) => loadConfig({ SCRYPT_COST: '1024', ...env });
const contextOf = (env: NodeJS.ProcessEnv) =>
  ({ config: config(env), clock: systemClock, memo: memoTable() }) as AppContext;

describe('offer provider configuration', () => {
  it('defaults to the demo provider with a 5 s timeout and no extra image hosts', () => {
    const c = config({});
    expect([c.offerProvider, c.offerProviderUrl, c.offerProviderTimeoutMs, c.offerImageHosts]).toEqual([
      'demo',
      undefined,
      5000,
      [],
    ]);
  });

  it('reads the HTTP provider settings', () => {
    const c = config({
      OFFER_PROVIDER: 'http',
      OFFER_PROVIDER_URL: 'https://offers.example.com/api/',
      OFFER_PROVIDER_TIMEOUT_MS: '1500',
      OFFER_IMAGE_HOSTS: ' Images.Example.com, ,cdn.example.net',
    });
    expect(c.offerProviderUrl).toBe('https://offers.example.com/api');
    expect(c.offerProviderTimeoutMs).toBe(1500);
    expect(c.offerImageHosts).toEqual(['images.example.com', 'cdn.example.net']);
  });

  it('refuses http without a URL, other schemes and unknown providers at start', () => {
    expect(() => config({ OFFER_PROVIDER: 'http' })).toThrow(/OFFER_PROVIDER_URL/);
    expect(() => config({ OFFER_PROVIDER_URL: 'file:///etc/passwd' })).toThrow(/OFFER_PROVIDER_URL/);
    expect(() => config({ OFFER_PROVIDER_URL: 'https://offers.example.com/api?key=1' })).toThrow(/OFFER_PROVIDER_URL/);
    expect(() => config({ OFFER_PROVIDER: 'ftp' })).toThrow(/OFFER_PROVIDER/);
  });

  it('picks the provider by the provider query value, else the configured one', () => {
    const ctx = contextOf({ OFFER_PROVIDER: 'http', OFFER_PROVIDER_URL: 'https://offers.example.com/api' });
    expect(offerSource(ctx).provider.name).toBe('http');
    expect(offerSource(ctx, 'TUI').provider.name).toBe('http');
    expect(offerSource(ctx, 'demo').provider.name).toBe('demo');
    expect(offerSource(contextOf({}), 'http').provider.name).toBe('demo');
  });

  it("allows gallery images from the provider's origin and the configured hosts only", () => {
    const ctx = contextOf({
      OFFER_PROVIDER: 'http',
      OFFER_PROVIDER_URL: 'https://offers.example.com/api',
      OFFER_IMAGE_HOSTS: 'images.example.com',
      PUBLIC_URL: 'https://signage.example.de',
    });
    const { gallery } = offerSource(ctx);
    const allowed = (url: string) => gallery.allows(new URL(url));
    expect(allowed('https://offers.example.com/pics/1.jpg')).toBe(true);
    expect(allowed('http://offers.example.com/pics/1.jpg')).toBe(false);
    expect(allowed('http://images.example.com:8080/1.jpg')).toBe(true);
    expect(allowed('https://signage.example.de/media/offer-demo/1000/0.jpg')).toBe(true);
    expect(allowed('https://evil.example.com/1.jpg')).toBe(false);
    expect(allowed('http://169.254.169.254/latest/meta-data')).toBe(false);
  });
});
