// Burmese texts of this area (English key to Burmese): the lister's inbox of enquiries, its
// forms and their answers, the reply e-mail, and the response figures on a lister's pages.
export const myEnquiries: Record<string, string> = {
  'Call {phone}': '{phone} ကို ဖုန်းခေါ်ရန်',
  'Send an SMS to {phone}': '{phone} သို့ SMS ပို့ရန်',
  'Viber {phone}': '{phone} ကို Viber ဖြင့် ဆက်သွယ်ရန်',
  // The inbox (/dashboard?tab=enquiries) and the menus' badge
  Enquiries: 'စုံစမ်းမေးမြန်းချက်များ',
  '{n} new': 'အသစ် {n} ခု',
  New: 'အသစ်',
  Replied: 'ပြန်ဖြေပြီး',
  Closed: 'ပိတ်ပြီး',
  '1 enquiry': 'စုံစမ်းချက် 1 ခု',
  '{n} enquiries': 'စုံစမ်းချက် {n} ခု',
  '{total} enquiries, {n} new.': 'စုံစမ်းချက် {total} ခု၊ အသစ် {n} ခု။',
  'The newest {n} are shown.': 'နောက်ဆုံး {n} ခုကို ပြထားသည်။',
  "Every lister's enquiries, newest first.": 'ကြော်ငြာရှင်အားလုံး၏ စုံစမ်းချက်များ၊ အသစ်ဆုံး အရင်။',
  'Newest first, one card per person (same e-mail or phone).': 'အသစ်ဆုံး အရင်၊ လူတစ်ဦးလျှင် ကတ်တစ်ခု (အီးမေးလ် သို့မဟုတ် ဖုန်း တူလျှင် တစ်ဦးတည်း)။',
  'No enquiries yet. Messages people send from the contact form of your listings appear here.':
    'စုံစမ်းချက် မရှိသေးပါ။ သင့်ကြော်ငြာများ၏ ဆက်သွယ်ရန်ပုံစံမှ ပို့သော စာများ ဤနေရာတွင် ပေါ်လာပါမည်။',
  '{name} about {title}': '{title} အကြောင်း {name}',
  'your agency': 'သင့်အေဂျင်စီ',
  '{title} (removed)': '{title} (ဖယ်ရှားပြီး)',
  'To {lister}': '{lister} ထံသို့',
  'Note: {note}': 'မှတ်ချက်- {note}',
  Reply: 'ပြန်ဖြေရန်',
  'Reply to {name}': '{name} ထံ ပြန်ဖြေရန်',
  'Your reply': 'သင့်အဖြေ',
  Replies: 'ပြန်စာများ',
  'You replied, {when}': 'သင် ပြန်စာပို့ခဲ့သည်၊ {when}',
  '{lister} replied, {when}': '{lister} ပြန်စာပို့ခဲ့သည်၊ {when}',
  'Sent by e-mail; their answer comes to your e-mail address.': 'အီးမေးလ်ဖြင့် ပို့ပါမည်။ သူတို့၏ အဖြေသည် သင့်အီးမေးလ်လိပ်စာသို့ ရောက်လာပါမည်။',
  'Send reply': 'အဖြေ ပို့ရန်',
  'Mark replied': 'ပြန်ဖြေပြီးဟု မှတ်ရန်',
  Reopen: 'ပြန်ဖွင့်ရန်',
  'Private note': 'ကိုယ်ပိုင် မှတ်ချက်',
  'Only you see it.': 'သင်သာ မြင်ရပါသည်။',
  'Save note': 'မှတ်ချက် သိမ်းရန်',

  // The inbox forms' checks and answers (lib/forms/enquiry.ts)
  'This enquiry was not found in your inbox.': 'ဤစုံစမ်းချက်ကို သင့်ဝင်စာတွင် မတွေ့ပါ။',
  'Choose a status: new, replied or closed.': 'အခြေအနေ ရွေးပါ- အသစ်၊ ပြန်ဖြေပြီး သို့မဟုတ် ပိတ်ပြီး။',
  'A note must be at most 2000 characters.': 'မှတ်ချက်သည် အက္ခရာ 2000 ထက် မပိုရပါ။',
  'Please write your reply.': 'သင့်အဖြေကို ရေးပါ။',
  'A reply must be at most 5000 characters.': 'အဖြေသည် အက္ခရာ 5000 ထက် မပိုရပါ။',
  'Your reply is on its way.': 'သင့်အဖြေကို ပို့နေပါပြီ။',
  'Status saved.': 'အခြေအနေ သိမ်းပြီးပါပြီ။',
  'Note saved.': 'မှတ်ချက် သိမ်းပြီးပါပြီ။',
  'You have replied to this enquiry 3 times in the last hour. Please wait an hour before replying again.':
    'ဤစုံစမ်းချက်ကို နောက်ဆုံး တစ်နာရီအတွင်း 3 ကြိမ် ပြန်ဖြေပြီးပါပြီ။ တစ်နာရီခန့် စောင့်ပြီးမှ ထပ်ဖြေပါ။',
  'You have sent 50 replies in the last 24 hours, the most allowed. Please try again tomorrow.':
    'နောက်ဆုံး 24 နာရီအတွင်း အဖြေ 50 ခု ပို့ပြီးပါပြီ၊ ခွင့်ပြုထားသော အများဆုံး ဖြစ်ပါသည်။ မနက်ဖြန် ထပ်ကြိုးစားပါ။',
  'This address was never confirmed on Yangon Homes, so it gets at most 3 replies a day from you. Please write to them from your own e-mail.':
    'ဤအီးမေးလ်လိပ်စာကို Yangon Homes တွင် တစ်ခါမျှ အတည်မပြုခဲ့သဖြင့် သင့်ထံမှ တစ်ရက်လျှင် အဖြေ 3 ခုသာ ရနိုင်ပါသည်။ သင့်ကိုယ်ပိုင် အီးမေးလ်မှ စာရေးပါ။',
  'This address has had the most replies it can get from Yangon Homes today. Please write to them from your own e-mail.':
    'ဤလိပ်စာသည် ယနေ့ Yangon Homes မှ ရနိုင်သော အဖြေ အရေအတွက် ပြည့်သွားပါပြီ။ သင့်ကိုယ်ပိုင် အီးမေးလ်မှ စာရေးပါ။',

  // The reply e-mail to the enquirer
  'Re: your enquiry about {title}': 'Re: {title} အကြောင်း သင့်စုံစမ်းချက်',
  'Re: your enquiry on Yangon Homes': 'Re: Yangon Homes ရှိ သင့်စုံစမ်းချက်',
  '{name} answered your enquiry on Yangon Homes.': '{name} က Yangon Homes ရှိ သင့်စုံစမ်းချက်ကို ပြန်ဖြေထားပါသည်။',
  'Your message:': 'သင့်စာ-',
  'Reply to this e-mail to write to {name} directly.': '{name} ထံ တိုက်ရိုက် စာရေးရန် ဤအီးမေးလ်ကို Reply လုပ်ပါ။',

  // A lister's profile and Listed By card
  'Usually replies within an hour': 'များသောအားဖြင့် တစ်နာရီအတွင်း ပြန်ဖြေသည်',
  'Usually replies within {n} hours': 'များသောအားဖြင့် {n} နာရီအတွင်း ပြန်ဖြေသည်',
  'Reply rate: {rate}%': 'ပြန်ဖြေနှုန်း- {rate}%',
};
