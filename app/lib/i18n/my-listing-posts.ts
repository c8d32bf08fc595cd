// Burmese for reading a pasted or shared post into a new listing.
export const myListingPosts: Record<string, string> = {
  'Paste a post': 'ပို့စ်ကို ကူးထည့်မည်',
  'The post': 'ပို့စ်',
  'Paste the text of your Facebook or Viber post: the fields it states are filled for you to check.': 'သင့် Facebook သို့မဟုတ် Viber ပို့စ်၏ စာသားကို ကူးထည့်ပါ။ ၎င်းတွင် ပါသည့် အကွက်များကို ဖြည့်ပေးမည်ဖြစ်ပြီး သင် စစ်ဆေးနိုင်ပါသည်။',
  'Read the post': 'ပို့စ်ကို ဖတ်မည်',
  'Reading...': 'ဖတ်နေသည်...',
  'Read from the post': 'ပို့စ်မှ ဖတ်ယူထားသည်',
  'from “{words}”': '“{words}” မှ',
  'The post names more than one: choose': 'ပို့စ်တွင် တစ်ခုထက်ပို ပါသည်။ ရွေးချယ်ပါ',
};
