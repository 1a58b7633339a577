import type { JobName } from '../db/job-queue.js';

/**
 * A kind only a runner test registers (named test.…): enqueueJob takes JobName, so a kind outside the registry
 * needs this one explicit cast and cannot slip into the server's code by accident.
 */
export const testKind = (name: `test.${string}`) => name as unknown as JobName;
