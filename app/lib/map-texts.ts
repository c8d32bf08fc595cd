// What the maps write in the page's language, read while the page renders. A map of listings
// adds its own (components/map/points-map-texts.ts).
import { useT } from './root-data';

/** The texts of Leaflet's own controls, which Leaflet writes in English. */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  /** A popup's × button. */
  closePopup: string;
  /** The title of the 'Leaflet' link in the attribution. */
  leafletTitle: string;
}

export function useMapTexts(): MapTexts {
  const t = useT();
  return { zoomIn: t('Zoom in'), zoomOut: t('Zoom out'), closePopup: t('Close'), leafletTitle: t('A JavaScript library for interactive maps') };
}
