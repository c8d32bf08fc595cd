// The township a post names: the 31 in English and Burmese and the spellings groups use
// ("Hlaing Tharyar", "North Dagon", "Kamaryut"). Spaces, hyphens and brackets inside a name are
// skipped, and the longest name wins where one starts ("Hlaing Tharyar" is not Hlaing).
import { TOWNSHIPS, type TownshipSlug } from '../../lib/constants';
import { standsAlone, type Finding } from './post-text.server';

/** Spellings beside each township's English and Burmese names (compared without spaces). */
const SPELLINGS: Partial<Record<TownshipSlug, string[]>> = {
  ahlone: ['ahlon'],
  botahtaung: ['botataung', 'botahtaung'],
  'dagon-myothit-east': ['eastdagon', 'dagoneast', 'dagonmyothiteast', 'အရှေ့ဒဂုံ', 'ဒဂုံအရှေ့ပိုင်း'],
  'dagon-myothit-north': ['northdagon', 'dagonnorth', 'dagonmyothitnorth', 'မြောက်ဒဂုံ', 'ဒဂုံမြောက်ပိုင်း'],
  'dagon-myothit-south': ['southdagon', 'dagonsouth', 'dagonmyothitsouth', 'တောင်ဒဂုံ', 'ဒဂုံတောင်ပိုင်း'],
  'dagon-myothit-seikkan': ['seikkan', 'dagonseikkan', 'dagonmyothitseikkan', 'ဒဂုံဆိပ်ကမ်း', 'ဆိပ်ကမ်း'],
  dawbon: ['dawbone', 'dawpon'],
  hlaingtharya: ['hlaingtharyar', 'hlaingthaya', 'hlaingthayar', 'ဒဂုံလှိုင်သာယာ'],
  kamayut: ['kamaryut', 'kamayot', 'kamaryoot'],
  kyaemyindaing: ['kyaemyindaing', 'kyimyindaing', 'kyeemyinedaing', 'kyimyindine'],
  mayangone: ['mayangon', 'mayangon'],
  mingalardon: ['mingaladon'],
  'mingalar-taung-nyunt': ['mingalataungnyunt', 'mingalartaungnyunt', 'mingalataungnyut'],
  'north-okkalapa': ['northokkalapa', 'nokkalapa', 'northokkala', 'မြောက်ဥက္ကလာ'],
  'south-okkalapa': ['southokkalapa', 'sokkalapa', 'southokkala', 'တောင်ဥက္ကလာ'],
  sanchaung: ['sanchaung'],
  shwepyithar: ['shwepyitha', 'shwepyithar'],
  tamwe: ['tarmwe'],
  thanlyin: ['syriam'],
  thingangyun: ['thingangyun', 'thingankyun'],
  thaketa: ['tharketa'],
  yankin: ['yankin'],
};

/** Names that are no single township ("Dagon Myothit", "Okkalapa"): matched so a shorter name inside them is not. */
const UNPLACED = ['dagonmyothit', 'ဒဂုံမြို့သစ်', 'okkalapa', 'ဥက္ကလာပ', 'ဥက္ကလာ'];

const squeezed = (name: string) => name.toLowerCase().replace(/[\s\-().]/g, '');

const NAMES: { name: string; slug: TownshipSlug | null }[] = [
  ...TOWNSHIPS.flatMap((t) => [t.en, t.my, ...(SPELLINGS[t.slug] ?? [])].map((name) => ({ name: squeezed(name), slug: t.slug }))),
  ...UNPLACED.map((name) => ({ name, slug: null })),
].sort((a, b) => b.name.length - a.name.length);

const SKIPPED = /[\s\-().]/;

export function readTownship(plain: string): Finding[] {
  // The post without the characters names are compared without, and where each kept one was.
  let compact = '';
  const at: number[] = [];
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === '\n' || !SKIPPED.test(plain[i]!)) {
      compact += plain[i];
      at.push(i);
    }
  }
  const found: Finding[] = [];
  for (let i = 0; i < compact.length; i++) {
    const start = at[i]!;
    for (const { name, slug } of NAMES) {
      if (!compact.startsWith(name, i)) continue;
      const end = at[i + name.length - 1]! + 1;
      if (!standsAlone(plain, start, end)) continue;
      if (slug) found.push({ field: 'township', value: slug, start, end });
      i += name.length - 1;
      break;
    }
  }
  return found;
}
