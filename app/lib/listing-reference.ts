// A listing's reference number as people read it out on the phone: 'YH-000123'. Full-text search
// finds it (the search text holds it folded, by search_listing_reference() of migration 0013,
// which a test holds equal to this).
export const formatReference = (refNo: number): string => `YH-${String(refNo).padStart(6, '0')}`;
