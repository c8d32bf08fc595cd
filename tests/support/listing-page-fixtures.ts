// Moved into ./fixtures (one fixtures module). This re-export remains only for the search
// tests, whose files are being edited elsewhere; import from ./fixtures in new tests.
export { cookieFor, insertAgent, insertListing, insertUser } from './fixtures';
