// Burmese for a listing's numbers: /dashboard?tab=performance and My Listings' trends.
export const myListingPerformance: Record<string, string> = {
  Performance: 'စွမ်းဆောင်ရည်',
  Period: 'ကာလ',
  'Last {n} days': 'နောက်ဆုံး {n} ရက်',
  Saves: 'သိမ်းဆည်းမှု',
  'Contact taps': 'ဆက်သွယ်ရန် နှိပ်မှု',
  'Alert mails': 'သတိပေး အီးမေးလ်',
  'Ranked {rank} of {peers} similar listings by views': 'ကြည့်ရှုမှုအရ ဆင်တူကြော်ငြာ {peers} ခုအနက် အဆင့် {rank}',
  'Not ranked yet: ranks are worked out once a day.': 'အဆင့် မသတ်မှတ်ရသေးပါ။ အဆင့်များကို တစ်ရက်လျှင် တစ်ကြိမ် တွက်ချက်ပါသည်။',
  'Views per day, last {n} days': 'နောက်ဆုံး {n} ရက်အတွင်း နေ့စဉ် ကြည့်ရှုမှု',
  'Views of this listing each day, beside the median of listings of the same township, type and property type ({median} views over the period).':
    'ဤကြော်ငြာ၏ နေ့စဉ် ကြည့်ရှုမှုကို မြို့နယ်၊ ငှား/ရောင်းနှင့် အိမ်ခြံမြေအမျိုးအစား တူသော ကြော်ငြာများ၏ အလယ်ကိန်းနှင့် ယှဉ်ပြထားသည် (ကာလအတွင်း ကြည့်ရှုမှု {median})။',
  Day: 'နေ့',
  'This listing': 'ဤကြော်ငြာ',
  'Median of similar listings': 'ဆင်တူကြော်ငြာများ၏ အလယ်ကိန်း',
  'All your listings, last {n} days': 'သင့်ကြော်ငြာအားလုံး၊ နောက်ဆုံး {n} ရက်',
  'Every listing, last {n} days': 'ကြော်ငြာအားလုံး၊ နောက်ဆုံး {n} ရက်',
  'Each listing beside the median of listings of the same township, type and property type. Ranks are worked out once a day, up to the day before yesterday.':
    'ကြော်ငြာတစ်ခုစီကို မြို့နယ်၊ ငှား/ရောင်းနှင့် အိမ်ခြံမြေအမျိုးအစား တူသော ကြော်ငြာများ၏ အလယ်ကိန်းနှင့် ယှဉ်ပြထားသည်။ အဆင့်များကို တစ်ရက်လျှင် တစ်ကြိမ်၊ တစ်မနေ့က အထိ တွက်ချက်ပါသည်။',
  'The only listing of its kind: there are no similar listings to compare it with.': 'ဤအမျိုးအစား၌ တစ်ခုတည်းသော ကြော်ငြာဖြစ်၍ နှိုင်းယှဉ်ရန် ဆင်တူကြော်ငြာ မရှိပါ။',
  'Views of this listing each day.': 'ဤကြော်ငြာ၏ နေ့စဉ် ကြည့်ရှုမှု။',
  'Views, last 30 days: {n}': 'နောက်ဆုံး 30 ရက် ကြည့်ရှုမှု- {n}',
};
