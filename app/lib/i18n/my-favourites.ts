// Burmese for saved listings: the heart, /favourites and the lister's counts in My Listings.
export const myFavourites: Record<string, string> = {
  Save: 'သိမ်းမည်',
  Saved: 'သိမ်းပြီး',
  Remove: 'ဖယ်ရှားမည်',
  'Saved homes': 'သိမ်းထားသော အိမ်များ',
  'Sign in to keep your saved homes on every device.': 'သိမ်းထားသော အိမ်များကို ဖုန်း၊ ကွန်ပျူတာ မည်သည့်စက်တွင်မဆို ဆက်ထားရန် ဝင်ရောက်ပါ။',
  'No saved homes yet. Tap the heart on a listing to save it here.': 'သိမ်းထားသော အိမ် မရှိသေးပါ။ ကြော်ငြာတစ်ခု၏ နှလုံးပုံကို နှိပ်၍ ဤနေရာတွင် သိမ်းပါ။',
  'Find homes': 'အိမ်ရှာရန်',
  'This home has been rented out.': 'ဤအိမ်ကို ငှားရမ်းပြီးပါပြီ။',
  'This home has been sold.': 'ဤအိမ်ကို ရောင်းချပြီးပါပြီ။',
  "'{title}' is no longer on Yangon Homes.": "'{title}' သည် Yangon Homes တွင် မရှိတော့ပါ။",
  'Your saved homes could not be loaded. Please try again later.': 'သိမ်းထားသော အိမ်များကို ဖွင့်၍မရပါ။ နောက်မှ ထပ်ကြိုးစားပါ။',
  'Saved by 1 person': 'လူ 1 ဦး သိမ်းထားသည်',
  'Saved by {n} people': 'လူ {n} ဦး သိမ်းထားသည်',
  'You can save up to 500 homes. Remove some to save more.': 'အိမ် ၅၀၀ အထိသာ သိမ်းနိုင်ပါသည်။ ထပ်သိမ်းရန် အချို့ကို ဖယ်ပါ။',
  'Your home could not be saved. Please try again.': 'အိမ်ကို သိမ်း၍မရပါ။ ထပ်ကြိုးစားပါ။',
};
