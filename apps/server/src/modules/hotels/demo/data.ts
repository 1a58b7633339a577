import { z } from 'zod';
import destinations from './content/destinations.json' with { type: 'json' };
import names from './content/names.json' with { type: 'json' };
import texts from './content/texts.json' with { type: 'json' };
import { demoDestination, demoNames, demoTexts } from './types.js';

/**
 * The demo hotel data: JSON files in content/, bundled into the built server (imported as JSON, so esbuild
 * takes them in) and checked against the shapes of types.ts once when first imported.
 */

/** The parsed data, or an error naming the file and every wrong field. */
export function checkedDemoData<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(`Die Demo-Hoteldaten ${file} sind fehlerhaft:\n${z.prettifyError(result.error)}`);
}

export const DEMO_DESTINATION_DATA = checkedDemoData(
  'content/destinations.json',
  z.array(demoDestination).min(1),
  destinations,
);
export const DEMO_TEXTS = checkedDemoData('content/texts.json', demoTexts, texts);
export const DEMO_NAMES = checkedDemoData('content/names.json', demoNames, names);
