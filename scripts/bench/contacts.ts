/**
 * The n-th lead's phone and email, as lead.lua's contact(n) computes them: both one-to-one in n,
 * and consecutive n land far apart (the area code changes with every n, the email reads n's
 * digits backwards), as real leads do. Area 999 is left to the visibility probe.
 */
export function contact(n: number) {
  const area = 200 + (n % 799);
  const subscriber = (Math.floor(n / 799) * 7919) % 10_000_000;
  const backwards = [...String(n).padStart(10, '0')].reverse().join('');
  return { phone: `+1${area}${String(subscriber).padStart(7, '0')}`, email: `lead${backwards}@example.com` };
}

/** The same ~500-byte lead body lead.lua sends. */
export const leadBody = (n: number) => {
  const { phone, email } = contact(n);
  return (
    `{"name":"Jane Doe","phone":"${phone}","email":"${email}","notes":"Interested in a home solar installation; prefers a call in the evening.",` +
    '"campaign":"spring_sale_2026","utm_source":"facebook","utm_medium":"paid_social",' +
    '"utm_campaign":"spring-sale-lookalike-audience","budget":"5000-10000","product":"solar panels",' +
    '"consent":true,"form_id":"9876543210987","ad_id":"23851234567890123",' +
    '"question":{"roof_type":"tile","owner":true}}'
  );
};

// Streams of a million numbers each: wrk rounds use round * 8 + thread (below 500), the open-loop
// runs 500 and up, the filled store 999.
export const OPEN_LOOP_STREAM = 500;
export const FILLED_STREAM = 999;
