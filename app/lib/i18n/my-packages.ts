// Burmese texts of this area (English key to Burmese).
export const myPackages: Record<string, string> = {};
