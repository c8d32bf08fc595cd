// Burmese texts of this area (English key to Burmese).
export const myAdmin: Record<string, string> = {};
