import type { Plugin } from 'vite';

export const START_SECTIONS: readonly string[];
export function startTexts(): Plugin;
