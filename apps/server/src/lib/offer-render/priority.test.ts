import { DEFAULT_TEMPLATE_CONFIG, templateConfig } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { RENDER_CONCURRENCY, renderLoad, renderOffer } from './index.js';
import { sampleOffer } from './sample.js';

const config = templateConfig.parse(DEFAULT_TEMPLATE_CONFIG);

describe('render priority', () => {
  it('lets interactive renders go first: a background render waits until none waits for a slot', {
    timeout: 120_000,
  }, async () => {
    const data = await sampleOffer();
    const done: string[] = [];
    const run = (name: string, priority: 'interactive' | 'background') =>
      renderOffer(config, data, new Map(), 'horizontal', priority).then(() => done.push(name));
    // The background render is asked first; interactive ones arriving after it still go ahead.
    const background = run('background', 'background');
    const interactive = Array.from({ length: RENDER_CONCURRENCY + 2 }, (_, i) => run(`agent ${i}`, 'interactive'));
    expect(renderLoad()).toEqual({ interactive: RENDER_CONCURRENCY + 2, background: 1 });
    await Promise.all([background, ...interactive]);
    // It starts only when no interactive render is pending and a slot is free: after the first
    // RENDER_CONCURRENCY + 1 interactive ones have finished.
    expect(done.indexOf('background')).toBeGreaterThanOrEqual(RENDER_CONCURRENCY + 1);
    expect(renderLoad()).toEqual({ interactive: 0, background: 0 });
  });
});
