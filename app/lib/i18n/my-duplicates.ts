// Burmese texts of this area (English key to Burmese): the same home posted twice, the listing
// form's photo warning, a listing held for review and the moderators' possible duplicates.
export const myDuplicates: Record<string, string> = {
  // The listing form
  'This photo is already on {ref}': 'ဤဓာတ်ပုံသည် {ref} တွင် ရှိပြီးသား ဖြစ်သည်',
  'This photo is already on your listing {ref}.': 'ဤဓာတ်ပုံသည် သင်၏ ကြော်ငြာ {ref} တွင် ရှိပြီးသား ဖြစ်သည်။',
  'Update {ref} instead of posting it again': 'ထပ်မတင်ဘဲ {ref} ကို ပြင်ဆင်ပါ',
  'A listing that shares photos with another lister’s listing may be checked by our moderators before it stays up.':
    'အခြားကြော်ငြာသူ၏ ကြော်ငြာနှင့် ဓာတ်ပုံတူသော ကြော်ငြာကို ကျွန်ုပ်တို့၏ စိစစ်သူများက စစ်ဆေးနိုင်ပါသည်။',
  'Those photos cannot be checked.': 'ထိုဓာတ်ပုံများကို စစ်ဆေး၍ မရပါ။',
  // A listing held for review, as its lister sees it
  'Waiting for a moderator': 'စိစစ်သူ၏ စစ်ဆေးမှုကို စောင့်နေသည်',
  'A moderator will check this listing before it is published.': 'ဤကြော်ငြာကို မထုတ်ပြန်မီ စိစစ်သူတစ်ဦးက စစ်ဆေးပါမည်။',
  'It shares two of a photo, the price and the area with another lister’s listing. Until then, visitors cannot see it.':
    'အခြားကြော်ငြာသူ၏ ကြော်ငြာနှင့် ဓာတ်ပုံ၊ ဈေးနှုန်း၊ ဧရိယာ ထဲမှ နှစ်ခု တူနေပါသည်။ ထိုအချိန်အထိ ဝင်ကြည့်သူများ မမြင်ရပါ။',
  // The moderators' screen
  'Possible duplicates': 'ထပ်နေနိုင်သော ကြော်ငြာများ',
  'Waiting for a decision': 'ဆုံးဖြတ်ရန် စောင့်နေသည်',
  'Listings of different listers that share two of: a photo, the price, the area.':
    'ဓာတ်ပုံ၊ ဈေးနှုန်း၊ ဧရိယာ ထဲမှ နှစ်ခု တူနေသော မတူညီသည့် ကြော်ငြာသူများ၏ ကြော်ငြာများ။',
  'No possible duplicates.': 'ထပ်နေနိုင်သော ကြော်ငြာ မရှိပါ။',
  'Same photo': 'ဓာတ်ပုံတူ',
  'Same price': 'ဈေးနှုန်းတူ',
  'Same area': 'ဧရိယာတူ',
  'Saved last': 'နောက်ဆုံး သိမ်းခဲ့သည်',
  'Posted before': 'အရင် တင်ခဲ့သည်',
  'Cover photo of {ref}': '{ref} ၏ မျက်နှာဖုံးဓာတ်ပုံ',
  Area: 'ဧရိယာ',
  Posted: 'တင်ခဲ့သည့်နေ့',
  'Hide this one': 'ဤတစ်ခုကို ဝှက်ရန်',
  'Not a duplicate': 'ထပ်နေခြင်း မဟုတ်ပါ',
  'This pair was already handled.': 'ဤအတွဲကို ကိုင်တွယ်ပြီး ဖြစ်သည်။',
  'Choose one of the two listings to hide.': 'ဝှက်ရန် ကြော်ငြာနှစ်ခုထဲမှ တစ်ခုကို ရွေးပါ။',
  'Unknown action.': 'မသိသော လုပ်ဆောင်ချက်။',
};
