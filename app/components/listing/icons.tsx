// The icons moved to ../ui/icons; this re-export remains only for the search pagination, whose
// file is being edited elsewhere. Import from ../ui/icons in new code.
export { ChevronLeft, ChevronRight } from '../ui/icons';
