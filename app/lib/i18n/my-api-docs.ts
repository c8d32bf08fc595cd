// Burmese for the API documentation page (/api/docs). The document's own texts (summaries,
// descriptions) are the API's English, as the calls' field names are.
export const myApiDocs: Record<string, string> = {
  'API documentation': 'API လမ်းညွှန်',
  'The OpenAPI 3.1 document (JSON)': 'OpenAPI 3.1 စာတမ်း (JSON)',
  Failures: 'မအောင်မြင်သည့် အဖြေများ',
  'Every failure answers a JSON object of this shape, with the same HTTP status:':
    'မအောင်မြင်မှုတိုင်းသည် ဤပုံစံရှိသော JSON object ဖြင့် HTTP status တူတူ ပြန်ဖြေပါသည်-',
  required: 'မဖြစ်မနေ လိုအပ်သည်',
  optional: 'ရွေးချယ်နိုင်သည်',
  'Shape {n}:': 'ပုံစံ {n}-',
  Parameters: 'ကန့်သတ်ချက်များ',
  'Request body': 'တောင်းဆိုချက်၏ ကိုယ်ထည်',
  Answers: 'အဖြေများ',
  'Shared shapes': 'အများသုံး ပုံစံများ',
};
