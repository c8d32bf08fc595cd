// The header menu of spec section 2, in its order.
export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Advanced Search' },
  { to: '/full-search', label: 'Full Text Search' },
  { to: '/price', label: 'Packages' },
  { to: '/create-listing', label: 'Create Listing' },
  { to: '/dashboard?tab=dash', label: 'Dashboard' },
  { to: '/agent', label: 'Agency Lists' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
