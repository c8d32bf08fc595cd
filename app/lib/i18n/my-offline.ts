// Burmese for a phone on a bad connection: the offline page, data saver, the home-screen offer,
// the listing page's contact bar and what a rented-out or sold home offers instead.
export const myOffline: Record<string, string> = {
  // Offline page
  'You are offline': 'အင်တာနက် မရှိပါ',
  'This page needs the network, which is not reachable now. Homes you opened recently and your saved homes can still be read.':
    'ဤစာမျက်နှာအတွက် အင်တာနက် လိုအပ်သော်လည်း ယခု ချိတ်ဆက်၍ မရပါ။ မကြာသေးမီက ဖွင့်ခဲ့သော အိမ်များနှင့် သိမ်းထားသော အိမ်များကို ဆက်ဖတ်နိုင်ပါသည်။',
  'Readable offline': 'အင်တာနက်မရှိဘဲ ဖတ်နိုင်သည်',
  'No homes kept yet: the homes you open are kept for when the network is off.':
    'သိမ်းထားသော အိမ် မရှိသေးပါ။ သင်ဖွင့်သော အိမ်များကို အင်တာနက် ပြတ်သည့်အခါအတွက် သိမ်းထားပေးပါမည်။',
  'A saved copy, kept for reading offline: it may be out of date.': 'အင်တာနက်မရှိဘဲ ဖတ်ရန် သိမ်းထားသော မိတ္တူ ဖြစ်ပါသည်- နောက်ဆုံးအခြေအနေ မဟုတ်နိုင်ပါ။',
  // Data saver
  'Data saver': 'ဒေတာချွေတာမုဒ်',
  'Photos only when you tap them, at their smallest; maps only when asked for.':
    'ဓာတ်ပုံများကို နှိပ်မှသာ အသေးဆုံးအရွယ်ဖြင့် ပြပြီး မြေပုံကို တောင်းမှသာ ပြပါမည်။',
  'Tap to load photo': 'ဓာတ်ပုံဖွင့်ရန် နှိပ်ပါ',
  'Tap to load photo ({size})': 'ဓာတ်ပုံဖွင့်ရန် နှိပ်ပါ ({size})',
  // Home screen
  'Add Yangon Homes to your home screen': 'Yangon Homes ကို ဖုန်းပင်မစာမျက်နှာတွင် ထည့်ပါ',
  'It opens like an app, and the homes you open stay readable when the network is off.':
    'အက်ပ်ကဲ့သို့ ဖွင့်နိုင်ပြီး သင်ဖွင့်ခဲ့သော အိမ်များကို အင်တာနက် ပြတ်နေချိန်တွင်လည်း ဖတ်နိုင်ပါသည်။',
  'Not now': 'နောက်မှ',
  Install: 'ထည့်သွင်းရန်',
  // Contact, and a home no longer available
  '{name} gets your message by e-mail and will reply to you at {email}.': '{name} ထံ သင့်စာကို အီးမေးလ်ဖြင့် ပို့ပြီးပါပြီ။ {email} သို့ ပြန်လည်ဖြေကြားပါမည်။',
  'Similar homes you can still have:': 'ယခုလည်း ရနိုင်သေးသော အလားတူ အိမ်များ-',
  'See more homes in {township}': '{township} ရှိ အိမ်များ ထပ်ကြည့်ရန်',
};
