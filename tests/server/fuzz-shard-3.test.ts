// Shard 3 of the fuzz of every route (fuzz-suite.ts): the shards run in parallel, each on a server of its own.
import { fuzzSuite } from './fuzz-suite';

await fuzzSuite(2, 4);
