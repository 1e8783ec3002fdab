// The fuzz's smoke version (the e2e project, beside the full one in the deep project): every
// check of fuzz.ts, on a short seeded sample.
import { describeFuzz } from './fuzz.js';

describeFuzz({ operations: 400, wsMessages: 60, seed: 20261205 });
