import { setFlagsFromString } from 'node:v8';

/**
 * V8 lets the old generation grow to up to four times the live heap before a full collection; for this
 * server (≈ 30–50 MB live) that meant 250+ MB resident after a few CSV imports. With 1.5 times the live
 * heap the server stays under 200 MB and the player protocol keeps its throughput (docs/BENCHMARKS.md).
 * V8 reads the factor at every collection, so setting it at start is enough.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=50');
}
