// Burmese for push notifications (domain/push/push-message.server.ts).
export const myPush: Record<string, string> = {
  'New enquiry': 'စုံစမ်းမှု အသစ်',
  'New enquiry about {title}': '{title} အကြောင်း စုံစမ်းမှု အသစ်',
  '{n} new enquiries': 'စုံစမ်းမှု အသစ် {n} ခု',
  'The latest about {title}': 'နောက်ဆုံး- {title} အကြောင်း',
  'A new home for your saved search': 'သင်သိမ်းထားသော ရှာဖွေမှုအတွက် အိမ်သစ်',
  'Matches "{name}"': '"{name}" နှင့် ကိုက်ညီသည်',
  'Latest: {name}': 'နောက်ဆုံး- {name}',
  '{n} updates on your saved homes': 'သင်သိမ်းထားသော အိမ်များအကြောင်း သတင်း {n} ခု',
  'A saved home was rented out': 'သိမ်းထားသော အိမ်တစ်လုံး ငှားပြီးပါပြီ',
  'A saved home was sold': 'သိမ်းထားသော အိမ်တစ်လုံး ရောင်းပြီးပါပြီ',
  'Price cut on a saved home': 'သိမ်းထားသော အိမ်တစ်လုံး ဈေးလျှော့ထားသည်',
  // The subscribe call's refusals
  'The subscription needs an endpoint: the https address its push service gave the browser.':
    'စာရင်းသွင်းမှုတွင် endpoint လိုအပ်သည်- ဘရောက်ဇာ၏ push ဝန်ဆောင်မှုက ပေးသော https လိပ်စာ ဖြစ်ရမည်။',
  'The subscription needs keys.p256dh and keys.auth.': 'စာရင်းသွင်းမှုတွင် keys.p256dh နှင့် keys.auth လိုအပ်သည်။',
  'kinds lists what to turn on: enquiries, search-matches, saved-homes.': 'kinds တွင် ဖွင့်လိုသည်များကို ဖော်ပြပါ- enquiries, search-matches, saved-homes။',
};
