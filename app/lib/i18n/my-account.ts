// Burmese texts of this area (English key to Burmese).
export const myAccount: Record<string, string> = {};
