// Burmese texts of the search screens (/search, /full-search) and the listing card (English key to
// Burmese). A few texts other areas also use are repeated here (same wording), so these screens
// keep their Burmese whatever happens to the other catalogues.
export const mySearch: Record<string, string> = {
  'Failed to fetch listings. Please check your internet connection, then refresh the page or try again later.':
    'ကြော်ငြာများ ရယူ၍ မရပါ။ အင်တာနက်ချိတ်ဆက်မှုကို စစ်ဆေးပြီး စာမျက်နှာကို ပြန်ဖွင့်ပါ သို့မဟုတ် နောက်မှ ထပ်ကြိုးစားပါ။',
  'No listing found! Type Something!': 'ကြော်ငြာ မတွေ့ပါ! တစ်ခုခု ရိုက်ထည့်ပါ!',
  'Nothing matched "{term}". Try a township (Bahan), a kind of home (condo) or a reference number (YH-000123).':
    '"{term}" နှင့် ကိုက်ညီသော ကြော်ငြာ မရှိပါ။ မြို့နယ် (ဗဟန်း)၊ အိမ်အမျိုးအစား (ကွန်ဒို) သို့မဟုတ် ကြော်ငြာ အမှတ် (YH-000123) ဖြင့် ရှာကြည့်ပါ။',
  'Browse all listings': 'ကြော်ငြာအားလုံး ကြည့်ရန်',
  'Type a township, a kind of home or a road to search for.': 'ရှာလိုသော မြို့နယ်၊ အိမ်အမျိုးအစား သို့မဟုတ် လမ်းအမည်ကို ရိုက်ထည့်ပါ။',
  'No listing found!': 'ကြော်ငြာ မတွေ့ပါ!',
  'Listing results': 'ရှာဖွေမှု ရလဒ်များ',
  '1 listing found': 'ကြော်ငြာ 1 ခု တွေ့ရှိသည်',
  '{n} listings found': 'ကြော်ငြာ {n} ခု တွေ့ရှိသည်',
  'More than {n} listings found': 'ကြော်ငြာ {n} ခုထက် ပို၍ တွေ့ရှိသည်',
  'There are no more results on this page.': 'ဤစာမျက်နှာတွင် ရလဒ် မရှိတော့ပါ။',
  'Try fewer filters or another township.': 'စစ်ထုတ်မှု လျှော့ပါ သို့မဟုတ် အခြားမြို့နယ် ရွေးကြည့်ပါ။',
  'Searching...': 'ရှာဖွေနေသည်...',
  'Search is busy right now. Please try again in a few seconds.': 'ရှာဖွေမှု များနေပါသည်။ စက္ကန့်အနည်းငယ်အကြာတွင် ထပ်ကြိုးစားပါ။',
  'This search took too long. Try fewer words, or longer ones.': 'ဤရှာဖွေမှု အချိန်ကြာလွန်းပါသည်။ စကားလုံး လျှော့၍ သို့မဟုတ် ပိုရှည်သော စကားလုံးများဖြင့် ရှာကြည့်ပါ။',
  Page: 'စာမျက်နှာ',
  'Township, title, address... e.g. Bahan condo': 'မြို့နယ်၊ လိပ်စာ... ဥပမာ ဗဟန်း ကွန်ဒို',

  // Filters
  'Rent & Sale': 'ငှားရန်နှင့် ရောင်းရန်',
  'All types': 'အားလုံး',
  Any: 'အားလုံး',
  '{n}+ beds': 'အိပ်ခန်း {n} ခန်းနှင့်အထက်',
  'Min price': 'အနိမ့်ဆုံးဈေး',
  'Max price': 'အမြင့်ဆုံးဈေး',
  'Min price ({unit})': 'အနိမ့်ဆုံးဈေး ({unit})',
  'Max price ({unit})': 'အမြင့်ဆုံးဈေး ({unit})',
  Sort: 'စီစဉ်ပုံ',
  'Recently updated': 'မကြာသေးမီ ပြင်ဆင်ထားသည်များ',
  'Least recently updated': 'အစောဆုံး ပြင်ဆင်ထားသည်များ',
  'Price high to low': 'ဈေးမြင့်မှ နိမ့်',
  'Price low to high': 'ဈေးနိမ့်မှ မြင့်',
  'Clear filters': 'စစ်ထုတ်မှုများ ရှင်းလင်းရန်',
  'Show rented and sold': 'ငှားပြီး၊ ရောင်းပြီးသား အိမ်များကိုပါ ပြရန်',
  // Full-text results: their count and order
  '1 result for "{term}"': '"{term}" အတွက် ရလဒ် 1 ခု',
  '{n} results for "{term}"': '"{term}" အတွက် ရလဒ် {n} ခု',
  'More than {n} results for "{term}"': '"{term}" အတွက် ရလဒ် {n} ခုထက် ပို၍',
  'Best match': 'အကိုက်ညီဆုံး',
  Newest: 'အသစ်ဆုံး',
  Apply: 'အသုံးပြုရန်',
  'Filters ({n})': 'စစ်ထုတ်မှုများ ({n})',
  Filters: 'စစ်ထုတ်မှုများ',

  // Listing card
  '1 bed': 'အိပ်ခန်း 1',
  '1 bath': 'ရေချိုးခန်း 1',
  '{n} sq ft of land': 'မြေ {n} စတုရန်းပေ',

  // Shared with other areas
  Search: 'ရှာရန်',
};
