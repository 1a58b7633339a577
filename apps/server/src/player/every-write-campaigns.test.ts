// The differential test over every write route (test/write-check.ts), the cases of 'Reise der Woche'.
import { useHarness } from '../test/harness.js';
import { CASE_GROUPS } from '../test/write-cases/index.js';
import { describeWrites, useWriteCheck } from '../test/write-check.js';

const h = useHarness();
describeWrites(useWriteCheck(h), CASE_GROUPS.campaigns);
