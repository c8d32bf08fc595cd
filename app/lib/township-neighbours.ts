// Which of the portal's 31 Yangon townships share a border (or a bridge: Thaketa and Thanlyin
// over the Bago River, Hlaing and Hlaingtharya over the Hlaing River), from the townships' map.
// A search that finds nothing in a township shows homes in its neighbours too
// (domain/search/near-matches.server.ts). Kept symmetric and complete by its unit test.
import type { TownshipSlug } from './constants';

export const TOWNSHIP_NEIGHBOURS: Record<TownshipSlug, readonly TownshipSlug[]> = {
  ahlone: ['kyaemyindaing', 'sanchaung', 'dagon', 'lanmadaw'],
  bahan: ['kamayut', 'mayangone', 'yankin', 'tamwe', 'mingalar-taung-nyunt', 'dagon', 'sanchaung'],
  botahtaung: ['kyauktada', 'mingalar-taung-nyunt', 'pazundaung'],
  dagon: ['ahlone', 'sanchaung', 'bahan', 'mingalar-taung-nyunt', 'kyauktada', 'pabedan', 'latha', 'lanmadaw'],
  'dagon-myothit-east': ['dagon-myothit-north', 'dagon-myothit-south', 'dagon-myothit-seikkan'],
  'dagon-myothit-north': ['north-okkalapa', 'dagon-myothit-east', 'dagon-myothit-south'],
  'dagon-myothit-seikkan': ['dagon-myothit-south', 'dagon-myothit-east', 'thanlyin'],
  'dagon-myothit-south': ['dagon-myothit-north', 'dagon-myothit-east', 'dagon-myothit-seikkan', 'north-okkalapa', 'south-okkalapa', 'thaketa'],
  dawbon: ['pazundaung', 'mingalar-taung-nyunt', 'tamwe', 'thingangyun', 'thaketa'],
  hlaing: ['kamayut', 'mayangone', 'insein', 'hlaingtharya', 'kyaemyindaing'],
  hlaingtharya: ['hlaing', 'insein', 'shwepyithar'],
  insein: ['hlaing', 'hlaingtharya', 'mayangone', 'mingalardon', 'shwepyithar'],
  kamayut: ['hlaing', 'mayangone', 'bahan', 'sanchaung', 'kyaemyindaing'],
  kyauktada: ['pabedan', 'dagon', 'mingalar-taung-nyunt', 'botahtaung'],
  kyaemyindaing: ['ahlone', 'sanchaung', 'kamayut', 'hlaing'],
  lanmadaw: ['ahlone', 'dagon', 'latha'],
  latha: ['lanmadaw', 'dagon', 'pabedan'],
  mayangone: ['hlaing', 'insein', 'mingalardon', 'north-okkalapa', 'yankin', 'bahan', 'kamayut'],
  mingalardon: ['insein', 'mayangone', 'north-okkalapa', 'shwepyithar'],
  'mingalar-taung-nyunt': ['dagon', 'bahan', 'tamwe', 'dawbon', 'pazundaung', 'botahtaung', 'kyauktada'],
  'north-okkalapa': ['mingalardon', 'mayangone', 'yankin', 'thingangyun', 'south-okkalapa', 'dagon-myothit-north', 'dagon-myothit-south'],
  pabedan: ['latha', 'dagon', 'kyauktada'],
  pazundaung: ['botahtaung', 'mingalar-taung-nyunt', 'dawbon'],
  sanchaung: ['ahlone', 'kyaemyindaing', 'kamayut', 'bahan', 'dagon'],
  shwepyithar: ['hlaingtharya', 'insein', 'mingalardon'],
  'south-okkalapa': ['north-okkalapa', 'thingangyun', 'thaketa', 'dagon-myothit-south'],
  tamwe: ['bahan', 'yankin', 'thingangyun', 'dawbon', 'mingalar-taung-nyunt'],
  thanlyin: ['thaketa', 'dagon-myothit-seikkan'],
  thingangyun: ['yankin', 'tamwe', 'dawbon', 'thaketa', 'south-okkalapa', 'north-okkalapa'],
  thaketa: ['dawbon', 'thingangyun', 'south-okkalapa', 'dagon-myothit-south', 'thanlyin'],
  yankin: ['bahan', 'mayangone', 'north-okkalapa', 'thingangyun', 'tamwe'],
};

/** A township's neighbours, as the table lists them (nearest first where it matters to nobody: any order). */
export const neighboursOf = (township: TownshipSlug): readonly TownshipSlug[] => TOWNSHIP_NEIGHBOURS[township];
