// Burmese texts of this area (English key to Burmese).
export const myListingPage: Record<string, string> = {};
