/// <reference types="vite/client" />

/** The start sections of a translation file (START_SECTIONS in scripts/start-texts.mjs), cut at build time by vite.config.ts. */
declare module '*.json?start' {
  const sections: Record<string, unknown>;
  export default sections;
}
