// The server's Preact options (app/lib/preact-options.ts), for the tests that render components
// without the server's entry.
import { installPreactOptions } from '../../app/lib/preact-options';

installPreactOptions('server');
