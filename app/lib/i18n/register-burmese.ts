// Imported for its effect by the server's entry and the test setup: both translate into Burmese
// from their first request or test, so they load the catalogue as they start (index.ts).
import { loadBurmese } from '.';

await loadBurmese();
