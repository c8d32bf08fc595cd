// Burmese texts of this area (English key to Burmese).
export const myBrowse: Record<string, string> = {};
