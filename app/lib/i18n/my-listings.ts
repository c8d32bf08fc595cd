// Burmese texts of this area (English key to Burmese).
export const myListings: Record<string, string> = {};
