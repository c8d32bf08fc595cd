// Burmese texts of the account area: profile, agency, password reset, contact, about and the
// legal pages (English key to Burmese). Texts shared with other areas are repeated here with the
// same Burmese, so this area does not depend on another area's catalogue.
export const myAccount: Record<string, string> = {
  // Profile
  Update: 'ပြင်ဆင်ရန်',
  'Updating...': 'ပြင်ဆင်နေသည်...',
  'New password': 'စကားဝှက်အသစ်',
  'Current password': 'လက်ရှိ စကားဝှက်',
  'Leave empty to keep your password. At least {n} characters.': 'စကားဝှက် မပြောင်းလိုပါက အလွတ်ထားပါ။ အနည်းဆုံး စာလုံး {n} လုံး။',
  'Needed to change your e-mail or password.': 'အီးမေးလ် သို့မဟုတ် စကားဝှက် ပြောင်းရန် လိုအပ်ပါသည်။',
  'Profile photo': 'ပရိုဖိုင် ဓာတ်ပုံ',
  'Tap the picture to change it (under 2 MB after shrinking).': 'ပြောင်းရန် ပုံကို နှိပ်ပါ (ချုံ့ပြီးနောက် 2 MB အောက်)။',
  'Uploading photo': 'ဓာတ်ပုံ တင်နေသည်',
  'New photo chosen: press Update to keep it.': 'ဓာတ်ပုံအသစ် ရွေးပြီးပါပြီ - သိမ်းရန် "ပြင်ဆင်ရန်" ကို နှိပ်ပါ။',
  'Choose a photo': 'ဓာတ်ပုံ ရွေးရန်',
  'Delete Account': 'အကောင့် ဖျက်ရန်',
  'My Listings': 'ကျွန်ုပ်၏ ကြော်ငြာများ',
  'Yes, I am sure': 'ဟုတ်ကဲ့၊ သေချာပါသည်',
  'No, cancel': 'မဟုတ်ပါ၊ ပယ်ဖျက်မည်',
  'User is updated successfully!': 'အသုံးပြုသူ အချက်အလက်ကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ!',
  'Error Image upload (image must be less than 2 mb)': 'ဓာတ်ပုံ တင်၍ မရပါ (ပုံသည် 2 mb အောက် ဖြစ်ရမည်)',
  'Please enter your current password to change your e-mail or password.':
    'အီးမေးလ် သို့မဟုတ် စကားဝှက် ပြောင်းရန် လက်ရှိ စကားဝှက်ကို ထည့်ပါ။',
  'Your current password is not correct.': 'သင့်လက်ရှိ စကားဝှက် မမှန်ပါ။',
  'Images must be uploaded to this portal.': 'ဓာတ်ပုံများကို ဤဝက်ဘ်ဆိုက်သို့ တင်ထားရမည်။',
  'User not found!': 'အသုံးပြုသူ မတွေ့ပါ!',
  'You can only update your own account!': 'သင့်ကိုယ်ပိုင် အကောင့်ကိုသာ ပြင်ဆင်နိုင်ပါသည်!',
  'You can only delete your own account!': 'သင့်ကိုယ်ပိုင် အကောင့်ကိုသာ ဖျက်နိုင်ပါသည်!',
  'Are you sure you want to delete your account?': 'သင့်အကောင့်ကို ဖျက်ရန် သေချာပါသလား?',
  'The last admin cannot be deleted.': 'နောက်ဆုံး အက်ဒမင်ကို ဖျက်၍ မရပါ။',
  'Password must be at most 200 characters.': 'စကားဝှက်သည် စာလုံး ၂၀၀ ထက် မပိုရပါ။',
  'Username must be at most 40 characters.': 'အသုံးပြုသူအမည်သည် စာလုံး ၄၀ ထက် မပိုရပါ။',
  'Username may use letters, numbers, spaces, dots, dashes and underscores.':
    'အသုံးပြုသူအမည်တွင် စာလုံး၊ ဂဏန်း၊ ကွက်လပ်၊ အစက်၊ တုံးတို နှင့် underscore (_) တို့သာ သုံးနိုင်သည်။',
  'Username may not mix Latin, Cyrillic and Greek letters.':
    'အသုံးပြုသူအမည်တွင် လက်တင်၊ ဆီရီလစ် နှင့် ဂရိ အက္ခရာများကို ရောနှော၍ မသုံးရပါ။',
  'This password is too common. Please choose another one.': 'ဤစကားဝှက်သည် လူသုံးများလွန်းပါသည်။ အခြားစကားဝှက်တစ်ခုကို ရွေးပါ။',
  'Too many new accounts from your connection. Please wait an hour and try again.':
    'သင့်ချိတ်ဆက်မှုမှ အကောင့်အသစ်များ များလွန်းနေပါသည်။ တစ်နာရီခန့် စောင့်ပြီး ထပ်ကြိုးစားပါ။',

  // Update Agency
  'Update Agency': 'အေဂျင်စီ ပြင်ဆင်ရန်',
  'Agency name': 'အေဂျင်စီ အမည်',
  Description: 'အသေးစိတ်ဖော်ပြချက်',
  Address: 'လိပ်စာ',
  Phone: 'ဖုန်း',
  'Facebook link': 'Facebook လင့်ခ်',
  Priority: 'ဦးစားပေးအဆင့်',
  Images: 'ဓာတ်ပုံများ',
  '1 to {n} photos of your office or team; the first is the cover. Up to 2 MB each after shrinking.':
    'သင့်ရုံး သို့မဟုတ် အဖွဲ့၏ ဓာတ်ပုံ 1 ပုံမှ {n} ပုံအထိ၊ ပထမပုံသည် မျက်နှာဖုံးပုံ ဖြစ်မည်။ ချုံ့ပြီးနောက် တစ်ပုံလျှင် 2 MB အထိ။',
  'Uploading images': 'ဓာတ်ပုံများ တင်နေသည်',
  'Choose photos': 'ဓာတ်ပုံများ ရွေးရန်',
  'Photo {n}': 'ဓာတ်ပုံ {n}',
  Cover: 'မျက်နှာဖုံး',
  'Make photo {n} the cover': 'ဓာတ်ပုံ {n} ကို မျက်နှာဖုံးပုံ ထားရန်',
  'Delete photo {n}': 'ဓာတ်ပုံ {n} ကို ဖျက်ရန်',
  Delete: 'ဖျက်ရန်',
  'Saving...': 'သိမ်းနေသည်...',
  'View agency page': 'အေဂျင်စီ စာမျက်နှာ ကြည့်ရန်',
  'Your agency profile appears in the agent list, with your listings under it.':
    'သင့်အေဂျင်စီ ပရိုဖိုင်သည် အေဂျင့်စာရင်းတွင် ပေါ်မည်ဖြစ်ပြီး သင့်ကြော်ငြာများကို ၎င်းအောက်တွင် ပြသပါမည်။',
  'Name is required (at most 100 characters).': 'အမည် လိုအပ်ပါသည် (စာလုံး ၁၀၀ အထိ)။',
  'Description is required.': 'အသေးစိတ်ဖော်ပြချက် လိုအပ်ပါသည်။',
  'Address is required.': 'လိပ်စာ လိုအပ်ပါသည်။',
  'Phone must be 5 to 100 characters.': 'ဖုန်းနံပါတ်သည် စာလုံး ၅ မှ ၁၀၀ အတွင်း ဖြစ်ရမည်။',
  'Please enter a phone number.': 'ဖုန်းနံပါတ် ထည့်ပါ။',
  'A phone number needs at least 6 digits.': 'ဖုန်းနံပါတ်တွင် ဂဏန်း အနည်းဆုံး ၆ လုံး ပါရမည်။',
  'Facebook link must be 5 to 200 characters.': 'Facebook လင့်ခ်သည် စာလုံး ၅ မှ ၂၀၀ အတွင်း ဖြစ်ရမည်။',
  'Please enter the Facebook link.': 'Facebook လင့်ခ်ကို ထည့်ပါ။',
  'Please enter a web address (https://...).': 'ဝက်ဘ်လိပ်စာ ထည့်ပါ (https://...)။',
  'You must upload at least one image': 'ဓာတ်ပုံ အနည်းဆုံး တစ်ပုံ တင်ရမည်',
  'You can upload at most 8 images.': 'ဓာတ်ပုံ အများဆုံး ၈ ပုံသာ တင်နိုင်ပါသည်။',
  'Image upload failed (2 mb max per image)': 'ဓာတ်ပုံ တင်၍ မရပါ (တစ်ပုံလျှင် အများဆုံး 2 mb)',
  'Priority must be a whole number.': 'ဦးစားပေးအဆင့်သည် ကိန်းပြည့် ဖြစ်ရမည်။',
  'Agency is updated successfully!': 'အေဂျင်စီကို အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ!',

  // Password reset
  'Forgot Password': 'စကားဝှက် မေ့နေခြင်း',
  'Enter the e-mail address of your account and we will send you a link to set a new password.':
    'သင့်အကောင့်၏ အီးမေးလ်လိပ်စာကို ထည့်ပါ။ စကားဝှက်အသစ် သတ်မှတ်ရန် လင့်ခ်တစ်ခု ပို့ပေးပါမည်။',
  'Send reset link': 'လင့်ခ် ပို့ရန်',
  'Back to sign in': 'ဝင်ရောက်ရန် စာမျက်နှာသို့ ပြန်သွားရန်',
  'Set a new password': 'စကားဝှက်အသစ် သတ်မှတ်ရန်',
  'Confirm new password': 'စကားဝှက်အသစ်ကို ထပ်မံ ရိုက်ထည့်ပါ',
  'Update Password': 'စကားဝှက် ပြောင်းရန်',
  'Ask for a new link': 'လင့်ခ်အသစ် တောင်းရန်',
  'We have sent a password reset link to your email. Please check your inbox or spam.':
    'စကားဝှက် ပြန်လည်သတ်မှတ်ရန် လင့်ခ်ကို သင့်အီးမေးလ်သို့ ပို့ပြီးပါပြီ။ Inbox သို့မဟုတ် Spam ကို စစ်ဆေးပါ။',
  'Updated Password. Please re-sign in.': 'စကားဝှက် ပြောင်းပြီးပါပြီ။ ကျေးဇူးပြု၍ ပြန်လည် ဝင်ရောက်ပါ။',
  'This password reset link is invalid or has expired. Please ask for a new one.':
    'ဤစကားဝှက် ပြန်လည်သတ်မှတ်ရန် လင့်ခ်သည် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ လင့်ခ်အသစ် တောင်းပါ။',
  'The two passwords do not match.': 'စကားဝှက် နှစ်ခု မတူညီပါ။',
  // The reset e-mail
  'Reset your Yangon Homes password': 'Yangon Homes စကားဝှက် ပြန်လည်သတ်မှတ်ရန်',
  'Hello {name},': 'မင်္ဂလာပါ {name}၊',
  'Someone (hopefully you) asked to reset the password of your Yangon Homes account.':
    'သင်၏ Yangon Homes အကောင့် စကားဝှက်ကို ပြန်လည်သတ်မှတ်ရန် တစ်စုံတစ်ယောက် (သင်ကိုယ်တိုင် ဖြစ်မည်ဟု မျှော်လင့်ပါသည်) တောင်းဆိုထားပါသည်။',
  'Open this link within one hour to choose a new password:': 'စကားဝှက်အသစ် ရွေးချယ်ရန် ဤလင့်ခ်ကို တစ်နာရီအတွင်း ဖွင့်ပါ-',
  'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.':
    'ဤလင့်ခ်ကို တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။ သင် မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ၊ သင်၏ စကားဝှက် မပြောင်းလဲပါ။',
  'Please type the new password again.': 'စကားဝှက်အသစ်ကို ထပ်မံ ရိုက်ထည့်ပါ။',
  // A visitor's message about a listing, mailed to its lister
  'Inquiry about your listing: {title}': 'သင်၏ ကြော်ငြာအကြောင်း စုံစမ်းမေးမြန်းချက်- {title}',
  'A visitor of Yangon Homes wrote about your listing "{title}".': 'Yangon Homes မှ ဧည့်သည်တစ်ဦးက သင်၏ ကြော်ငြာ "{title}" အကြောင်း စာရေးထားပါသည်။',
  'Reply to this e-mail to answer the visitor directly.': 'ဧည့်သည်ထံ တိုက်ရိုက် ပြန်ဖြေရန် ဤအီးမေးလ်ကို Reply လုပ်ပါ။',

  // Contact
  'Write to us': 'ကျွန်ုပ်တို့ထံ စာရေးရန်',
  'Questions about a listing, your account, packages or advertising? We answer within one working day.':
    'ကြော်ငြာ၊ သင့်အကောင့်၊ ပက်ကေ့ချ် သို့မဟုတ် ကြော်ငြာထည့်ခြင်းအကြောင်း မေးစရာ ရှိပါသလား? အလုပ်ဖွင့်ရက် တစ်ရက်အတွင်း ပြန်ဖြေပါမည်။',
  'Chat with us': 'ကျွန်ုပ်တို့နှင့် စကားပြောရန်',
  'Prefer to chat? Our team answers on these apps, 9 am to 6 pm, Monday to Saturday.':
    'စကားပြောရတာ ပိုအဆင်ပြေပါသလား? တနင်္လာမှ စနေနေ့အထိ နံနက် ၉ နာရီမှ ညနေ ၆ နာရီအတွင်း ဤအက်ပ်များတွင် ကျွန်ုပ်တို့အဖွဲ့က ပြန်ဖြေပေးပါသည်။',
  Name: 'အမည်',
  Message: 'စာ',
  'Send message': 'စာပို့ရန်',
  'Sending...': 'ပို့နေသည်...',
  'Please fill in all fields.': 'အကွက်အားလုံး ဖြည့်ပါ။',
  'Email sent successfully': 'အီးမေးလ် ပို့ပြီးပါပြီ',
  'Failed to send email. Please try again later.': 'အီးမေးလ် ပို့၍ မရပါ။ နောက်မှ ထပ်ကြိုးစားပါ။',
  'Too many messages from your connection. Please wait an hour and try again.': 'သင့်ချိတ်ဆက်မှုမှ စာများ များလွန်းနေပါသည်။ တစ်နာရီခန့် စောင့်ပြီး ထပ်ကြိုးစားပါ။',
  'Name must be at most 100 characters.': 'အမည်သည် စာလုံး ၁၀၀ ထက် မပိုရပါ။',
  'Message must be at most 5000 characters.': 'စာသည် စာလုံး ၅၀၀၀ ထက် မပိုရပါ။',
  'Chat on Messenger': 'Messenger တွင် စကားပြောရန်',
  'Chat on Viber': 'Viber တွင် စကားပြောရန်',
  'Chat on Telegram': 'Telegram တွင် စကားပြောရန်',

  // About and the legal pages
  'About Yangon Homes': 'Yangon Homes အကြောင်း',
  'Talk to us': 'ကျွန်ုပ်တို့ကို ဆက်သွယ်ပါ',
  'Questions about a listing, a package or your agency? Chat with our team, 9 am to 6 pm, Monday to Saturday, or':
    'ကြော်ငြာ၊ ပက်ကေ့ချ် သို့မဟုတ် သင့်အေဂျင်စီအကြောင်း မေးစရာ ရှိပါသလား? တနင်္လာမှ စနေနေ့အထိ နံနက် ၉ နာရီမှ ညနေ ၆ နာရီအတွင်း ကျွန်ုပ်တို့အဖွဲ့နှင့် စကားပြောနိုင်ပါသည်၊ သို့မဟုတ်',
  'send us a message': 'ကျွန်ုပ်တို့ထံ စာပို့ပါ',
  Contents: 'မာတိကာ',
  'Last updated June 16, 2024': 'နောက်ဆုံး ပြင်ဆင်သည့်ရက် - ၂၀၂၄ ခုနှစ်၊ ဇွန်လ ၁၆ ရက်',
  'Last updated November 21, 2026': 'နောက်ဆုံး ပြင်ဆင်သည့်ရက် - ၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၁ ရက်',
  // About
  'Yangon Homes is a property portal made for Yangon. Agents, agencies and owners list apartments, condos, houses, land and industrial space for rent or sale; tenants, buyers and expatriates find them by township, type and price, in English or Burmese.':
    'Yangon Homes သည် ရန်ကုန်မြို့အတွက် ပြုလုပ်ထားသော အိမ်ခြံမြေ ဝက်ဘ်ဆိုက် ဖြစ်သည်။ အေဂျင့်များ၊ အေဂျင်စီများနှင့် ပိုင်ရှင်များက ငှားရန် သို့မဟုတ် ရောင်းရန် တိုက်ခန်း၊ ကွန်ဒို၊ လုံးချင်းအိမ်၊ မြေနှင့် စက်မှုဇုန်နေရာများကို တင်ကြပြီး ငှားရမ်းသူ၊ ဝယ်သူနှင့် နိုင်ငံခြားသားများက မြို့နယ်၊ အမျိုးအစားနှင့် ဈေးနှုန်းအလိုက် မြန်မာ သို့မဟုတ် အင်္ဂလိပ်ဘာသာဖြင့် ရှာဖွေနိုင်ပါသည်။',
  'For tenants and buyers': 'ငှားရမ်းသူများနှင့် ဝယ်သူများအတွက်',
  'Search every township from Ahlone to Yankin, by rent or sale, type, price and amenities such as parking, a 24/7 backup generator or a swimming pool.':
    'အလုံမှ ရန်ကင်းအထိ မြို့နယ်တိုင်းတွင် ငှားရန် သို့မဟုတ် ရောင်းရန်၊ အမျိုးအစား၊ ဈေးနှုန်းနှင့် ကားရပ်နားရန်နေရာ၊ ၂၄ နာရီ မီးစက်၊ ရေကူးကန် စသည့် အဆောင်အယောင်များအလိုက် ရှာဖွေပါ။',
  'See photos, the price per month or in total, and who is offering the property: the owner or an agent.':
    'ဓာတ်ပုံများ၊ တစ်လစာ သို့မဟုတ် စုစုပေါင်း ဈေးနှုန်းနှင့် ကြော်ငြာသူမှာ ပိုင်ရှင် သို့မဟုတ် အေဂျင့် ဖြစ်ကြောင်းကို ကြည့်ပါ။',
  'Contact the lister directly from the listing, and read reviews from other visitors.':
    'ကြော်ငြာမှတစ်ဆင့် ကြော်ငြာသူကို တိုက်ရိုက် ဆက်သွယ်ပြီး အခြားလာရောက်သူများ၏ သုံးသပ်ချက်များကို ဖတ်ပါ။',
  'For agents and owners': 'အေဂျင့်များနှင့် ပိုင်ရှင်များအတွက်',
  'Start with the Free package; choose Gold or Premium when you need more listings, paid in MMK by bank transfer or mobile wallet.':
    'Free ပက်ကေ့ချ်ဖြင့် စတင်ပါ။ ကြော်ငြာ ပိုလိုအပ်သောအခါ Gold သို့မဟုတ် Premium ကို ရွေးပြီး ဘဏ်လွှဲ သို့မဟုတ် မိုဘိုင်းငွေပေးချေမှုဖြင့် ကျပ်ငွေ (MMK) ဖြင့် ပေးချေပါ။',
  'Create an agency profile with your office, phone and photos: your listings are shown under it in the agency directory.':
    'သင့်ရုံး၊ ဖုန်းနှင့် ဓာတ်ပုံများဖြင့် အေဂျင်စီ ပရိုဖိုင် ပြုလုပ်ပါ။ အေဂျင်စီစာရင်းတွင် သင့်ကြော်ငြာများကို ၎င်းအောက်၌ ပြသပါမည်။',
  'Manage your listings from your phone, and mark them Rented Out or Sold Out when the deal is done.':
    'သင့်ကြော်ငြာများကို ဖုန်းမှ စီမံပြီး အရောင်းအဝယ် ပြီးဆုံးသောအခါ ငှားပြီး သို့မဟုတ် ရောင်းပြီး ဟု မှတ်သားပါ။',
  'Built for Yangon': 'ရန်ကုန်အတွက် ပြုလုပ်ထားသည်',
  'Most of our visitors use a phone on mobile data, so pages are light and photos are made small before they are sent. The location data that phones hide in photos is removed before anything is published. Prices are shown in US dollars or lakh MMK, the way the Yangon market quotes them.':
    'ကျွန်ုပ်တို့ထံ လာရောက်သူ အများစုသည် မိုဘိုင်းဒေတာဖြင့် ဖုန်းကို အသုံးပြုကြသဖြင့် စာမျက်နှာများကို ပေါ့ပါးစေပြီး ဓာတ်ပုံများကို မပို့မီ သေးငယ်အောင် ပြုလုပ်ထားပါသည်။ ဖုန်းများက ဓာတ်ပုံထဲတွင် သိမ်းထားသော တည်နေရာ အချက်အလက်ကို မထုတ်ပြန်မီ ဖယ်ရှားပါသည်။ ဈေးနှုန်းများကို ရန်ကုန်ဈေးကွက်က ပြောလေ့ရှိသည့်အတိုင်း အမေရိကန်ဒေါ်လာ သို့မဟုတ် သိန်း (ကျပ်) ဖြင့် ပြသပါသည်။',

  // Privacy policy
  'Yangon Homes is an online portal where agents, agencies and owners list homes, flats, condos and land for rent or sale in Yangon, Myanmar. This policy explains what personal information we collect, why we collect it, who can see it and the choices you have.':
    'Yangon Homes သည် အေဂျင့်များ၊ အေဂျင်စီများနှင့် ပိုင်ရှင်များက ရန်ကုန်မြို့ရှိ ငှားရန် သို့မဟုတ် ရောင်းရန် အိမ်၊ တိုက်ခန်း၊ ကွန်ဒိုနှင့် မြေများကို ကြော်ငြာသည့် အွန်လိုင်း ဝက်ဘ်ဆိုက် ဖြစ်သည်။ ဤမူဝါဒတွင် ကျွန်ုပ်တို့ စုဆောင်းသော ကိုယ်ရေးအချက်အလက်များ၊ စုဆောင်းရသည့် အကြောင်းရင်း၊ ၎င်းတို့ကို မည်သူ မြင်နိုင်သည်နှင့် သင့်ရွေးချယ်ခွင့်များကို ရှင်းပြထားပါသည်။',
  'Information we collect': 'ကျွန်ုပ်တို့ စုဆောင်းသော အချက်အလက်များ',
  'Account details: your username, e-mail address and password, and the language you last used the site in (so that messages about your listings reach you in it). We store the password only as a one-way hash (argon2id), so nobody at Yangon Homes can read it.':
    'အကောင့် အချက်အလက်- သင့်အသုံးပြုသူအမည်၊ အီးမေးလ်လိပ်စာ၊ စကားဝှက်နှင့် ဆိုက်ကို နောက်ဆုံးအသုံးပြုခဲ့သော ဘာသာစကား (သင့်ကြော်ငြာများအကြောင်း စာများကို ထိုဘာသာစကားဖြင့် ရရှိစေရန်)။ စကားဝှက်ကို ပြန်ဖော်၍မရသော hash (argon2id) အဖြစ်သာ သိမ်းထားသဖြင့် Yangon Homes ရှိ မည်သူမျှ ဖတ်၍ မရပါ။',
  'Your profile photo and, if you create one, your agency profile: agency name, description, address, phone number, Facebook link and photos.':
    'သင့်ပရိုဖိုင် ဓာတ်ပုံနှင့် သင်ပြုလုပ်ထားပါက အေဂျင်စီ ပရိုဖိုင်- အေဂျင်စီ အမည်၊ ဖော်ပြချက်၊ လိပ်စာ၊ ဖုန်းနံပါတ်၊ Facebook လင့်ခ်နှင့် ဓာတ်ပုံများ။',
  'What you publish: listings (address, township, price, photos and contact phone) and reviews.':
    'သင်ထုတ်ပြန်သည့်အရာများ- ကြော်ငြာများ (လိပ်စာ၊ မြို့နယ်၊ ဈေးနှုန်း၊ ဓာတ်ပုံနှင့် ဆက်သွယ်ရန်ဖုန်း) နှင့် သုံးသပ်ချက်များ။',
  'Messages you send through contact forms, and payment inquiries for packages, including the payment proof you attach.':
    'ဆက်သွယ်ရန်ဖောင်များမှ ပို့သော စာများနှင့် ပက်ကေ့ချ်အတွက် ငွေပေးချေမှု မေးမြန်းချက်များ၊ သင်ပူးတွဲထားသော ငွေပေးချေမှု အထောက်အထား အပါအဝင်။',
  'Technical information: the network address of requests, used to block repeated failed sign-ins for 15 minutes, and a one-way fingerprint of each visitor, used only to count listing views once a day.':
    'နည်းပညာဆိုင်ရာ အချက်အလက်- ထပ်ခါထပ်ခါ မအောင်မြင်သော ဝင်ရောက်မှုများကို မိနစ် ၁၅ ပိတ်ရန် အသုံးပြုသော ကွန်ရက်လိပ်စာနှင့် ကြော်ငြာကြည့်ရှုမှုကို တစ်ရက်လျှင် တစ်ကြိမ်သာ ရေတွက်ရန် အသုံးပြုသော ပြန်ဖော်၍မရသည့် လာရောက်သူ အမှတ်အသား။',
  'Photos and location data': 'ဓာတ်ပုံများနှင့် တည်နေရာ အချက်အလက်',
  'Phone cameras often record where a photo was taken. Every image you upload is re-encoded on our server before it is stored or shown: GPS position and other camera data (EXIF) are removed, so a photo of your home does not reveal its exact location.':
    'ဖုန်းကင်မရာများသည် ဓာတ်ပုံရိုက်ခဲ့သည့်နေရာကို မကြာခဏ မှတ်တမ်းတင်ထားတတ်သည်။ သင်တင်သော ပုံတိုင်းကို မသိမ်းမီ သို့မဟုတ် မပြသမီ ကျွန်ုပ်တို့ဆာဗာတွင် ပြန်လည်ပြုလုပ်ပြီး GPS တည်နေရာနှင့် အခြားကင်မရာ အချက်အလက် (EXIF) များကို ဖယ်ရှားသဖြင့် သင့်အိမ်ဓာတ်ပုံက အတိအကျ တည်နေရာကို မဖော်ပြပါ။',
  'Cookies and local storage': 'ကွတ်ကီးများနှင့် local storage',
  'We use only the cookies the site needs to work:': 'ဝက်ဘ်ဆိုက် အလုပ်လုပ်ရန် လိုအပ်သော ကွတ်ကီးများကိုသာ အသုံးပြုပါသည်-',
  'a session cookie that keeps you signed in (it expires after 30 days or when you sign out);':
    'သင့်ကို ဝင်ရောက်ထားဆဲ ဖြစ်စေသော session ကွတ်ကီး (ရက် ၃၀ ပြည့်သောအခါ သို့မဟုတ် ထွက်သောအခါ သက်တမ်းကုန်သည်)၊',
  'a visitor cookie, a random number sent only to the counter of listing views, so that your visits to a listing count once a day (it expires after a year);':
    'ကြော်ငြာကြည့်ရှုမှု ရေတွက်စက်ထံသာ ပို့သော ကျပန်းနံပါတ်တစ်ခုဖြစ်သည့် လာရောက်သူ ကွတ်ကီး၊ ကြော်ငြာတစ်ခုသို့ သင်လာရောက်မှုကို တစ်ရက်လျှင် တစ်ကြိမ်သာ ရေတွက်စေရန် (တစ်နှစ်ကြာလျှင် သက်တမ်းကုန်သည်)၊',
  'a language cookie and a theme cookie that remember English or Burmese and light or dark mode.':
    'အင်္ဂလိပ် သို့မဟုတ် မြန်မာဘာသာနှင့် အလင်း သို့မဟုတ် အမှောင်ပုံစံကို မှတ်ထားသော ဘာသာစကား ကွတ်ကီးနှင့် theme ကွတ်ကီး။',
  'Your browser also keeps your username and chosen theme in local storage, so the page looks right before it has finished loading. When advertising is shown, our advertising partner (Google AdSense) may set its own cookies to show and measure ads; its own privacy policy applies to them.':
    'စာမျက်နှာ အပြည့်အဝ မဖွင့်မီကပင် မှန်ကန်စွာ ပေါ်စေရန် သင့်ဘရောက်ဇာသည် သင့်အသုံးပြုသူအမည်နှင့် ရွေးထားသော theme ကို local storage တွင်လည်း သိမ်းထားပါသည်။ ကြော်ငြာများ ပြသသည့်အခါ ကျွန်ုပ်တို့၏ ကြော်ငြာမိတ်ဖက် (Google AdSense) က ကြော်ငြာပြသရန်နှင့် တိုင်းတာရန် ၎င်း၏ကိုယ်ပိုင် ကွတ်ကီးများကို ထားနိုင်ပြီး ၎င်းတို့အတွက် ၎င်း၏ ကိုယ်ရေးအချက်အလက် မူဝါဒ သက်ရောက်ပါသည်။',
  'How we use your information': 'သင့်အချက်အလက်များကို အသုံးပြုပုံ',
  'to run your account, show your listings and agency profile, and keep track of your package;':
    'သင့်အကောင့်ကို လည်ပတ်စေရန်၊ သင့်ကြော်ငြာများနှင့် အေဂျင်စီ ပရိုဖိုင်ကို ပြသရန်နှင့် သင့်ပက်ကေ့ချ်ကို မှတ်တမ်းထားရန်၊',
  'to pass messages from visitors to the person who posted a listing, and to answer messages sent to us;':
    'လာရောက်သူများ၏ စာများကို ကြော်ငြာတင်သူထံ ပို့ပေးရန်နှင့် ကျွန်ုပ်တို့ထံ ပို့သော စာများကို ပြန်ဖြေရန်၊',
  'to check manual payments and activate Gold and Premium packages;': 'ငွေပေးချေမှုများကို စစ်ဆေးပြီး Gold နှင့် Premium ပက်ကေ့ချ်များကို ဖွင့်ပေးရန်၊',
  'to protect the site against fraud, spam and abuse;': 'ဝက်ဘ်ဆိုက်ကို လိမ်လည်မှု၊ spam နှင့် အလွဲသုံးစားမှုများမှ ကာကွယ်ရန်၊',
  'to send e-mails you need: password reset links, answers to your messages and notices about your account or package.':
    'သင်လိုအပ်သော အီးမေးလ်များ ပို့ရန်- စကားဝှက် ပြန်လည်သတ်မှတ်ရန် လင့်ခ်များ၊ သင့်စာများအတွက် အဖြေများနှင့် သင့်အကောင့် သို့မဟုတ် ပက်ကေ့ချ်ဆိုင်ရာ အသိပေးချက်များ။',
  'We do not send marketing e-mails without your consent, and we never sell your personal information.':
    'သင့်ခွင့်ပြုချက်မရှိဘဲ စျေးကွက်ရှာဖွေရေး အီးမေးလ်များ မပို့ပါ၊ သင့်ကိုယ်ရေးအချက်အလက်များကိုလည်း ဘယ်တော့မှ မရောင်းပါ။',
  'Who can see your information': 'သင့်အချက်အလက်များကို မြင်နိုင်သူများ',
  'Everyone: your listings, your agency profile and your reviews, shown with your username.':
    'လူတိုင်း- သင့်အသုံးပြုသူအမည်နှင့်အတူ ပြသထားသော သင့်ကြော်ငြာများ၊ အေဂျင်စီ ပရိုဖိုင်နှင့် သုံးသပ်ချက်များ။',
  'The person you write to: when you contact a lister, they receive your name, e-mail address, phone number (if given) and message, so that they can reply.':
    'သင်စာရေးသူ- ကြော်ငြာသူကို ဆက်သွယ်သောအခါ ပြန်ဖြေနိုင်ရန် ၎င်းသည် သင့်အမည်၊ အီးမေးလ်လိပ်စာ၊ ဖုန်းနံပါတ် (ပေးထားပါက) နှင့် စာကို ရရှိပါသည်။',
  'Our administrators, to run the site, check payments and answer support requests.':
    'ဝက်ဘ်ဆိုက်ကို လည်ပတ်ရန်၊ ငွေပေးချေမှုများ စစ်ဆေးရန်နှင့် အကူအညီတောင်းခံမှုများကို ဖြေကြားရန် ကျွန်ုပ်တို့၏ စီမံခန့်ခွဲသူများ။',
  'Service providers who host the site and deliver our e-mail, only to provide that service.':
    'ဝက်ဘ်ဆိုက်ကို လက်ခံထားပေးသူနှင့် အီးမေးလ် ပို့ပေးသူ ဝန်ဆောင်မှုပေးသူများ၊ ထိုဝန်ဆောင်မှုအတွက်သာ။',
  'Authorities, when Myanmar law requires us to disclose information.': 'မြန်မာနိုင်ငံ ဥပဒေအရ အချက်အလက် ထုတ်ပေးရန် လိုအပ်သည့်အခါ သက်ဆိုင်ရာ အာဏာပိုင်များ။',
  'How long we keep it': 'သိမ်းဆည်းထားသည့် ကာလ',
  'Your account, listings, photos and agency profile: until you delete them or your account.':
    'သင့်အကောင့်၊ ကြော်ငြာများ၊ ဓာတ်ပုံများနှင့် အေဂျင်စီ ပရိုဖိုင်- ၎င်းတို့ကို သို့မဟုတ် သင့်အကောင့်ကို ဖျက်သည်အထိ။',
  'Password reset links: they expire after one hour and work only once.': 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန် လင့်ခ်များ- တစ်နာရီအကြာတွင် သက်တမ်းကုန်ပြီး တစ်ကြိမ်သာ အသုံးပြုနိုင်သည်။',
  'Sign-in sessions: 30 days at most; changing or resetting your password ends them.':
    'ဝင်ရောက်မှု session များ- အများဆုံး ရက် ၃၀၊ စကားဝှက် ပြောင်းခြင်း သို့မဟုတ် ပြန်လည်သတ်မှတ်ခြင်းဖြင့် ၎င်းတို့ ပြီးဆုံးသည်။',
  'Records of failed sign-ins: 15 minutes.': 'မအောင်မြင်သော ဝင်ရောက်မှု မှတ်တမ်းများ- မိနစ် ၁၅။',
  'E-mails we could not deliver: 30 days, so that we can send them again.': 'ပို့၍ မရခဲ့သော အီးမေးလ်များ- ထပ်မံ ပို့နိုင်ရန် ရက် ၃၀။',
  'Contact messages and payment inquiries: as long as we need them for accounting and to settle disputes.':
    'ဆက်သွယ်ရန် စာများနှင့် ငွေပေးချေမှု မေးမြန်းချက်များ- စာရင်းကိုင်ရန်နှင့် အငြင်းပွားမှုများ ဖြေရှင်းရန် လိုအပ်သရွေ့။',
  'Deleting your account': 'သင့်အကောင့်ကို ဖျက်ခြင်း',
  'You can delete your account at any time on your Profile page (Delete Account). It takes effect at once: your listings and their photos, your reviews, your agency profile, your package and your sessions are removed, and you are signed out. Messages you sent to other people and payment records stay with the recipients and in our accounts.':
    'သင့်အကောင့်ကို ပရိုဖိုင် စာမျက်နှာ (အကောင့် ဖျက်ရန်) တွင် အချိန်မရွေး ဖျက်နိုင်ပါသည်။ ချက်ချင်း အကျိုးသက်ရောက်ပြီး သင့်ကြော်ငြာများနှင့် ၎င်းတို့၏ ဓာတ်ပုံများ၊ သုံးသပ်ချက်များ၊ အေဂျင်စီ ပရိုဖိုင်၊ ပက်ကေ့ချ်နှင့် session များကို ဖယ်ရှားကာ သင့်ကို ထွက်ပေးပါမည်။ အခြားသူများထံ ပို့ခဲ့သော စာများနှင့် ငွေပေးချေမှု မှတ်တမ်းများမှာ လက်ခံသူများထံနှင့် ကျွန်ုပ်တို့၏ စာရင်းများတွင် ကျန်ရှိပါမည်။',
  'If you cannot sign in, write to us at {email} from the address of your account and we will delete it for you.':
    'ဝင်ရောက်၍ မရပါက သင့်အကောင့်၏ အီးမေးလ်လိပ်စာမှ {email} သို့ စာရေးပါ၊ သင့်အတွက် ဖျက်ပေးပါမည်။',
  Security: 'လုံခြုံရေး',
  'Passwords are stored as one-way hashes, sign-in sessions are random tokens that we also store only as hashes, and the site is served over an encrypted connection (HTTPS). No system is perfectly secure: use a password you do not use anywhere else.':
    'စကားဝှက်များကို ပြန်ဖော်၍မရသော hash အဖြစ် သိမ်းထားပြီး ဝင်ရောက်မှု session များမှာ hash အဖြစ်သာ သိမ်းသော ကျပန်း token များ ဖြစ်ကာ ဝက်ဘ်ဆိုက်ကို စာဝှက်ထားသော ချိတ်ဆက်မှု (HTTPS) ဖြင့် ပေးပါသည်။ မည်သည့်စနစ်မျှ အပြည့်အဝ လုံခြုံသည် မရှိသဖြင့် အခြားနေရာတွင် မသုံးသော စကားဝှက်ကို အသုံးပြုပါ။',
  'Your choices': 'သင့်ရွေးချယ်ခွင့်များ',
  'You can see and correct your username, e-mail address, password, photo and agency profile yourself at any time. To ask for a copy of your information or to object to how we use it, write to us.':
    'သင့်အသုံးပြုသူအမည်၊ အီးမေးလ်လိပ်စာ၊ စကားဝှက်၊ ဓာတ်ပုံနှင့် အေဂျင်စီ ပရိုဖိုင်ကို အချိန်မရွေး ကိုယ်တိုင် ကြည့်ရှု ပြင်ဆင်နိုင်ပါသည်။ သင့်အချက်အလက်မိတ္တူ တောင်းခံရန် သို့မဟုတ် ကျွန်ုပ်တို့ အသုံးပြုပုံကို ကန့်ကွက်ရန် ကျွန်ုပ်တို့ထံ စာရေးပါ။',
  Children: 'ကလေးများ',
  'Yangon Homes is meant for adults. Please do not create an account if you are under 18.':
    'Yangon Homes သည် အရွယ်ရောက်သူများအတွက် ဖြစ်သည်။ အသက် ၁၈ နှစ်အောက် ဖြစ်ပါက အကောင့် မဖွင့်ပါနှင့်။',
  'Changes to this policy': 'ဤမူဝါဒ ပြောင်းလဲခြင်း',
  'When we change this policy we update the date at the top of this page. If a change affects how we use information you have already given us, we will tell you by e-mail or on the site before it takes effect.':
    'ဤမူဝါဒကို ပြောင်းလဲသည့်အခါ ဤစာမျက်နှာ ထိပ်ရှိ ရက်စွဲကို ပြင်ဆင်ပါသည်။ သင်ပေးထားပြီးသော အချက်အလက်များကို အသုံးပြုပုံ ပြောင်းလဲပါက အကျိုးသက်ရောက်မှု မတိုင်မီ အီးမေးလ် သို့မဟုတ် ဝက်ဘ်ဆိုက်ပေါ်တွင် အသိပေးပါမည်။',
  'Contact us': 'ကျွန်ုပ်တို့ကို ဆက်သွယ်ရန်',
  'Questions about your privacy? Write to {email} or use our contact page.':
    'သင့်ကိုယ်ရေးအချက်အလက်နှင့် ပတ်သက်၍ မေးစရာ ရှိပါသလား? {email} သို့ စာရေးပါ သို့မဟုတ် ဆက်သွယ်ရန် စာမျက်နှာကို အသုံးပြုပါ။',

  // Terms and conditions
  'These terms apply to everyone who uses Yangon Homes: visitors, owners, agents, agencies and buyers or tenants. By using the site or creating an account you accept them. If you do not agree, please do not use the site.':
    'ဤစည်းကမ်းချက်များသည် Yangon Homes ကို အသုံးပြုသူတိုင်း- လာရောက်သူများ၊ ပိုင်ရှင်များ၊ အေဂျင့်များ၊ အေဂျင်စီများနှင့် ဝယ်သူ သို့မဟုတ် ငှားရမ်းသူများအပေါ် သက်ရောက်ပါသည်။ ဝက်ဘ်ဆိုက်ကို အသုံးပြုခြင်း သို့မဟုတ် အကောင့်ဖွင့်ခြင်းဖြင့် ၎င်းတို့ကို သဘောတူပါသည်။ သဘောမတူပါက ဝက်ဘ်ဆိုက်ကို မသုံးပါနှင့်။',
  'Your account': 'သင့်အကောင့်',
  'You must be at least 18 years old and give true, current details.': 'သင်သည် အသက် အနည်းဆုံး ၁၈ နှစ် ပြည့်ပြီး မှန်ကန်သော လက်ရှိ အချက်အလက်များကို ပေးရမည်။',
  'Keep your password to yourself. You are responsible for what is done with your account.':
    'သင့်စကားဝှက်ကို မည်သူ့ကိုမျှ မပေးပါနှင့်။ သင့်အကောင့်ဖြင့် ပြုလုပ်သမျှအတွက် သင်တာဝန်ရှိသည်။',
  'One person or business per account; do not sign up in someone else’s name.':
    'အကောင့်တစ်ခုလျှင် လူတစ်ဦး သို့မဟုတ် လုပ်ငန်းတစ်ခု၊ အခြားသူ၏ အမည်ဖြင့် မဖွင့်ပါနှင့်။',
  'Listings must be accurate': 'ကြော်ငြာများ မှန်ကန်ရမည်',
  'Only list a property you own or are authorised by the owner to rent out or sell.':
    'သင်ပိုင်ဆိုင်သော သို့မဟုတ် ငှားရန်၊ ရောင်းရန် ပိုင်ရှင်က လုပ်ပိုင်ခွင့်ပေးထားသော အိမ်ခြံမြေကိုသာ ကြော်ငြာပါ။',
  'Give the real address, township, size, price and currency, and use photos of the property itself.':
    'အမှန်တကယ်ရှိသော လိပ်စာ၊ မြို့နယ်၊ အရွယ်အစား၊ ဈေးနှုန်းနှင့် ငွေကြေးကို ပေးပြီး ထိုအိမ်ခြံမြေ၏ ကိုယ်ပိုင်ဓာတ်ပုံများကို အသုံးပြုပါ။',
  'Mark a listing as Rented Out or Sold Out, or delete it, as soon as the property is no longer available.':
    'အိမ်ခြံမြေ မရနိုင်တော့သည်နှင့် ကြော်ငြာကို ငှားပြီး သို့မဟုတ် ရောင်းပြီး ဟု မှတ်ပါ၊ သို့မဟုတ် ဖျက်ပါ။',
  'Do not post the same property more than once.': 'အိမ်ခြံမြေ တစ်ခုတည်းကို တစ်ကြိမ်ထက် ပို၍ မတင်ပါနှင့်။',
  'Prohibited content': 'တားမြစ်ထားသော အကြောင်းအရာများ',
  'You must not post or send:': 'အောက်ပါတို့ကို မတင်ရ၊ မပို့ရ-',
  'false, misleading or bait listings, or prices you do not mean to honour;': 'မှားယွင်းသော၊ လှည့်စားသော သို့မဟုတ် မျှားခေါ်သော ကြော်ငြာများ၊ သို့မဟုတ် လိုက်နာရန် ရည်ရွယ်ချက်မရှိသော ဈေးနှုန်းများ၊',
  'requests for deposits or fees before the property has been viewed and the owner or agent verified;':
    'အိမ်ခြံမြေကို မကြည့်ရှုရသေးမီနှင့် ပိုင်ရှင် သို့မဟုတ် အေဂျင့်ကို မစစ်ဆေးရသေးမီ စရံငွေ သို့မဟုတ် အခကြေးငွေ တောင်းခံခြင်း၊',
  'content that is illegal under Myanmar law, discriminatory, hateful, sexual or violent;':
    'မြန်မာနိုင်ငံ ဥပဒေနှင့် ဆန့်ကျင်သော၊ ခွဲခြားဆက်ဆံသော၊ အမုန်းတရား ဖြန့်သော၊ လိင်ပိုင်းဆိုင်ရာ သို့မဟုတ် အကြမ်းဖက်သော အကြောင်းအရာများ၊',
  'photos or texts you do not have the right to use, or photos that show people who have not agreed;':
    'အသုံးပြုခွင့် မရှိသော ဓာတ်ပုံ သို့မဟုတ် စာသားများ၊ သို့မဟုတ် သဘောမတူသူများ ပါဝင်နေသော ဓာတ်ပုံများ၊',
  'spam, advertising unrelated to property, links to harmful software, or the personal details of others;':
    'spam၊ အိမ်ခြံမြေနှင့် မသက်ဆိုင်သော ကြော်ငြာများ၊ အန္တရာယ်ရှိသော ဆော့ဖ်ဝဲလ် လင့်ခ်များ သို့မဟုတ် အခြားသူများ၏ ကိုယ်ရေးအချက်အလက်များ၊',
  'fake reviews, or reviews about people rather than the property.': 'အတုအယောင် သုံးသပ်ချက်များ၊ သို့မဟုတ် အိမ်ခြံမြေအစား လူများအကြောင်း သုံးသပ်ချက်များ။',
  'We may edit or remove content that breaks these rules, and suspend or delete the accounts that post it, without notice.':
    'ဤစည်းကမ်းများကို ချိုးဖောက်သော အကြောင်းအရာများကို ပြင်ဆင် သို့မဟုတ် ဖယ်ရှားနိုင်ပြီး ၎င်းတို့ကို တင်သော အကောင့်များကို ကြိုတင်အသိပေးခြင်းမရှိဘဲ ဆိုင်းငံ့ သို့မဟုတ် ဖျက်နိုင်ပါသည်။',
  'Packages and payments': 'ပက်ကေ့ချ်များနှင့် ငွေပေးချေမှု',
  'Listing packages (Free, Gold and Premium) allow a number of listings for a period of time, as shown on our Packages page. Prices are in Myanmar Kyat (MMK).':
    'ကြော်ငြာ ပက်ကေ့ချ်များ (Free၊ Gold နှင့် Premium) သည် ပက်ကေ့ချ်များ စာမျက်နှာတွင် ဖော်ပြထားသည့်အတိုင်း သတ်မှတ်ကာလအတွင်း ကြော်ငြာ အရေအတွက်တစ်ခုကို ခွင့်ပြုပါသည်။ ဈေးနှုန်းများမှာ မြန်မာကျပ် (MMK) ဖြင့် ဖြစ်သည်။',
  'Gold and Premium are paid manually, by bank transfer or mobile wallet. Send the payment proof through the payment inquiry form; we activate the package after we have checked the payment.':
    'Gold နှင့် Premium ကို ဘဏ်လွှဲ သို့မဟုတ် မိုဘိုင်းငွေပေးချေမှုဖြင့် ကိုယ်တိုင် ပေးချေရပါသည်။ ငွေပေးချေမှု အထောက်အထားကို ငွေပေးချေမှု မေးမြန်းရန်ဖောင်မှ ပို့ပါ၊ ငွေလက်ခံရရှိကြောင်း စစ်ဆေးပြီးနောက် ပက်ကေ့ချ်ကို ဖွင့်ပေးပါမည်။',
  'A listing counts against your package when it is created. When a package expires, existing listings stay online, but you need an active package to post new ones.':
    'ကြော်ငြာကို တင်လိုက်သည်နှင့် သင့်ပက်ကေ့ချ်မှ နုတ်ယူပါသည်။ ပက်ကေ့ချ် သက်တမ်းကုန်သောအခါ ရှိပြီးသား ကြော်ငြာများ ဆက်ရှိနေသော်လည်း အသစ်တင်ရန် အသက်ဝင်နေသော ပက်ကေ့ချ် လိုအပ်ပါသည်။',
  'Payments are not refundable, except when we cannot activate a package you have paid for.':
    'ပေးချေပြီးသော ပက်ကေ့ချ်ကို ကျွန်ုပ်တို့ ဖွင့်မပေးနိုင်သည့်အခါမှလွဲ၍ ငွေပြန်မအမ်းပါ။',
  'Premium Ad placement and the order of the agency directory are decided by Yangon Homes.':
    'ပရီမီယံ ကြော်ငြာ နေရာချထားမှုနှင့် အေဂျင်စီစာရင်း၏ အစီအစဉ်ကို Yangon Homes က ဆုံးဖြတ်ပါသည်။',
  'Our role': 'ကျွန်ုပ်တို့၏ အခန်းကဏ္ဍ',
  'Yangon Homes is a place to advertise and find property. We are not a party to any rental, sale or agency agreement, and we do not check every listing. Before you pay anything, visit the property, check the ownership documents and the identity of the person you are dealing with, and put the agreement in writing.':
    'Yangon Homes သည် အိမ်ခြံမြေ ကြော်ငြာရန်နှင့် ရှာဖွေရန် နေရာ ဖြစ်သည်။ ငှားရမ်းခြင်း၊ ရောင်းချခြင်း သို့မဟုတ် အေဂျင်စီ သဘောတူညီချက် မည်သည့်အရာတွင်မျှ ကျွန်ုပ်တို့ ပါဝင်သူ မဟုတ်သလို ကြော်ငြာတိုင်းကို မစစ်ဆေးပါ။ ငွေမပေးမီ အိမ်ခြံမြေကို သွားရောက်ကြည့်ရှုပါ၊ ပိုင်ဆိုင်မှု စာရွက်စာတမ်းများနှင့် ဆက်ဆံနေသူ၏ ကိုယ်ရေးအထောက်အထားကို စစ်ဆေးပါ၊ သဘောတူညီချက်ကို စာဖြင့် ချုပ်ဆိုပါ။',
  'Your content': 'သင့်အကြောင်းအရာများ',
  'You keep the rights to the texts and photos you post. You allow Yangon Homes to store, resize, display and share them on the site and in its promotion for as long as they are published here.':
    'သင်တင်သော စာသားနှင့် ဓာတ်ပုံများ၏ အခွင့်အရေးများကို သင်ဆက်လက် ပိုင်ဆိုင်ပါသည်။ ၎င်းတို့ ဤနေရာတွင် ထုတ်ပြန်ထားသရွေ့ ဝက်ဘ်ဆိုက်ပေါ်နှင့် ၎င်း၏ ကြော်ငြာမြှင့်တင်မှုများတွင် သိမ်းဆည်း၊ အရွယ်ပြောင်း၊ ပြသ၊ မျှဝေရန် Yangon Homes ကို ခွင့်ပြုပါသည်။',
  Liability: 'တာဝန်ခံမှု',
  'The site is provided as it is. As far as the law allows, Yangon Homes is not liable for losses that arise from dealings between users, from inaccurate listings, or from the site being unavailable. Where we are liable, our total liability is limited to the fees you paid us in the three months before the claim.':
    'ဝက်ဘ်ဆိုက်ကို ရှိသည့်အတိုင်း ပေးထားပါသည်။ ဥပဒေ ခွင့်ပြုသရွေ့ အသုံးပြုသူများအကြား ဆက်ဆံမှု၊ မမှန်ကန်သော ကြော်ငြာများ သို့မဟုတ် ဝက်ဘ်ဆိုက် အသုံးမပြုနိုင်ခြင်းကြောင့် ဖြစ်ပေါ်သော ဆုံးရှုံးမှုများအတွက် Yangon Homes တွင် တာဝန်မရှိပါ။ တာဝန်ရှိသည့်အခါ ကျွန်ုပ်တို့၏ စုစုပေါင်း တာဝန်မှာ တောင်းဆိုမှု မတိုင်မီ သုံးလအတွင်း သင်ပေးချေခဲ့သော အခကြေးငွေများအထိသာ ဖြစ်သည်။',
  'Governing law': 'အုပ်ချုပ်သော ဥပဒေ',
  'These terms are governed by the laws of the Republic of the Union of Myanmar. Disputes that cannot be settled amicably are decided by the competent courts in Yangon.':
    'ဤစည်းကမ်းချက်များကို ပြည်ထောင်စုသမ္မတ မြန်မာနိုင်ငံတော်၏ ဥပဒေများဖြင့် အုပ်ချုပ်ပါသည်။ ညှိနှိုင်း၍ မပြေလည်သော အငြင်းပွားမှုများကို ရန်ကုန်ရှိ သက်ဆိုင်ရာ တရားရုံးများက ဆုံးဖြတ်ပါသည်။',
  'Changes and contact': 'ပြောင်းလဲမှုများနှင့် ဆက်သွယ်ရန်',
  'We may update these terms; the date at the top shows the latest version, and continuing to use the site means you accept it. Questions? Write to {email} or use our contact page.':
    'ဤစည်းကမ်းချက်များကို ပြင်ဆင်နိုင်ပါသည်။ ထိပ်ရှိ ရက်စွဲက နောက်ဆုံးဗားရှင်းကို ပြပြီး ဝက်ဘ်ဆိုက်ကို ဆက်လက် အသုံးပြုခြင်းသည် ၎င်းကို သဘောတူခြင်း ဖြစ်သည်။ မေးစရာ ရှိပါသလား? {email} သို့ စာရေးပါ သို့မဟုတ် ဆက်သွယ်ရန် စာမျက်နှာကို အသုံးပြုပါ။',
  'Your Google account has no verified e-mail address.': 'သင့် Google အကောင့်တွင် အတည်ပြုထားသော အီးမေးလ်လိပ်စာ မရှိပါ။',
  // Confirming an e-mail address: the mail, its page, the notice on /saved-searches
  'Confirm your e-mail address for Yangon Homes': 'Yangon Homes အတွက် သင်၏ အီးမေးလ်လိပ်စာကို အတည်ပြုပါ',
  'Please confirm that this is your e-mail address. Until you do, Yangon Homes sends it no alerts.':
    'ဤအီးမေးလ်လိပ်စာသည် သင့်လိပ်စာ ဖြစ်ကြောင်း အတည်ပြုပေးပါ။ အတည်မပြုမချင်း Yangon Homes သည် ဤလိပ်စာသို့ သတိပေးချက်များ မပို့ပါ။',
  'Open this link within seven days to confirm it:': 'အတည်ပြုရန် ဤလင့်ခ်ကို ခုနစ်ရက်အတွင်း ဖွင့်ပါ-',
  'If you did not make an account on Yangon Homes, ignore this e-mail: this address gets no alerts.':
    'Yangon Homes တွင် အကောင့် မဖွင့်ခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ၊ ဤလိပ်စာသို့ သတိပေးချက်များ မပို့ပါ။',
  'Confirm your e-mail address': 'သင်၏ အီးမေးလ်လိပ်စာကို အတည်ပြုပါ',
  'Confirm {email} as the address for your Yangon Homes alerts?': '{email} ကို သင်၏ Yangon Homes သတိပေးချက်များအတွက် လိပ်စာအဖြစ် အတည်ပြုမလား။',
  'Confirm my address': 'ကျွန်ုပ်၏ လိပ်စာကို အတည်ပြုမည်',
  '{email} is confirmed. Alerts for your saved searches will reach it.': '{email} ကို အတည်ပြုပြီးပါပြီ။ သိမ်းထားသော ရှာဖွေမှုများ၏ သတိပေးချက်များ ဤလိပ်စာသို့ ရောက်ပါမည်။',
  'This confirmation link is not valid or has expired. Sign in and send a new one from your saved searches.':
    'ဤအတည်ပြုလင့်ခ် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ ဝင်ရောက်ပြီး သိမ်းထားသော ရှာဖွေမှုများ စာမျက်နှာမှ လင့်ခ်အသစ် ပို့ပါ။',
  'Too many confirmation e-mails were sent. Please try again in an hour.': 'အတည်ပြု အီးမေးလ်များ အကြိမ်များစွာ ပို့ပြီးပါပြီ။ တစ်နာရီအကြာတွင် ထပ်ကြိုးစားပါ။',
  'We send no alerts to {email} until you confirm it: open the link in the e-mail we sent there.':
    '{email} ကို အတည်မပြုမချင်း ၎င်းသို့ သတိပေးချက်များ မပို့ပါ- ထိုလိပ်စာသို့ ပို့ထားသော အီးမေးလ်ရှိ လင့်ခ်ကို ဖွင့်ပါ။',
  'Send the link again': 'လင့်ခ်ကို ထပ်ပို့မည်',
  'We sent a new link to {email}.': '{email} သို့ လင့်ခ်အသစ် ပို့ပြီးပါပြီ။',
};
