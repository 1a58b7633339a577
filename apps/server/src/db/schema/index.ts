/** The database schema, one file per area; drizzle-kit reads this index (drizzle.config.ts). */

export * from './announcements.js';
export * from './campaigns.js';
export * from './comments.js';
export * from './companies.js';
export * from './devices.js';
export * from './evidence.js';
export * from './glass.js';
export * from './hotels.js';
export * from './mail.js';
export * from './offers.js';
export * from './operators.js';
export * from './playlists.js';
export * from './plays.js';
export * from './rights.js';
export * from './scans.js';
export * from './secrets.js';
export * from './shared-state.js';
export * from './system.js';
export * from './templates.js';
export * from './users.js';
