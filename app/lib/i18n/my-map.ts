// Burmese for the maps: the /search map, the listing page's and the agent page's, and the
// listing form's pin.
export const myMap: Record<string, string> = {
  'View listing': 'ကြော်ငြာကို ကြည့်ရန်',
  'Listings of {agent} on the map': '{agent} ၏ ကြော်ငြာများ မြေပုံပေါ်တွင်',
  'Map of the listings of {agent}': '{agent} ၏ ကြော်ငြာများ မြေပုံ',
  'Show on map': 'မြေပုံပေါ်တွင် ပြရန်',
  'The map could not be loaded. Check your connection and try again.': 'မြေပုံကို ဖွင့်၍မရပါ။ အင်တာနက် ချိတ်ဆက်မှုကို စစ်ပြီး ထပ်ကြိုးစားပါ။',
  Location: 'တည်နေရာ',
  'Map of where the property is': 'အိမ်ခြံမြေ တည်နေရာ မြေပုံ',
  'Where the property is': 'အိမ်ခြံမြေ တည်နေရာ',
  'Location on the map': 'မြေပုံပေါ်ရှိ တည်နေရာ',
  'Drag the pin or tap the map where the property is. With a keyboard, focus the map and move the pin with the arrow keys.':
    'အမှတ်အသားကို ဆွဲရွှေ့ပါ၊ သို့မဟုတ် အိမ်ခြံမြေ ရှိရာနေရာကို မြေပုံပေါ်တွင် နှိပ်ပါ။ ကီးဘုတ်ဖြင့်ဆိုလျှင် မြေပုံကို ရွေးပြီး မြှားခလုတ်များဖြင့် အမှတ်အသားကို ရွှေ့ပါ။',
  'Map: where the property is': 'မြေပုံ - အိမ်ခြံမြေ တည်နေရာ',
  'Pin at {place}': 'အမှတ်အသား - {place}',
  "Pin at the township's centre": 'အမှတ်အသား - မြို့နယ်၏ အလယ်ဗဟို',
  'Use the township centre': 'မြို့နယ်၏ အလယ်ဗဟိုကို သုံးမည်',
  'Map of the results': 'ရှာဖွေမှုရလဒ်များ မြေပုံ',
  'Search this area': 'ဤဧရိယာတွင် ရှာမည်',
  'Loading the map...': 'မြေပုံကို ဖွင့်နေသည်...',
  'The map shows the first {n} listings of this search.': 'မြေပုံတွင် ဤရှာဖွေမှု၏ ပထမ ကြော်ငြာ {n} ခုကို ပြထားသည်။',
  'Show all areas': 'ဧရိယာအားလုံးကို ပြရန်',
  'Show the results as': 'ရလဒ်များကို ပြသပုံ',
  List: 'စာရင်း',
  Map: 'မြေပုံ',
  'Place the pin inside the Yangon Region.': 'အမှတ်အသားကို ရန်ကုန်တိုင်းဒေသကြီး အတွင်း ထားပါ။',
  'The map area in this link is not valid: it must be south,west,north,east in degrees, south below north and west below east.':
    'ဤလင့်ခ်ရှိ မြေပုံဧရိယာ မမှန်ပါ - south,west,north,east ဒီဂရီဖြင့် ဖြစ်ရမည်၊ south သည် north အောက်၊ west သည် east အောက် ဖြစ်ရမည်။',
  'The agent in this link is not valid.': 'ဤလင့်ခ်ရှိ အေးဂျင့် မမှန်ပါ။',
};
