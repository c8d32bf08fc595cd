// Burmese texts of this area (English key to Burmese).
export const mySearch: Record<string, string> = {};
