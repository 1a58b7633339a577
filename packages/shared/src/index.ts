export * from './rights.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './schemas/people.js';
export * from './version.js';
