/** Kept so existing imports keep working: the schema lives in db/schema/, one file per area. */
export * from './schema/index.js';
