// The texts of Leaflet's own controls (its zoom buttons, a popup's close button, its name in the
// attribution), which Leaflet writes in English. Read while the page renders: a Burmese page then
// carries them (lib/i18n/page-texts), and a map drawn before the whole catalogue arrives finds
// them in Burmese too.
import { useT } from './root-data';

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
