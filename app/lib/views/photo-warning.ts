/** A photo of the listing form that is already on a live listing (domain/duplicates/photo-warnings). */
export interface PhotoWarning {
  url: string;
  listingId: string;
  /** 'YH-000123'. */
  reference: string;
  /** On one of the same lister's listings: they are told to update it instead. */
  own: boolean;
}
