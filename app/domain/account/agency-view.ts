// An agency profile as its edit form sees it (shared by the server and the browser).
export interface AgencyView {
  name: string;
  description: string;
  address: string;
  phone: string;
  facebook: string;
  imageUrls: string[];
  priority: number;
}
