// Burmese texts of this area (English key to Burmese): the same home posted twice, the listing
// form's photo warning, a listing held for review and the moderators' possible duplicates.
export const myDuplicates: Record<string, string> = {
  // The listing form
  'Already on these listings:': 'ဤကြော်ငြာများတွင် ရှိပြီးသား ဖြစ်သည်-',
  'Same as photo {n}': 'ဓာတ်ပုံ {n} နှင့် တူသည်',
  'Same as photos {list}': 'ဓာတ်ပုံ {list} တို့နှင့် တူသည်',
  'and 1 more listing': 'နောက်ထပ် ကြော်ငြာ 1 ခု',
  'and {n} more listings': 'နောက်ထပ် ကြော်ငြာ {n} ခု',
  'and {n}+ more listings': 'နောက်ထပ် ကြော်ငြာ {n} ခုထက် ပို၍',
  '{ref} is your listing with the same photo.': '{ref} သည် ဓာတ်ပုံတူသော သင်၏ ကြော်ငြာ ဖြစ်သည်။',
  'Update {ref} instead': 'ယင်းအစား {ref} ကို ပြင်ဆင်ပါ',
  'A moderator will check this listing before it is published: it shares two of a photo, the price and the area with another lister’s listing.':
    'ဤကြော်ငြာကို မထုတ်ပြန်မီ စိစစ်သူတစ်ဦးက စစ်ဆေးပါမည်- အခြားကြော်ငြာသူ၏ ကြော်ငြာနှင့် ဓာတ်ပုံ၊ ဈေးနှုန်း၊ ဧရိယာ ထဲမှ နှစ်ခု တူနေပါသည်။',
  'Your listing is saved. A moderator will check it before it is published.': 'သင့်ကြော်ငြာကို သိမ်းပြီးပါပြီ။ မထုတ်ပြန်မီ စိစစ်သူတစ်ဦးက စစ်ဆေးပါမည်။',
  // A listing held for review, as its lister sees it, and the mail with the decision
  'Waiting for a moderator': 'စိစစ်သူ၏ စစ်ဆေးမှုကို စောင့်နေသည်',
  'A moderator will check this listing before it is published.': 'ဤကြော်ငြာကို မထုတ်ပြန်မီ စိစစ်သူတစ်ဦးက စစ်ဆေးပါမည်။',
  'It shares two of a photo, the price and the area with another lister’s listing. Until then, visitors cannot see it.':
    'အခြားကြော်ငြာသူ၏ ကြော်ငြာနှင့် ဓာတ်ပုံ၊ ဈေးနှုန်း၊ ဧရိယာ ထဲမှ နှစ်ခု တူနေပါသည်။ ထိုအချိန်အထိ ဝင်ကြည့်သူများ မမြင်ရပါ။',
  'Your listing is published: {title}': 'သင့်ကြော်ငြာကို ထုတ်ပြန်ပြီးပါပြီ- {title}',
  'A moderator of Yangon Homes has checked your listing "{title}". It now appears in search results and on the site.':
    'Yangon Homes ၏ စိစစ်သူတစ်ဦးက သင့်ကြော်ငြာ "{title}" ကို စစ်ဆေးပြီးပါပြီ။ ယခု ရှာဖွေမှုရလဒ်များနှင့် ဆိုက်ပေါ်တွင် ပေါ်ပါပြီ။',
  'Your listing was not published: {title}': 'သင့်ကြော်ငြာကို မထုတ်ပြန်ပါ- {title}',
  'A moderator of Yangon Homes has checked your listing "{title}" and found that it shows the same home as another lister’s listing. It stays hidden: visitors cannot see it.':
    'Yangon Homes ၏ စိစစ်သူတစ်ဦးက သင့်ကြော်ငြာ "{title}" ကို စစ်ဆေးပြီး အခြားကြော်ငြာသူ၏ ကြော်ငြာနှင့် အိမ်တစ်လုံးတည်း ဖြစ်ကြောင်း တွေ့ရှိပါသည်။ ဝှက်ထားဆဲ ဖြစ်ပြီး ဝင်ကြည့်သူများ မမြင်ရပါ။',
  'Reply to this e-mail if you think this is a mistake.': 'မှားယွင်းသည်ဟု ထင်ပါက ဤအီးမေးလ်ကို ပြန်စာရေးပါ။',
  'Those photos cannot be checked.': 'ထိုဓာတ်ပုံများကို စစ်ဆေး၍ မရပါ။',
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
  'Not published until you decide': 'သင် ဆုံးဖြတ်သည်အထိ မထုတ်ပြန်ပါ',
  'A listing marked “Not published until you decide” is published when you choose Not a duplicate or hide the other one.':
    '“သင် ဆုံးဖြတ်သည်အထိ မထုတ်ပြန်ပါ” ဟု မှတ်ထားသော ကြော်ငြာကို ထပ်နေခြင်း မဟုတ်ပါ ကို ရွေးသောအခါ သို့မဟုတ် အခြားတစ်ခုကို ဝှက်သောအခါ ထုတ်ပြန်ပါမည်။',
};
